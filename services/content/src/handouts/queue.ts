import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES, type HandoutJobPayload } from '@juba/shared/jobs';

export interface HandoutQueue {
  /** Queues the generation of a row already written; the job id is the row id. */
  enqueue(payload: HandoutJobPayload): Promise<void>;
  close(): Promise<void>;
}

export const HANDOUT_JOB_NAME = 'generate-handout';

/**
 * The API side of the handout-generation queue. `connection` should fail fast
 * (redisForProducer); the timeout also bounds a Redis that is down, where the
 * queue would otherwise wait for a reconnect while the learner's request hangs.
 */
export interface HandoutQueueOptions {
  /** BullMQ key prefix; workers must use the same one (JOB_QUEUE_PREFIX). */
  prefix?: string;
  enqueueTimeoutMs?: number;
  onError?: (err: Error) => void;
}

export function createHandoutQueue(connection: Redis, opts: HandoutQueueOptions = {}): HandoutQueue {
  const timeoutMs = opts.enqueueTimeoutMs ?? 5000;
  const queue = new Queue<HandoutJobPayload>(QUEUES.handoutGeneration, { connection, ...(opts.prefix ? { prefix: opts.prefix } : {}) });
  // An EventEmitter 'error' without a listener would crash the API process on a Redis blip.
  queue.on('error', opts.onError ?? ((err) => console.error('handout queue:', err.message)));
  return {
    async enqueue(payload) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`enqueueing handout ${payload.handoutId} took longer than ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([queue.add(HANDOUT_JOB_NAME, payload, { ...DEFAULT_JOB_OPTIONS, jobId: payload.handoutId }), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => queue.close(),
  };
}
