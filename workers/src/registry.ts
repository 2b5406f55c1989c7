import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type QueueName } from '@juba/contracts/jobs';
import type { ActivityRecorder } from '@juba/platform/activity';
import type { HandoutGenerator } from '@juba/ai-provider';
import { handoutGeneration } from './handlers/handout-generation.ts';
import { learnerActivity } from './handlers/learner-activity.ts';

export type WorkerLog = Pick<Console, 'info' | 'warn' | 'error'>;

/** What every handler may use; each one opens its own database client. */
export interface HandlerResources {
  databaseUrl: string;
  ai: HandoutGenerator;
  /** Publishes JobUpdates (jobUpdateChannel). */
  publisher: Redis;
  /** Reports what learners did to the learner-progress service (QUEUES.learnerActivity), under the pool's queue prefix. */
  activities: Pick<ActivityRecorder, 'record'>;
  log: WorkerLog;
}

export interface QueueHandler {
  /** Runs one job. An aborted `signal` means the worker is shutting down: stop and leave the row resumable. */
  process(job: Job, signal?: AbortSignal): Promise<unknown>;
  /** The queue failed a job without a handler run (it stalled too often): close its durable row. */
  onFailedOutsideHandler?(jobId: string, reason: string): Promise<unknown>;
  close(): Promise<void>;
}

export type QueueHandlerFactory = (resources: HandlerResources) => QueueHandler;

/**
 * Queue name → handler. A new job type (phonetic analysis, plan generation)
 * plugs in here with a factory; WORKER_QUEUES then accepts its queue.
 */
export const QUEUE_HANDLERS: Partial<Record<QueueName, QueueHandlerFactory>> = {
  [QUEUES.handoutGeneration]: handoutGeneration,
  [QUEUES.learnerActivity]: learnerActivity,
};
