import { consoleLike, createLogger } from '@juba/platform/observability/logger';
import { createMetricsRegistry } from '@juba/platform/observability/metrics';
import { databaseCheck } from '@juba/platform/observability/ops-server';
import { serveOps } from '@juba/platform/observability/process-ops';
import { parseWorkerEnv } from './env.ts';
import type { WorkerAi } from './registry.ts';
import { startWorkerPool } from './worker-pool.ts';

/** Beyond the shutdown timeout, this long is allowed for aborted jobs to hand themselves back. */
const HAND_BACK_GRACE_MS = 5_000;

/**
 * The whole life of a worker process: read the environment, run the pool,
 * serve metrics and probes on its ops port (ready while Redis and the
 * database answer), and on SIGTERM/SIGINT stop taking jobs, let running ones
 * finish (bounded by WORKER_SHUTDOWN_TIMEOUT_MS, after which they go back to
 * the queue), exit 0. Logs are JSON lines, a job's carrying its request id.
 */
export async function runWorkerProcess(opts: { ai: () => WorkerAi; env?: NodeJS.ProcessEnv }) {
  const env = parseWorkerEnv(opts.env ?? process.env);
  const logger = createLogger('workers');
  const log = consoleLike(logger);
  const registry = createMetricsRegistry('workers');
  let aiName: string | undefined;
  const pool = await startWorkerPool({
    env,
    log,
    registry,
    ai: () => {
      const ai = opts.ai();
      aiName = ai.name;
      return ai;
    },
  });
  log.info(`workers ready (pid ${process.pid}): ${pool.queues.join(', ')}; concurrency ${env.WORKER_CONCURRENCY}${aiName ? `; AI ${aiName}` : ''}`);
  const database = databaseCheck(env.DATABASE_URL);
  const ops = await serveOps({ process: 'workers', env, registry, checks: { database, ...pool.readinessChecks }, log: logger });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error(`${signal} again: exiting without waiting for running jobs`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received: finishing ${pool.activeJobs()} active job(s), waiting at most ${env.WORKER_SHUTDOWN_TIMEOUT_MS} ms`);
    const deadline = setTimeout(() => {
      log.error('jobs did not stop in time; exiting, their locks will expire and another worker takes them over');
      process.exit(1);
    }, env.WORKER_SHUTDOWN_TIMEOUT_MS + HAND_BACK_GRACE_MS);
    deadline.unref();
    await pool.stop(env.WORKER_SHUTDOWN_TIMEOUT_MS);
    await ops.close();
    await database.close();
    log.info('workers stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
  return pool;
}
