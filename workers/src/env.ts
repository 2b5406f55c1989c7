import { z } from 'zod';
import { commonEnv, parseEnv, productionRequested, queueEnv } from '@juba/platform/env';
import { DEV_INTERNAL_SECRET } from '@juba/platform/production-env';
import { opsEnv } from '@juba/platform/observability/ops-server';
import type { QueueName } from '@juba/contracts/jobs';
import { SERVICES, subgraphUrl, type ServiceName } from '@juba/platform/services';
import { HANDLED_QUEUES } from './registry.ts';

const ms = (fallback: number, min: number) => z.coerce.number().int().min(min).default(fallback);

export const workerEnvShape = {
  DATABASE_URL: commonEnv.DATABASE_URL,
  REDIS_URL: commonEnv.REDIS_URL,
  /** Comma list of queue names; empty means every queue of the registry (JOBS). */
  WORKER_QUEUES: z.string().optional(),
  /** Jobs run at once per queue, in this process. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * A job's lock lives this long unless renewed (every half of it). When a
   * worker dies, its jobs are taken over within lock + stalled interval (20 s
   * by default), so a killed worker's analysis is rerun and done within about
   * 30 s, inside the gateway's REST_JOB_TIMEOUT_MS. A job whose event loop is
   * blocked for more than half the lock loses it (and may run twice, which the
   * row-job lifecycle makes harmless).
   */
  WORKER_LOCK_DURATION_MS: ms(15_000, 200),
  WORKER_STALLED_INTERVAL_MS: ms(5_000, 100),
  /** Times a job may be recovered from a dead worker before it is failed. */
  WORKER_MAX_STALLED_COUNT: z.coerce.number().int().min(0).max(20).default(1),
  /** On SIGTERM, in-flight jobs get this long to finish; then they are handed back to the queue. */
  WORKER_SHUTDOWN_TIMEOUT_MS: ms(8_000, 0),
  /**
   * Signs the requests the data export sends each service as its learner
   * (@juba/identity/jobs). In production it is needed only where that job
   * runs, and checked there; elsewhere the subgraphs' development default.
   */
  INTERNAL_SECRET: commonEnv.INTERNAL_SECRET.removeDefault().optional(),
  /**
   * With Keycloak, an erasure deletes the learner's account through its admin
   * API as this confidential client's service account (realm-management:
   * manage-users); unset, the embedded provider's accounts are rows the
   * erasure deletes. Production requires them where account-erased runs.
   */
  KEYCLOAK_URL: z.string().url().optional(),
  KEYCLOAK_REALM: z.string().min(1).optional(),
  KEYCLOAK_ERASURE_CLIENT_ID: z.string().min(1).default('juba-erasure'),
  KEYCLOAK_ERASURE_CLIENT_SECRET: z.string().min(1).optional(),
  ...queueEnv,
  ...opsEnv,
};

export type WorkerEnv = Omit<z.infer<z.ZodObject<typeof workerEnvShape>>, 'WORKER_QUEUES'> & {
  queues: QueueName[];
  /** JUBA_PRODUCTION=true: a job type whose settings are missing refuses to open instead of using a development stand-in. */
  production: boolean;
  /** Where each service answers (`<NAME>_SUBGRAPH_URL`, else its local address), for the data export. */
  subgraphUrls: Record<ServiceName, string>;
};

const isHandled = (queue: string): queue is QueueName => (HANDLED_QUEUES as string[]).includes(queue);

/** Fails fast on a queue no job type of the registry uses, naming the ones there are. */
export function parseWorkerEnv(env: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const { WORKER_QUEUES, INTERNAL_SECRET, ...rest } = parseEnv(workerEnvShape, env);
  const requested = (WORKER_QUEUES ?? '')
    .split(',')
    .map((q) => q.trim())
    .filter(Boolean);
  const unknown = requested.filter((q) => !isHandled(q));
  if (unknown.length) {
    const problems = unknown.map((q) => `unknown queue "${q}" (known: ${HANDLED_QUEUES.join(', ')})`);
    throw new Error(`Invalid environment:\n  WORKER_QUEUES: ${problems.join('; ')}`);
  }
  const subgraphUrls = Object.fromEntries(SERVICES.map((s) => [s.name, subgraphUrl(s.name, env)])) as Record<ServiceName, string>;
  return {
    ...rest,
    INTERNAL_SECRET: INTERNAL_SECRET ?? (productionRequested(env) ? undefined : DEV_INTERNAL_SECRET),
    production: productionRequested(env),
    queues: requested.length ? [...new Set(requested.filter(isHandled))] : [...HANDLED_QUEUES],
    subgraphUrls,
  };
}
