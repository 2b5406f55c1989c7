import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { QueueName } from '@juba/contracts/jobs';
import type { ActivityRecorder } from './activity.ts';

/** Where a job handler writes what happened. */
export type JobLog = Pick<Console, 'info' | 'warn' | 'error'>;

/** The parts of a BullMQ job a handler reads, so tests can drive a handler directly. */
export interface JobRun {
  id?: string | undefined;
  name?: string;
  data: unknown;
  /** Attempts that already failed (BullMQ's attemptsMade). */
  attemptsMade: number;
  opts: { attempts?: number | undefined };
}

/**
 * Reads a job against its payload contract. A payload that does not match,
 * or whose idempotency key is not the job id, can never succeed, so it fails
 * at once without retries.
 */
export function parseJobPayload<S extends z.ZodType>(
  job: Pick<JobRun, 'id' | 'data'>,
  schema: S,
  names: { payload: string; id: string },
  idOf: (payload: z.output<S>) => string,
): z.output<S> {
  const parsed = schema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${names.payload} payload: ${z.prettifyError(parsed.error)}`);
  const id = idOf(parsed.data);
  if (job.id !== undefined && job.id !== id) {
    throw new UnrecoverableError(`job ${job.id} carries ${names.id} ${id}; the job id must be the ${names.id} id`);
  }
  return parsed.data;
}

/** The attempt under way is the queue's last: a failure now is for good. */
export function isFinalAttempt(job: Pick<JobRun, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** A job's progress as rows and JobUpdates hold it: a whole number 0..100. */
export function clampProgress(progress: number): number {
  return Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0;
}

/** What the worker pool gives every job type; a definition that needs more (the AI) names it in its own resources type. */
export interface JobResources {
  /** Each handler opens its own database client on it. */
  databaseUrl: string;
  /** Publishes JobUpdates (jobUpdateChannel) and reads live settings. */
  publisher: Redis;
  /** Reports what learners did to the learner-progress service, under the pool's queue prefix. */
  activities: Pick<ActivityRecorder, 'record'>;
  log: JobLog;
}

/** One job type's handler, opened once per worker process. */
export interface JobHandler {
  /** Runs one job. An aborted `signal` means the worker is shutting down: stop and leave the row resumable. */
  process(job: Job, signal?: AbortSignal): Promise<unknown>;
  /**
   * The queue failed a job of this queue without a handler run (it stalled too
   * often): close its durable row if it is one of this type's. Left out when
   * nothing durable is written before a job runs.
   */
  onFailedOutsideHandler?(jobId: string, reason: string): Promise<unknown>;
  /**
   * Opens now what the first job would otherwise open and wait for (a
   * database client's query engine, most of 200 ms). Left out
   * when there is nothing to open.
   */
  warm?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A kind of background job, defined once by the service that owns its rows
 * and exported through its package's `./jobs` entry point; the workers'
 * registry lists these. Several job types may share a queue: the job name tells them apart.
 */
export interface JobDefinition<Resources extends JobResources = JobResources> {
  queue: QueueName;
  /** The BullMQ job names of this type (an activity report is named after its kind). */
  names: readonly string[];
  /** What every job of this type carries; its handler fails any other payload at once (parseJobPayload). */
  payload: z.ZodType;
  createHandler(resources: Resources): JobHandler;
}
