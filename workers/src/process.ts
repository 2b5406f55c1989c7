import type { HandoutGenerator } from '@juba/ai-provider';
import { parseWorkerEnv } from './env.ts';
import { startWorkerPool } from './worker-pool.ts';

/** Beyond the shutdown timeout, this long is allowed for aborted jobs to hand themselves back. */
const HAND_BACK_GRACE_MS = 5_000;

/**
 * The whole life of a worker process: read the environment, run the pool,
 * and on SIGTERM/SIGINT stop taking jobs, let running ones finish (bounded by
 * WORKER_SHUTDOWN_TIMEOUT_MS, after which they go back to the queue), exit 0.
 */
export async function runWorkerProcess(opts: { ai: () => HandoutGenerator; env?: NodeJS.ProcessEnv }) {
  const env = parseWorkerEnv(opts.env ?? process.env);
  let aiName: string | undefined;
  const pool = await startWorkerPool({
    env,
    ai: () => {
      const ai = opts.ai();
      aiName = ai.name;
      return ai;
    },
  });
  console.log(`workers ready (pid ${process.pid}): ${pool.queues.join(', ')}; concurrency ${env.WORKER_CONCURRENCY}${aiName ? `; AI ${aiName}` : ''}`);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting for running jobs`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: finishing ${pool.activeJobs()} active job(s), waiting at most ${env.WORKER_SHUTDOWN_TIMEOUT_MS} ms`);
    const deadline = setTimeout(() => {
      console.error('jobs did not stop in time; exiting, their locks will expire and another worker takes them over');
      process.exit(1);
    }, env.WORKER_SHUTDOWN_TIMEOUT_MS + HAND_BACK_GRACE_MS);
    deadline.unref();
    await pool.stop(env.WORKER_SHUTDOWN_TIMEOUT_MS);
    console.log('workers stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
  return pool;
}
