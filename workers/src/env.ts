import { z } from 'zod';
import { commonEnv, parseEnv } from '@juba/platform/env';
import { QUEUES, type QueueName } from '@juba/contracts/jobs';
import { QUEUE_HANDLERS } from './registry.ts';

const ms = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

export const workerEnvShape = {
  DATABASE_URL: commonEnv.DATABASE_URL,
  REDIS_URL: commonEnv.REDIS_URL,
  /** Comma list of queue names; empty means every queue that has a handler. */
  WORKER_QUEUES: z.string().optional(),
  /** Jobs run at once per queue, in this process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * A job's lock lives this long unless renewed (every half of it). When a
   * worker dies, its jobs are taken over within about lock + stalled interval.
   */
  WORKER_LOCK_DURATION_MS: ms(20_000, 200),
  WORKER_STALLED_INTERVAL_MS: ms(10_000, 100),
  /** Times a job may be recovered from a dead worker before it is failed. */
  WORKER_MAX_STALLED_COUNT: z.coerce.number().int().min(0).max(20).default(1),
  /** On SIGTERM, in-flight jobs get this long to finish; then they are handed back to the queue. */
  WORKER_SHUTDOWN_TIMEOUT_MS: ms(8_000, 0),
  /** BullMQ key prefix; the services that enqueue must use the same one. */
  JOB_QUEUE_PREFIX: z.string().min(1).default('bull'),
};

export type WorkerEnv = Omit<z.infer<z.ZodObject<typeof workerEnvShape>>, 'WORKER_QUEUES'> & { queues: QueueName[] };

const knownQueues = Object.values(QUEUES) as string[];

/** Fails fast on an unknown queue or one with no handler yet, naming what is available. */
export function parseWorkerEnv(env: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const { WORKER_QUEUES, ...rest } = parseEnv(workerEnvShape, env);
  const handled = Object.keys(QUEUE_HANDLERS) as QueueName[];
  const requested = (WORKER_QUEUES ?? '')
    .split(',')
    .map((q) => q.trim())
    .filter(Boolean);
  const problems = requested.flatMap((q) => {
    if (!knownQueues.includes(q)) return [`unknown queue "${q}" (known: ${knownQueues.join(', ')})`];
    if (!handled.includes(q as QueueName)) return [`queue "${q}" has no handler yet (handled: ${handled.join(', ')})`];
    return [];
  });
  if (problems.length) throw new Error(`Invalid environment:\n  WORKER_QUEUES: ${problems.join('; ')}`);
  return { ...rest, queues: requested.length ? [...new Set(requested as QueueName[])] : handled };
}
