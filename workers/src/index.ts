export { parseWorkerEnv, workerEnvShape, type WorkerEnv } from './env.ts';
export { JOBS, type WorkerResources } from './registry.ts';
export { startWorkerPool, type WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';
export { runWorkerProcess } from './process.ts';
