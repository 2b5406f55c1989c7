import type { Redis } from 'ioredis';
import { z } from 'zod';
import { listenOnChannel } from './channel-listeners.ts';
import { GraphQLError } from 'graphql';
import { notFound, type ErrorCode } from './errors.ts';
import type { Publisher } from './redis.ts';
import { JOB_STATUSES, QUEUES, jobUpdateChannel, type JobUpdate } from '@juba/contracts/jobs';

/** A JobUpdate as it arrives from Redis, where any process may have published it. */
export const jobUpdateSchema: z.ZodType<JobUpdate> = z.object({
  jobId: z.string(),
  userId: z.string(),
  queue: z.enum(QUEUES),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  message: z.string().nullable(),
});

/** Announces a job's move on its channel; the gateway relays it to the job's owner. */
export function publishJobUpdate(publisher: Publisher, update: JobUpdate): Promise<unknown> {
  return publisher.publish(jobUpdateChannel(update.jobId), JSON.stringify(update));
}

/**
 * Listens to one job's updates on a subscriber-mode connection; resolves, with
 * the function that stops listening, once Redis confirmed the subscription.
 */
export function listenForJobUpdates(subscriber: Redis, jobId: string, listener: (update: JobUpdate) => void): Promise<() => Promise<void>> {
  return listenOnChannel(subscriber, jobUpdateChannel(jobId), jobUpdateSchema, listener);
}

/**
 * A job did not reach COMPLETED or FAILED within the caller's bound: a
 * TIMEOUT (504) a resolver may let through, with the caller's message.
 */
export class JobWaitTimeoutError extends GraphQLError {
  constructor(
    readonly jobId: string,
    readonly timeoutMs: number,
    message = `job ${jobId} did not finish within ${timeoutMs} ms`,
  ) {
    super(message, { extensions: { code: 'TIMEOUT' satisfies ErrorCode } });
    this.name = 'JobWaitTimeoutError';
  }
}

export const isFinalJobStatus = (status: string) => status === 'COMPLETED' || status === 'FAILED';

export interface WaitForFinalJobOptions<T extends { status: string }> {
  subscriber: Redis;
  jobId: string;
  /** Reads the job's durable state; null when it does not exist (or is not the caller's). */
  read: () => Promise<T | null>;
  /** Total bound, subscription and reads included. */
  timeoutMs: number;
  /**
   * Re-reads the job this often even without a message: pub/sub drops what is
   * published while the subscriber reconnects.
   */
  pollIntervalMs?: number;
  /** The NOT_FOUND message when `read` finds nothing. */
  notFoundMessage?: string;
  /** The message of the JobWaitTimeoutError, for a caller that lets it through to the learner. */
  timeoutMessage?: string;
}

/**
 * Resolves with the job's state once it is COMPLETED or FAILED. It subscribes
 * before the first read, so a job that finishes in between is still seen.
 * Throws JobWaitTimeoutError after `timeoutMs`, NOT_FOUND when `read` finds nothing.
 */
export async function waitForFinalJob<T extends { status: string }>(opts: WaitForFinalJobOptions<T>): Promise<T> {
  const pollIntervalMs = opts.pollIntervalMs ?? 2000;
  let timeoutTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const expired = new Promise<'timeout'>((resolve) => {
    timeoutTimer = setTimeout(() => {
      timedOut = true;
      resolve('timeout');
    }, opts.timeoutMs);
  });

  let finishSeen = false;
  let wake = () => {};
  const listening = listenForJobUpdates(opts.subscriber, opts.jobId, (update) => {
    if (!isFinalJobStatus(update.status)) return;
    finishSeen = true;
    wake();
  }).catch((err: unknown) => {
    console.error(`waiting for job ${opts.jobId} without pub/sub, polling only:`, err);
    return async () => {};
  });

  const untilFinal = async (): Promise<T | 'timeout'> => {
    await listening;
    for (;;) {
      if (timedOut) return 'timeout';
      finishSeen = false;
      const job = await opts.read();
      if (!job) throw notFound(opts.notFoundMessage ?? 'Tarefa não encontrada.');
      if (isFinalJobStatus(job.status)) return job;
      if (timedOut) return 'timeout';
      if (finishSeen) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        pollTimer = setTimeout(resolve, pollIntervalMs);
      });
      clearTimeout(pollTimer);
    }
  };

  const loop = untilFinal();
  // After a timeout nobody awaits the loop any more; its late failure must not crash the process.
  loop.catch(() => {});
  try {
    const outcome = await Promise.race([loop, expired]);
    if (outcome === 'timeout') throw new JobWaitTimeoutError(opts.jobId, opts.timeoutMs, opts.timeoutMessage);
    return outcome;
  } finally {
    clearTimeout(timeoutTimer);
    clearTimeout(pollTimer);
    wake();
    // Not awaited: with Redis down the subscription may never settle, and the caller's deadline holds.
    void listening.then((leave) => leave());
  }
}
