import type { Redis } from 'ioredis';
import { isFinalJobStatus, listenForJobUpdates, waitForFinalJob } from '@juba/shared/job-updates';
import type { JobUpdate } from '@juba/shared/jobs';

/** Pub/sub may drop a completion published while the subscriber reconnects; a REST caller re-reads this often. */
const REST_POLL_INTERVAL_MS = 2000;

/**
 * One Redis subscriber connection shared by every WebSocket subscription and
 * every REST request waiting on a job; channels are joined while someone listens.
 */
export class JobUpdateHub {
  constructor(
    private readonly subscriber: Redis,
    private readonly restTimeoutMs: number,
  ) {}

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
    const stopListening = listenForJobUpdates(this.subscriber, jobId, (update) => {
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
        if (finished || (last && isFinalJobStatus(last.status))) return finish();
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
   * Waits, for a REST call, until a job is COMPLETED or FAILED, as `read`
   * sees it; throws JobWaitTimeoutError after the REST job timeout.
   */
  waitForJobEnd<T extends { status: string }>(jobId: string, read: () => Promise<T | null>): Promise<T> {
    return waitForFinalJob({ subscriber: this.subscriber, jobId, read, timeoutMs: this.restTimeoutMs, pollIntervalMs: REST_POLL_INTERVAL_MS });
  }
}
