import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { JobUpdate, QueueName } from '@juba/contracts/jobs';
import { isFinalAttempt, parseJobPayload, type JobDefinition, type JobLog, type JobResources, type JobRun } from './job-definition.ts';
import { startServiceJobRelay, type JobOutboxRelay, type JobOutboxRelayOptions, type OutboxEntry, type RawSqlClient } from './job-outbox.ts';
import { jobProgress, type ProgressStep } from './job-progress.ts';
import { publishJobUpdate } from './job-updates.ts';
import { warmDatabase, type WarmableClient } from './prisma.ts';
import type { Publisher } from './redis.ts';
import { messageOf } from './errors.ts';

/**
 * A row-backed job: a row in the owning service's schema is the truth about
 * one piece of work, and a BullMQ job (id = row id) does it. Every step is a
 * conditional UPDATE followed by a Redis publish, so a retried, duplicated or
 * resumed job never writes a second result, and an abort (worker shutdown)
 * leaves the row PENDING for the next worker instead of failing it. A job
 * type is its work and a short `RowJob`; this file is the lifecycle they share.
 */

export type JobRowStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';

/** A row in one of these states is in the making: it counts against the learner's limit. */
export const IN_FLIGHT: JobRowStatus[] = ['PENDING', 'RUNNING'];

/** The columns every job row has, whatever else its table holds. */
export interface JobRowState {
  id: string;
  /** The learner it belongs to. */
  userId: string;
  status: string;
  progress: number;
  message: string | null;
  error: string | null;
  /** Runs started, counted when a run claims the row. */
  attempts: number;
}

/** A job's row and the learner it belongs to, as JobUpdates name them. */
export interface JobRef {
  id: string;
  userId: string;
}

/** The rows a lifecycle step may change: this one, in one of these states, and (when claiming) this learner's. */
export interface JobRowWhere {
  id: string;
  status: { in: JobRowStatus[] };
  userId?: string;
}

export interface JobRowData {
  status: 'PENDING' | 'RUNNING' | 'FAILED';
  progress?: number;
  message?: string | null;
  error?: string | null;
  attempts?: { increment: number };
}

/** How the lifecycle reads and writes one job type's table. */
export interface JobRows<Row extends JobRowState, Result> {
  find(id: string): Promise<Row | null>;
  /** One conditional UPDATE (updateMany). */
  update(where: JobRowWhere, data: JobRowData): Promise<{ count: number }>;
  /** Writes the result unless the row is COMPLETED already: false when another run completed it first. */
  complete(row: JobRef, result: Result, completedAt: Date): Promise<boolean>;
  /** Closes the row FAILED from one of `from`; by default one `update`. A row that must drop more with it says how. */
  fail?(id: string, from: JobRowStatus[], error: string): Promise<boolean>;
}

/** Every learner-facing line of a job's lifecycle, in Portuguese. */
export interface RowJobMessages {
  started: string;
  retrying: string;
  released: string;
  completed: string;
  failed: string;
  /** The job could not be queued for so long that it was given up. */
  unavailable: string;
}

/** What every handler of a row job gets; a job type adds what its work needs. */
export interface RowJobDeps<Db> {
  db: Db;
  publisher: Publisher;
  log?: JobLog;
  now?: () => Date;
}

/** The payload of a row job: it names its row under `K` and its learner. */
export type RowJobPayload<K extends string> = Record<K, string> & { userId: string };

/** What a run of a row job answers; BullMQ keeps it as the job's return value. */
export type RowJobOutcome<K extends string> = Record<K, string> & { status: 'COMPLETED' | 'FAILED' };

export interface JobCompletion<Result> {
  row: JobRef;
  result: Result;
  completedAt: Date;
}

export interface RowJobWork<P> {
  payload: P;
  /** Reports a step of the work; the row and the learner see them in the order reported. */
  progress: (step: ProgressStep) => Promise<void>;
  /** Aborted when the worker shuts down: stop, and the row is left for another worker. */
  signal?: AbortSignal | undefined;
}

export interface RowJob<K extends string, P extends RowJobPayload<K>, Row extends JobRowState, Result, Db, Deps extends RowJobDeps<Db>> {
  queue: QueueName;
  /** The BullMQ job name. */
  name: string;
  payload: z.ZodType<P>;
  /** The payload field naming the row: the job id, and the key of the job's outcome. */
  idKey: K;
  /** How log lines name one job ('handout'), refusals its payload ('handout job') and its id ('handout'). */
  names: { job: string; payload: string; id: string };
  messages: RowJobMessages;
  rows(db: Db): JobRows<Row, Result>;
  /** The job's own work, after the row is claimed; throw ObsoleteJobError when it can no longer be done. */
  work(run: RowJobWork<P>, deps: Deps): Promise<Result>;
  /** Tells others about a completed row (learner progress). Its failure is logged, never a failed job. */
  afterCompletion?(done: JobCompletion<Result>, deps: Deps): Promise<void>;
  /** A rerun finding the row COMPLETED reports again what this returns (null: nothing). */
  storedCompletion?(row: Row): JobCompletion<Result> | null;
  /** A failure that would repeat on every attempt (a refused API key): the row fails at once, without retries. */
  isPermanent?(err: unknown): boolean;
  /** Progress is written only in steps this large (see jobProgress). */
  progressStep?: number;
}

/** Any job type, for helpers that read only its lifecycle parts; the generics matter to the job's own definition. */
export type AnyRowJob<Deps = any> = RowJob<string, any, JobRowState, any, any, Deps & RowJobDeps<any>>;

/** What the job's work was for is gone (e.g. the plan was replaced): the row is FAILED, without retries or a failed job. */
export class ObsoleteJobError extends Error {
  override name = 'ObsoleteJobError';
}

function jobUpdate(job: Pick<AnyRowJob, 'queue'>, row: JobRef, status: JobUpdate['status'], progress: number, message: string | null): JobUpdate {
  return { jobId: row.id, userId: row.userId, queue: job.queue, status, progress, message };
}

function failRow(rows: JobRows<JobRowState, unknown>, id: string, from: JobRowStatus[], error: string): Promise<boolean> {
  if (rows.fail) return rows.fail(id, from, error);
  return rows.update({ id, status: { in: from } }, { status: 'FAILED', error, message: null }).then(({ count }) => count === 1);
}

const changed = ({ count }: { count: number }) => count === 1;

/**
 * Runs jobs of `job` with `deps`. A run claims the row (or, when it is
 * finished, announces its end again), reports progress, does the work and
 * completes the row once; a failure puts the row back in the queue while
 * attempts remain, fails it on the last one or on a permanent error, and a
 * shutdown leaves it PENDING for the next worker.
 */
export function createRowJobHandler<K extends string, P extends RowJobPayload<K>, Row extends JobRowState, Result, Db, Deps extends RowJobDeps<Db>>(
  job: RowJob<K, P, Row, Result, Db, Deps>,
  deps: Deps,
): (run: JobRun, signal?: AbortSignal) => Promise<RowJobOutcome<K>> {
  const log = deps.log ?? console;
  const rows = job.rows(deps.db);
  const publish = (row: JobRef, status: JobUpdate['status'], progress: number, message: string | null) =>
    publishJobUpdate(deps.publisher, jobUpdate(job, row, status, progress, message));
  const outcome = (id: string, status: 'COMPLETED' | 'FAILED') => ({ [job.idKey]: id, status }) as RowJobOutcome<K>;
  const requeue = async (row: JobRef, message: string) => {
    if (changed(await rows.update({ id: row.id, status: { in: IN_FLIGHT } }, { status: 'PENDING', message }))) await publish(row, 'PENDING', 0, message);
  };
  const fail = async (row: JobRef) => {
    if (await failRow(rows, row.id, IN_FLIGHT, job.messages.failed)) await publish(row, 'FAILED', 0, job.messages.failed);
  };

  /** The row is the truth and is already COMPLETED: a failed report is logged. A rerun reports again, which learner progress counts once. */
  async function report(done: JobCompletion<Result>) {
    try {
      await job.afterCompletion?.(done, deps);
    } catch (err) {
      log.warn(`${job.names.job} ${done.row.id}: completion not reported to learner progress:`, err);
    }
  }

  async function republishFinished(payload: P): Promise<RowJobOutcome<K>> {
    const id = payload[job.idKey];
    const row = await rows.find(id);
    if (!row || row.userId !== payload.userId) throw new UnrecoverableError(`${job.names.job} ${id} of ${payload.userId} does not exist`);
    if (row.status !== 'COMPLETED' && row.status !== 'FAILED')
      throw new Error(`${job.names.job} ${row.id} changed state while starting (${row.status}); retrying`);
    const ref = { id: row.id, userId: payload.userId };
    if (row.status === 'COMPLETED') await publish(ref, 'COMPLETED', 100, job.messages.completed);
    else await publish(ref, 'FAILED', row.progress, row.error ?? row.message);
    const stored = row.status === 'COMPLETED' ? job.storedCompletion?.(row) : null;
    if (stored) await report(stored);
    return outcome(row.id, row.status);
  }

  return async function processRowJob(run, signal) {
    const payload = parseJobPayload(run, job.payload, { payload: job.names.payload, id: job.names.id }, (p) => p[job.idKey]);
    const row: JobRef = { id: payload[job.idKey], userId: payload.userId };
    const claim = { id: row.id, userId: row.userId, status: { in: IN_FLIGHT } };
    if (!changed(await rows.update(claim, { status: 'RUNNING', attempts: { increment: 1 }, progress: 0, message: job.messages.started, error: null }))) {
      return republishFinished(payload);
    }
    await publish(row, 'RUNNING', 0, job.messages.started);

    const progress = jobProgress(
      async (step) => {
        if (changed(await rows.update({ id: row.id, status: { in: IN_FLIGHT } }, { status: 'RUNNING', ...step })))
          await publish(row, 'RUNNING', step.progress, step.message);
      },
      { log, what: job.names.job, message: job.messages.started, ...(job.progressStep ? { minStep: job.progressStep } : {}) },
    );

    try {
      signal?.throwIfAborted();
      const result = await job.work({ payload, progress: progress.report, signal }, deps);
      await progress.settled();
      const completedAt = deps.now?.() ?? new Date();
      if (!(await rows.complete(row, result, completedAt))) return await republishFinished(payload);
      await publish(row, 'COMPLETED', 100, job.messages.completed);
      await report({ row, result, completedAt });
      return outcome(row.id, 'COMPLETED');
    } catch (err) {
      await progress.settled();
      if (err instanceof ObsoleteJobError) {
        log.warn(`${job.names.job} ${row.id}: ${err.message}`);
        await fail(row);
        return outcome(row.id, 'FAILED');
      }
      if (signal?.aborted) {
        log.info(`${job.names.job} ${row.id}: interrupted (${String(signal.reason ?? 'aborted')}); left for another worker`);
        await requeue(row, job.messages.released);
        throw err;
      }
      const permanent = job.isPermanent?.(err) ?? false;
      if (permanent || err instanceof UnrecoverableError || isFinalAttempt(run)) {
        log.error(`${job.names.job} ${row.id}: failed for good after ${run.attemptsMade + 1} attempt(s):`, err);
        await fail(row);
        throw permanent ? new UnrecoverableError(`${messageOf(err)} (not retried)`) : err;
      }
      log.warn(`${job.names.job} ${row.id}: attempt ${run.attemptsMade + 1} failed, will retry:`, err);
      await requeue(row, job.messages.retrying);
      throw err;
    }
  };
}

/**
 * A job that BullMQ failed without running the handler (it stalled more often
 * than allowed) still needs its row closed and the learner told. False when
 * the id names no row of this job still in flight.
 */
export async function failLostJobRow<Db>(job: AnyRowJob, deps: RowJobDeps<Db>, id: string, reason: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const rows = job.rows(deps.db);
  const row = await rows.find(id);
  if (!row || !(await failRow(rows, id, IN_FLIGHT, job.messages.failed))) return false;
  (deps.log ?? console).error(`${job.names.job} ${id}: failed outside the handler: ${reason}`);
  await publishJobUpdate(deps.publisher, jobUpdate(job, row, 'FAILED', 0, job.messages.failed));
  return true;
}

/**
 * The relay of the service owning `job`'s rows (job-outbox.ts). An entry it
 * gives up closes its row FAILED with `messages.unavailable`: the row must
 * not stay PENDING with nothing to move it on.
 */
export function startRowJobRelay<Db extends RawSqlClient>(
  job: AnyRowJob,
  opts: { db: Db; schema: string; redis: Redis; prefix: string; maxAgeMs: number; log?: Pick<Console, 'warn' | 'error'> | undefined } & Pick<
    JobOutboxRelayOptions,
    'addTimeoutMs' | 'neverGivenUp'
  >,
): JobOutboxRelay {
  const { log, ...relay } = opts;
  const rows = job.rows(opts.db);
  return startServiceJobRelay({
    ...relay,
    ...(log ? { log } : {}),
    async closeRow(entry: OutboxEntry) {
      if (entry.queue !== job.queue) throw new Error(`the ${opts.schema} outbox has no ${entry.queue} jobs`);
      const row = await rows.find(entry.id);
      if (!row || !(await failRow(rows, row.id, ['PENDING'], job.messages.unavailable))) return null;
      return jobUpdate(job, row, 'FAILED', 0, job.messages.unavailable);
    },
  });
}

/**
 * The `JobDefinition` the workers' registry lists: `open` makes a handler's
 * deps from the worker's resources (its own database client, closed with it).
 */
export function rowJobDefinition<Resources extends JobResources, Db extends WarmableClient & { $disconnect(): Promise<void> }, Deps extends RowJobDeps<Db>>(
  job: AnyRowJob<Deps>,
  open: (resources: Resources) => Deps,
): JobDefinition<Resources> {
  return {
    queue: job.queue,
    names: [job.name],
    payload: job.payload,
    createHandler(resources) {
      const deps = open(resources);
      const run = createRowJobHandler(job, deps);
      return {
        process: (bullJob, signal) => run(bullJob, signal),
        onFailedOutsideHandler: (jobId, reason) => failLostJobRow(job, deps, jobId, reason),
        warm: () => warmDatabase(deps.db),
        close: () => deps.db.$disconnect(),
      };
    },
  };
}
