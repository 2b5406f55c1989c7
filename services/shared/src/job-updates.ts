import type { Redis } from 'ioredis';
import { notFound } from './errors.ts';
import { jobUpdateChannel, type JobUpdate } from './jobs.ts';

export type JobUpdateListener = (update: JobUpdate) => void;

interface Channel {
  listeners: Set<JobUpdateListener>;
  subscribed: Promise<unknown>;
}

/** Channels joined per subscriber connection, so concurrent listeners share one SUBSCRIBE. */
const channelsBySubscriber = new WeakMap<Redis, Map<string, Channel>>();

function channelsOf(subscriber: Redis): Map<string, Channel> {
  let channels = channelsBySubscriber.get(subscriber);
  if (!channels) {
    const created = new Map<string, Channel>();
    subscriber.on('message', (channel: string, message: string) => {
      const listeners = created.get(channel)?.listeners;
      if (!listeners) return;
      let update: JobUpdate;
      try {
        update = JSON.parse(message) as JobUpdate;
      } catch {
        return;
      }
      for (const listener of listeners) listener(update);
    });
    channelsBySubscriber.set(subscriber, created);
    channels = created;
  }
  return channels;
}

/**
 * Listens to one job's updates on a subscriber-mode connection; resolves once
 * Redis confirmed the subscription (also for a listener joining a channel whose
 * SUBSCRIBE is still in flight), so nothing published afterwards is missed.
 * Resolves with the function that stops listening.
 */
export async function listenForJobUpdates(subscriber: Redis, jobId: string, listener: JobUpdateListener): Promise<() => Promise<void>> {
  const channels = channelsOf(subscriber);
  const name = jobUpdateChannel(jobId);
  let channel = channels.get(name);
  if (!channel) {
    channel = { listeners: new Set(), subscribed: subscriber.subscribe(name) };
    channels.set(name, channel);
  }
  const joined = channel;
  joined.listeners.add(listener);
  try {
    await joined.subscribed;
  } catch (err) {
    await leave();
    throw err;
  }
  async function leave() {
    joined.listeners.delete(listener);
    if (joined.listeners.size === 0 && channels.get(name) === joined) {
      channels.delete(name);
      await subscriber.unsubscribe(name).catch(() => {});
    }
  }
  return leave;
}

/** A job did not reach COMPLETED or FAILED within the caller's bound. */
export class JobWaitTimeoutError extends Error {
  constructor(
    readonly jobId: string,
    readonly timeoutMs: number,
  ) {
    super(`job ${jobId} did not finish within ${timeoutMs} ms`);
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
}

/**
 * Resolves with the job's state once it is COMPLETED or FAILED. It subscribes
 * before the first read, so a job that finishes in between is still seen.
 * Throws JobWaitTimeoutError after `timeoutMs`, NOT_FOUND when `read` finds nothing.
 */
export async function waitForFinalJob<T extends { status: string }>(opts: WaitForFinalJobOptions<T>): Promise<T> {
  const pollIntervalMs = opts.pollIntervalMs ?? 5000;
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
    if (outcome === 'timeout') throw new JobWaitTimeoutError(opts.jobId, opts.timeoutMs);
    return outcome;
  } finally {
    clearTimeout(timeoutTimer);
    clearTimeout(pollTimer);
    wake();
    // Not awaited: with Redis down the subscription may never settle, and the caller's deadline holds.
    void listening.then((leave) => leave());
  }
}
