import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueName } from '@juba/contracts/jobs';
import { startJobOutboxRelay, type JobOutboxRelay, type JobProducer, type OutboxEntry, type OutboxJob, type OutboxRows } from './job-outbox.ts';

/** An outbox table in memory, with the leases the SQL one has. */
function memoryRows(now: () => number) {
  const entries = new Map<string, OutboxEntry & { availableAt: number; lastError?: string }>();
  const rows: OutboxRows = {
    async claim(_prefix, limit, leaseMs) {
      const due = [...entries.values()].filter((e) => e.availableAt <= now()).slice(0, limit);
      for (const e of due) Object.assign(e, { availableAt: now() + leaseMs, attempts: e.attempts + 1 });
      return due.map((e) => ({ ...e }));
    },
    async remove(ids) {
      for (const id of ids) entries.delete(id);
    },
    async release(ids, error) {
      for (const id of ids) Object.assign(entries.get(id)!, { availableAt: now(), lastError: error });
    },
  };
  return {
    rows,
    entries,
    write: (id: string, createdAt = now()) =>
      entries.set(id, {
        id,
        queue: 'handout-generation',
        name: 'generate-handout',
        payload: { id },
        createdAt: new Date(createdAt),
        attempts: 0,
        availableAt: now(),
      }),
  };
}

/** A queue that can be made to hang, like a paused Redis, and that keeps one job per id, like BullMQ. */
function fakeProducer() {
  const added: OutboxJob[] = [];
  let paused: Promise<void> | undefined;
  let resume = () => {};
  const producer: JobProducer = {
    async add(job) {
      await paused;
      if (!added.some((a) => a.id === job.id)) added.push(job);
    },
    close: async () => {},
  };
  return {
    producer,
    added,
    pause: () => void (paused = new Promise<void>((r) => (resume = r))),
    resume: () => {
      paused = undefined;
      resume();
    },
  };
}

const log = { warn: () => {}, error: () => {} };
let relay: JobOutboxRelay | undefined;
afterEach(async () => {
  await relay?.stop();
  relay = undefined;
  vi.useRealTimers();
});

function setup(opts: { maxAgeMs?: number; neverGivenUp?: QueueName[] } = {}) {
  vi.useFakeTimers();
  const table = memoryRows(Date.now);
  const queue = fakeProducer();
  const expired: string[] = [];
  relay = startJobOutboxRelay({
    rows: table.rows,
    producer: queue.producer,
    prefix: 'test',
    maxAgeMs: opts.maxAgeMs ?? 60_000,
    ...(opts.neverGivenUp ? { neverGivenUp: opts.neverGivenUp } : {}),
    expire: async (entry) => void expired.push(entry.id),
    sweepIntervalMs: 1000,
    addTimeoutMs: 5000,
    log,
  });
  return { table, queue, expired, relay };
}

describe('job outbox relay', () => {
  it('queues an entry as soon as it is woken, without waiting for the sweep, and deletes it', async () => {
    const { table, queue, relay } = setup();
    await vi.advanceTimersByTimeAsync(0);
    table.write('job-1');
    relay.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.added.map((j) => j.id)).toEqual(['job-1']);
    expect(table.entries.size).toBe(0);
  });

  it('keeps entries while the queue does not answer and queues each once when it does', async () => {
    const { table, queue, relay } = setup();
    queue.pause();
    for (const id of ['a', 'b', 'c']) {
      table.write(id);
      relay.wake();
    }
    await vi.advanceTimersByTimeAsync(20_000);
    expect(queue.added).toEqual([]);
    expect([...table.entries.values()].map((e) => e.lastError)).toEqual(Array(3).fill(expect.stringMatching(/took longer than 5000 ms/)));

    queue.resume();
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.added.map((j) => j.id).sort()).toEqual(['a', 'b', 'c']);
    expect(table.entries.size).toBe(0);
  });

  it('finds entries left by another process at the next sweep', async () => {
    const { table, queue } = setup();
    await vi.advanceTimersByTimeAsync(0);
    table.write('left-by-a-crash');
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.added.map((j) => j.id)).toEqual(['left-by-a-crash']);
  });

  it('gives up an entry that could not be queued for longer than maxAgeMs', async () => {
    const { table, queue, expired } = setup({ maxAgeMs: 10_000 });
    queue.pause();
    table.write('stuck');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(expired).toEqual(['stuck']);
    expect(table.entries.size).toBe(0);
  });

  it('never gives up an entry of a queue that must run, however long the queue stays away', async () => {
    const { table, queue, expired } = setup({ maxAgeMs: 10_000, neverGivenUp: ['handout-generation'] });
    queue.pause();
    table.write('erasure');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expired).toEqual([]);
    queue.resume();
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.added.map((j) => j.id)).toEqual(['erasure']);
  });

  it('stops sweeping when stopped', async () => {
    const { table, queue, relay } = setup();
    await relay.stop();
    table.write('after-stop');
    relay.wake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue.added).toEqual([]);
  });
});
