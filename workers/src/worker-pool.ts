import { Queue, QueueEvents, QueueKeys, WaitingError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { createActivityRecorder } from '@juba/platform/activity';
import { messageOf } from '@juba/platform/errors';
import { jobMetrics, queueDepthGauge, type Registry } from '@juba/platform/observability/metrics';
import type { ReadinessCheck } from '@juba/platform/observability/ops-server';
import { requestIdOfJob, runWithRequestId } from '@juba/platform/observability/request-context';
import { redisForWorker } from '@juba/platform/redis';
import { withTimeout } from '@juba/platform/timeout';
import { QUEUES, type QueueName } from '@juba/contracts/jobs';
import type { JobHandler, JobLog } from '@juba/platform/job-definition';
import { askSubgraphs, EMBEDDED_PROVIDER_ACCOUNTS, keycloakAccounts } from '@juba/identity/jobs';
import { createPronunciationScorer } from '@juba/speech/scorer';
import type { PronunciationScorer } from '@juba/speech/types';
import type { WorkerEnv } from './env.ts';
import { droppingJobsOfErasedLearners } from './erased-learner-jobs.ts';
import { lazyScorer } from './lazy-scorer.ts';
import { openQueueHandler } from './queue-handler.ts';
import { JOBS, type WorkerAi, type WorkerResources } from './registry.ts';

export interface WorkerPool {
  readonly queues: QueueName[];
  /** Jobs running in this process right now. */
  activeJobs(): number;
  /** Ready while every Redis connection of the pool is up and answers: a worker that lost Redis takes no jobs. */
  readonly readinessChecks: Record<string, ReadinessCheck>;
  /**
   * Stops taking jobs and lets running ones finish; after `timeoutMs` they are
   * aborted and handed back to the queue for another worker.
   */
  stop(timeoutMs: number): Promise<void>;
}

interface QueueRunner {
  worker: Worker;
  events: QueueEvents;
  handler: JobHandler;
}

export interface WorkerPoolOptions {
  env: WorkerEnv;
  /** Makes the AI; called once, and only when a job type on env.queues needs it. */
  ai: () => WorkerAi;
  /** Loads the pronunciation scorer, at startup when env.queues has phonetic-analysis (default: pocketsphinx's, @juba/speech/scorer). */
  scorer?: () => Promise<PronunciationScorer>;
  log?: JobLog;
  /** Where job durations, utilisation and its queues' depth are recorded (the process's /metrics). */
  registry?: Registry;
}

/** One BullMQ Worker per queue in env.queues, running the job types of the registry (JOBS) on it. */
export async function startWorkerPool(opts: WorkerPoolOptions): Promise<WorkerPool> {
  const { env } = opts;
  const log = opts.log ?? console;
  const connections: Redis[] = [];
  const connect = () => {
    const redis = redisForWorker(env.REDIS_URL);
    redis.on('error', (err: Error) => log.warn('redis:', err.message));
    connections.push(redis);
    return redis;
  };
  const publisher = connect();
  const activities = createActivityRecorder(publisher, { prefix: env.JOB_QUEUE_PREFIX });
  let ai: WorkerAi | undefined;
  // Loads nothing until preloaded or first used.
  const scorer = lazyScorer(opts.scorer ?? (() => createPronunciationScorer()));
  const resources: WorkerResources = {
    databaseUrl: env.DATABASE_URL,
    queuePrefix: env.JOB_QUEUE_PREFIX,
    publisher,
    activities,
    log,
    get ai() {
      return (ai ??= opts.ai());
    },
    scorer,
    get askServicePart() {
      if (!env.INTERNAL_SECRET)
        throw new Error(
          'Invalid environment:\n  INTERNAL_SECRET: the data-export queue signs its requests to the services with it; set the same value as the gateway and the subgraphs',
        );
      return askSubgraphs({ internalSecret: env.INTERNAL_SECRET, urls: env.subgraphUrls });
    },
    get providerAccounts() {
      const { KEYCLOAK_URL: url, KEYCLOAK_REALM: realm, KEYCLOAK_ERASURE_CLIENT_ID: clientId, KEYCLOAK_ERASURE_CLIENT_SECRET: clientSecret } = env;
      if (url && realm && clientSecret) return keycloakAccounts({ url, realm, clientId, clientSecret });
      if (env.production)
        throw new Error(
          "Invalid environment:\n  KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_ERASURE_CLIENT_SECRET: the account-erased queue deletes the learner's Keycloak account with them",
        );
      return EMBEDDED_PROVIDER_ACCOUNTS;
    },
  };
  const active = new Set<string>();
  const metrics =
    opts.registry &&
    jobMetrics(opts.registry, {
      knownNames: JOBS.flatMap((job) => job.names),
      concurrency: env.WORKER_CONCURRENCY,
      queues: env.queues,
      active: (queue) => [...active].filter((key) => key.startsWith(`${queue}:`)).length,
    });
  const depthQueues = opts.registry ? env.queues.map((queue) => new Queue(queue, { connection: publisher, prefix: env.JOB_QUEUE_PREFIX })) : [];
  for (const queue of depthQueues) queue.on('error', () => {});
  if (opts.registry) queueDepthGauge(opts.registry, () => depthQueues);
  // Opened before any Worker exists, so a queue without a job type or an AI that cannot be made leaves none running.
  const handlers = env.queues.map((queue) =>
    openQueueHandler(
      queue,
      JOBS.filter((job) => job.queue === queue),
      resources,
    ),
  );
  // Before its Worker takes a job, so that the first learner's analysis does not wait for the model or the database.
  await Promise.all([
    env.queues.includes(QUEUES.phoneticAnalysis) && scorer.preload(log),
    ...handlers.map((handler, i) => warmHandler(handler, env.queues[i]!, log)),
  ]);
  // Read before any Worker exists (so a failure here leaves none running): a
  // Worker's stalled checker may fail a job before its QueueEvents starts
  // reading, and a reader starting at "now" would miss it.
  const lastEventIds = await Promise.all(env.queues.map((queue) => currentEventId(publisher, env.JOB_QUEUE_PREFIX, queue)));

  const runners = env.queues.map((queue, index): QueueRunner => {
    const handler = handlers[index]!;

    // Three parameters: BullMQ only hands an abort signal to processors that declare it.
    // Under the request id the job carries, so its log lines (and the jobs it starts) name the request that asked for it.
    const processor = (job: Job, token?: string, signal?: AbortSignal) =>
      runWithRequestId(requestIdOfJob(job.data), async () => {
        const key = `${queue}:${job.id}`;
        active.add(key);
        const timed = metrics?.start(queue, job.name);
        const started = performance.now();
        try {
          const result = await handler.process(job, signal);
          timed?.('completed');
          // One line per job, under its request id: where a learner's request ended up.
          log.info(`${queue} job ${job.id} (${job.name}) completed in ${Math.round(performance.now() - started)} ms`);
          return result;
        } catch (err) {
          if (signal?.aborted && token) {
            timed?.('handed-back');
            // Back to wait at once, without counting a failed attempt, so another worker resumes it now.
            await job.moveToWait(token);
            throw new WaitingError();
          }
          timed?.('failed');
          throw err;
        } finally {
          active.delete(key);
        }
      });

    const worker = new Worker(queue, processor, {
      connection: connect(),
      prefix: env.JOB_QUEUE_PREFIX,
      concurrency: env.WORKER_CONCURRENCY,
      lockDuration: env.WORKER_LOCK_DURATION_MS,
      stalledInterval: env.WORKER_STALLED_INTERVAL_MS,
      maxStalledCount: env.WORKER_MAX_STALLED_COUNT,
    });
    worker.on('error', (err) => log.error(`${queue} worker:`, err));
    worker.on('failed', (job, err) =>
      runWithRequestId(requestIdOfJob(job?.data), () => log.warn(`${queue} job ${job?.id} failed (attempt ${job?.attemptsMade}):`, err.message)),
    );
    droppingJobsOfErasedLearners(worker, publisher, log);

    // Jobs failed by a stalled check never reach the handler; the queue's event stream still reports them.
    const events = new QueueEvents(queue, { connection: connect(), prefix: env.JOB_QUEUE_PREFIX, lastEventId: lastEventIds[index] });
    events.on('error', (err) => log.error(`${queue} events:`, err));
    events.on('failed', ({ jobId, failedReason }) => {
      handler.onFailedOutsideHandler?.(jobId, failedReason).catch((err: unknown) => log.error(`${queue} job ${jobId}: could not close its row:`, err));
    });
    return { worker, events, handler };
  });

  await Promise.all(runners.flatMap((r) => [r.worker.waitUntilReady(), r.events.waitUntilReady()]));

  let stopping: Promise<void> | undefined;
  return {
    queues: env.queues,
    activeJobs: () => active.size,
    readinessChecks: {
      redis: async () => {
        const down = connections.find((c) => c.status !== 'ready');
        if (down) throw new Error(`a connection is ${down.status}`);
        await publisher.ping();
      },
    },
    stop(timeoutMs) {
      stopping ??= (async () => {
        const handBack = setTimeout(() => {
          if (active.size) log.warn(`${active.size} job(s) still running after ${timeoutMs} ms; handing them back to the queue`);
          for (const { worker } of runners) worker.cancelAllJobs('worker shutting down');
        }, timeoutMs);
        try {
          await Promise.all(runners.map(({ worker }) => worker.close()));
        } finally {
          clearTimeout(handBack);
        }
        await Promise.all(runners.map(({ events }) => events.close()));
        await Promise.all(runners.map(({ handler }) => handler.close()));
        await Promise.all(depthQueues.map((queue) => queue.close()));
        await scorer.close();
        await activities.close();
        // disconnect, not QUIT: a QUIT would queue behind a blocking read and hold the exit for seconds.
        for (const redis of connections) redis.disconnect();
      })();
      return stopping;
    },
  };
}

/** The id of the newest event in a queue's event stream, or "0" (its start) while it has none. */
async function currentEventId(redis: Redis, prefix: string, queue: string): Promise<string> {
  const [newest] = (await redis.xrevrange(new QueueKeys(prefix).toKey(queue, 'events'), '+', '-', 'COUNT', 1)) as [string, string[]][];
  return newest?.[0] ?? '0';
}

/** How long a warm-up may wait for the database at startup: past it the first job opens its own connection, as it would without one. */
const WARM_WITHIN_MS = 5000;

/** A warm-up that fails (the database is down) is logged, not thrown: the jobs retry until it is back. */
async function warmHandler(handler: JobHandler, queue: QueueName, log: Pick<JobLog, 'warn'>): Promise<void> {
  try {
    if (handler.warm) await withTimeout(handler.warm(), WARM_WITHIN_MS, `opening the ${queue} queue's database`);
  } catch (err) {
    log.warn(`${queue}: not warmed at startup (its first job connects instead): ${messageOf(err)}`);
  }
}
