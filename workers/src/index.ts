export { parseWorkerEnv, workerEnvShape, type WorkerEnv } from './env.ts';
export { QUEUE_HANDLERS, type QueueHandler, type QueueHandlerFactory, type HandlerResources, type WorkerLog } from './registry.ts';
export { startWorkerPool, type WorkerPool } from './worker-pool.ts';
export { runWorkerProcess } from './process.ts';
