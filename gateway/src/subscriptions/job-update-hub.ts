import type { Redis } from 'ioredis';
import { jobUpdateChannel, type JobUpdate } from '@juba/shared/jobs';

type Listener = (update: JobUpdate) => void;

/**
 * One Redis subscriber connection shared by every WebSocket subscription and
 * every REST request waiting on a job; channels are joined while someone listens.
 */
export class JobUpdateHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly subscriber: Redis) {
    subscriber.on('message', (channel: string, message: string) => {
      const set = this.listeners.get(channel);
      if (!set) return;
      let update: JobUpdate;
      try {
        update = JSON.parse(message) as JobUpdate;
      } catch {
        return;
      }
      for (const listener of set) listener(update);
    });
  }

  /** Resolves once Redis confirmed the subscription, so no later message is missed. */
  async listen(jobId: string, listener: Listener): Promise<() => Promise<void>> {
    const channel = jobUpdateChannel(jobId);
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.subscriber.subscribe(channel);
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channel) === set) {
        this.listeners.delete(channel);
        await this.subscriber.unsubscribe(channel);
      }
    };
  }

  /**
   * The updates of one job owned by `ownerId`, for a GraphQL subscription. A
   * hand-written iterator rather than a generator so that a client leaving
   * mid-wait releases the Redis channel at once.
   */
  updates(jobId: string, ownerId: string): AsyncIterableIterator<JobUpdate> {
    const buffered: JobUpdate[] = [];
    let waiting: ((result: IteratorResult<JobUpdate>) => void) | undefined;
    let finished = false;
    let last: JobUpdate | undefined;
    const stopListening = this.listen(jobId, (update) => {
      if (update.ownerId !== ownerId || finished) return;
      if (waiting) {
        const deliver = waiting;
        waiting = undefined;
        deliver({ value: update, done: false });
      } else buffered.push(update);
    });
    const finish = async (): Promise<IteratorResult<JobUpdate>> => {
      if (!finished) {
        finished = true;
        waiting?.({ value: undefined, done: true });
        waiting = undefined;
        await (await stopListening)();
      }
      return { value: undefined, done: true };
    };
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: async () => {
        await stopListening;
        if (finished || (last && isTerminal(last))) return finish();
        const result = buffered.length
          ? { value: buffered.shift()!, done: false as const }
          : await new Promise<IteratorResult<JobUpdate>>((resolve) => (waiting = resolve));
        if (!result.done) last = result.value;
        return result;
      },
      return: finish,
    };
  }

  /**
   * Waits until a job is COMPLETED or FAILED. Listens before reading, so an
   * update published between the read and the subscription is not lost.
   */
  async waitForEnd<T extends { status: string }>(jobId: string, read: () => Promise<T>, timeoutMs: number): Promise<T> {
    let ended: () => void = () => {};
    const endSeen = new Promise<void>((resolve) => (ended = resolve));
    const stop = await this.listen(jobId, (u) => isTerminal(u) && ended());
    let timer: NodeJS.Timeout | undefined;
    try {
      const first = await read();
      if (isTerminal(first)) return first;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      if ((await Promise.race([endSeen, timedOut])) === 'timeout') throw new JobWaitTimeoutError(jobId, timeoutMs);
      return await read();
    } finally {
      clearTimeout(timer);
      await stop();
    }
  }
}

export class JobWaitTimeoutError extends Error {
  constructor(readonly jobId: string, timeoutMs: number) {
    super(`job ${jobId} did not finish within ${timeoutMs} ms`);
  }
}

const isTerminal = (job: { status: string }) => job.status === 'COMPLETED' || job.status === 'FAILED';
