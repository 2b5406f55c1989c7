import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisForProducer } from '@juba/shared/redis';
import { createHandoutQueue } from './queue.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createHandoutQueue', () => {
  it('gives up on a Redis that does not answer instead of holding the request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const unreachable = redisForProducer('redis://127.0.0.1:1');
    unreachable.on('error', () => {});
    const queue = createHandoutQueue(unreachable, { prefix: `test-queue-${randomUUID()}`, enqueueTimeoutMs: 5000, onError: () => {} });
    try {
      const handoutId = randomUUID();
      const enqueued = queue.enqueue({ handoutId, ownerId: 'learner-1', level: 'basico' });
      const outcome = expect(enqueued).rejects.toThrow(`enqueueing handout ${handoutId} took longer than 5000 ms`);
      await vi.advanceTimersByTimeAsync(4999);
      let settled = false;
      void enqueued.catch(() => {}).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      unreachable.disconnect();
    }
  });
});
