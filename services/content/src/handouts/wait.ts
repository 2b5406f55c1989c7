import type { Redis } from 'ioredis';
import { appError, notFound } from '@juba/shared/errors';
import { jobUpdateChannel, type JobStatus, type JobUpdate } from '@juba/shared/jobs';
import type { ContentDb } from '../db.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { findHandout, findOwnedHandout, type HandoutRow } from './store.ts';

type Listener = (update: JobUpdate) => void;
interface Channel {
  listeners: Set<Listener>;
  subscribed: Promise<unknown>;
}

/** Channels joined per subscriber connection, so concurrent waits share one SUBSCRIBE. */
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
 * Redis confirmed the subscription, so nothing published afterwards is missed.
 */
export async function listenForJobUpdates(subscriber: Redis, jobId: string, listener: Listener): Promise<() => Promise<void>> {
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

const isFinal = (status: JobStatus) => status === 'COMPLETED' || status === 'FAILED';

export interface WaitForFinalJobOptions<T extends { status: JobStatus }> {
  subscriber: Redis;
  jobId: string;
  /** Reads the job's durable row; null when it does not exist (or is not the caller's). */
  read: () => Promise<T | null>;
  /** Total bound, subscription and reads included. */
  timeoutMs: number;
  /**
   * Re-reads the row this often even without a message: pub/sub drops what is
   * published while the subscriber reconnects.
   */
  pollIntervalMs?: number;
}

/**
 * Resolves with the job's row once it is COMPLETED or FAILED. It subscribes
 * before the first read, so a job that finishes in between is still seen.
 * Throws TIMEOUT after `timeoutMs`, NOT_FOUND when there is no such row.
 */
export async function waitForFinalJob<T extends { status: JobStatus }>(opts: WaitForFinalJobOptions<T>): Promise<T> {
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
    if (!isFinal(update.status)) return;
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
      const row = await opts.read();
      if (!row) throw notFound('Material não encontrado.');
      if (isFinal(row.status)) return row;
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
    if (outcome === 'timeout') throw appError('TIMEOUT', HANDOUT_MESSAGES.timeout, { jobId: opts.jobId });
    return outcome;
  } finally {
    clearTimeout(timeoutTimer);
    clearTimeout(pollTimer);
    wake();
    // Not awaited: with Redis down the subscription may never settle, and the caller's deadline holds.
    void listening.then((leave) => leave());
  }
}

/**
 * The REST form of handout generation waits on this: the handout once it is
 * COMPLETED or FAILED, or a TIMEOUT error. With `ownerId`, another learner's
 * handout reads as missing.
 */
export function waitForHandout(
  db: ContentDb,
  subscriber: Redis,
  id: string,
  timeoutMs: number,
  opts: { ownerId?: string; pollIntervalMs?: number } = {},
): Promise<HandoutRow> {
  const ownerId = opts.ownerId;
  return waitForFinalJob({
    subscriber,
    jobId: id,
    read: () => (ownerId === undefined ? findHandout(db, id) : findOwnedHandout(db, ownerId, id)),
    timeoutMs,
    ...(opts.pollIntervalMs === undefined ? {} : { pollIntervalMs: opts.pollIntervalMs }),
  });
}
