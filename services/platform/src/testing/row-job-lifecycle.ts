import { randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { JobUpdate } from '@juba/contracts/jobs';
import type { JobLog, JobRun } from '../job-definition.ts';
import type { RawSqlClient } from '../job-outbox.ts';
import { redisForProducer, redisForWorker, type Publisher } from '../redis.ts';
import { createRowJobHandler, failLostJobRow, startRowJobRelay, type AnyRowJob, type JobRef } from '../row-job.ts';

/** What a stand-in for a job's AI or scorer does when the job's work calls it. */
export interface StandInScript {
  /** Progress percentages it reports, without waiting for them to be written. */
  steps?: number[];
  /** Thrown after the steps, instead of answering. */
  error?: Error;
}

/** One job type, as the shared lifecycle suite drives it. */
export interface RowJobLifecycleHarness {
  job: AnyRowJob;
  /** The owning service's database client. */
  db: RawSqlClient;
  /** The schema of its `JobOutbox` table. */
  schema: string;
  /** How long the relay keeps trying to queue a job before it gives up. */
  maxAgeMs: number;
  /** A fresh PENDING row written as its request writes it, its outbox entry under `queuePrefix`, and the payload of its job. */
  pending(queuePrefix: string): Promise<{ row: JobRef; payload: object }>;
  /** The job's own deps (all but db, publisher and log), with a stand-in for what its work calls. */
  standIn(script?: StandInScript): { deps: object; calls(): number };
}

/**
 * The lifecycle every row-backed job shares (@juba/platform/row-job), run
 * against one job type: each job's test file calls this, and keeps only the
 * cases about its own work. Needs DATABASE_URL and REDIS_URL.
 */
export function describeRowJobLifecycle(title: string, harness: RowJobLifecycleHarness) {
  const { job, db } = harness;
  const messages = job.messages;

  function quietLog(): JobLog & { errors: unknown[][] } {
    const errors: unknown[][] = [];
    return { info: () => {}, warn: () => {}, error: (...args: unknown[]) => void errors.push(args), errors };
  }

  /** A handler with a stand-in for the job's AI or scorer, and what it announced. */
  function harnessed(script?: StandInScript) {
    const updates: JobUpdate[] = [];
    const publisher: Publisher = { publish: async (_channel, message) => updates.push(JSON.parse(message) as JobUpdate) };
    const log = quietLog();
    const standIn = harness.standIn(script);
    const deps = { ...standIn.deps, db, publisher, log };
    return { run: createRowJobHandler(job, deps), deps, updates, log, calls: standIn.calls };
  }

  async function pending() {
    const { row, payload } = await harness.pending(`test-row-job-${randomUUID()}`);
    const run = (attemptsMade = 0): JobRun => ({ id: row.id, name: job.name, data: payload, attemptsMade, opts: { attempts: 3 } });
    return { row, payload, run };
  }

  const readRow = async (id: string) => (await job.rows(db).find(id))!;
  const outcome = (id: string, status: string) => ({ [job.idKey]: id, status });
  const statuses = (updates: JobUpdate[]) => updates.map(({ status, progress, message }) => ({ status, progress, message }));

  describe(`${title}: the row-job lifecycle`, () => {
    it('completes the row once, announcing each progress step in the order reported', async () => {
      const { row, run } = await pending();
      const { run: process, updates, calls } = harnessed({ steps: [20, 60, 90] });

      expect(await process(run())).toEqual(outcome(row.id, 'COMPLETED'));

      expect(calls()).toBe(1);
      expect(await readRow(row.id)).toMatchObject({ status: 'COMPLETED', progress: 100, message: messages.completed, error: null, attempts: 1 });
      expect(updates.map((u) => [u.status, u.progress])).toEqual([
        ['RUNNING', 0],
        ['RUNNING', 20],
        ['RUNNING', 60],
        ['RUNNING', 90],
        ['COMPLETED', 100],
      ]);
      expect(updates.every((u) => u.jobId === row.id && u.userId === row.userId && u.queue === job.queue)).toBe(true);
    });

    it('does not redo a finished job: a rerun only announces its end again', async () => {
      const { row, run } = await pending();
      await harnessed().run(run());
      const before = await readRow(row.id);
      const rerun = harnessed();

      expect(await rerun.run(run(1))).toEqual(outcome(row.id, 'COMPLETED'));

      expect(rerun.calls()).toBe(0);
      expect(await readRow(row.id)).toEqual(before);
      expect(statuses(rerun.updates)).toEqual([{ status: 'COMPLETED', progress: 100, message: messages.completed }]);
    });

    it('puts the row back in the queue when an attempt fails and attempts remain', async () => {
      const { row, run } = await pending();
      const { run: process, updates } = harnessed({ error: new Error('provider answered 503') });

      await expect(process(run(0))).rejects.toThrow('provider answered 503');

      expect(await readRow(row.id)).toMatchObject({ status: 'PENDING', message: messages.retrying, attempts: 1 });
      expect(updates.at(-1)).toMatchObject({ status: 'PENDING', progress: 0, message: messages.retrying });
    });

    it('closes the row FAILED with its Portuguese message on the last attempt', async () => {
      const { row, run } = await pending();
      const cause = new Error('provider answered 503');
      const { run: process, updates, log } = harnessed({ error: cause });

      await expect(process(run(2))).rejects.toBe(cause);

      expect(await readRow(row.id)).toMatchObject({ status: 'FAILED', error: messages.failed, message: null });
      expect(updates.at(-1)).toMatchObject({ status: 'FAILED', message: messages.failed });
      expect(log.errors).toHaveLength(1);
      expect(log.errors[0]).toContain(cause);
    });

    it('leaves the row PENDING for another worker when the worker shuts down', async () => {
      const { row, run } = await pending();
      const shutdown = new AbortController();
      shutdown.abort('worker shutting down');
      const { run: process, updates } = harnessed();

      await expect(process(run(2), shutdown.signal)).rejects.toBeDefined();

      expect(await readRow(row.id)).toMatchObject({ status: 'PENDING', message: messages.released, error: null });
      expect(updates.at(-1)).toMatchObject({ status: 'PENDING', message: messages.released });
    });

    it('refuses at once a job whose payload does not match, or names no row of its learner', async () => {
      const { payload, run } = await pending();
      const { run: process, calls } = harnessed();
      const missing = randomUUID();

      await expect(process({ ...run(), data: { ...payload, userId: undefined } })).rejects.toBeInstanceOf(UnrecoverableError);
      await expect(process({ ...run(), id: randomUUID() })).rejects.toBeInstanceOf(UnrecoverableError);
      await expect(process({ ...run(), id: missing, data: { ...payload, [job.idKey]: missing } })).rejects.toBeInstanceOf(UnrecoverableError);
      await expect(process({ ...run(), data: { ...payload, userId: randomUUID() } })).rejects.toBeInstanceOf(UnrecoverableError);
      expect(calls()).toBe(0);
    });

    it('closes, once, a row whose job the queue lost outside the handler', async () => {
      const { row } = await pending();
      const { deps, updates } = harnessed();

      expect(await failLostJobRow(job, deps, row.id, 'job stalled more than allowable limit')).toBe(true);
      expect(await failLostJobRow(job, deps, row.id, 'again')).toBe(false);
      expect(await failLostJobRow(job, deps, 'not-a-row-id', 'not ours')).toBe(false);

      expect(await readRow(row.id)).toMatchObject({ status: 'FAILED', error: messages.failed });
      expect(statuses(updates)).toEqual([{ status: 'FAILED', progress: 0, message: messages.failed }]);
    });

    describe('while Redis is away', () => {
      const unreachable = redisForProducer('redis://127.0.0.1:1');
      unreachable.on('error', () => {});
      afterAll(() => unreachable.disconnect());
      const relayLog = () => ({ warn: vi.fn(), error: vi.fn() });
      const outboxEntry = async (id: string) =>
        (await db.$queryRawUnsafe<{ attempts: number }[]>(`SELECT "attempts" FROM "${harness.schema}"."JobOutbox" WHERE "id" = $1`, id))[0];

      it('keeps a job asked for meanwhile, and queues it once Redis answers', async () => {
        const prefix = `test-row-job-outage-${randomUUID()}`;
        const { row, payload } = await harness.pending(prefix);
        const away = startRowJobRelay(job, {
          db,
          schema: harness.schema,
          redis: unreachable,
          prefix,
          maxAgeMs: harness.maxAgeMs,
          log: relayLog(),
          addTimeoutMs: 200,
        });
        await vi.waitFor(async () => expect((await outboxEntry(row.id))?.attempts).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 50 });
        await away.stop();
        expect(await readRow(row.id)).toMatchObject({ status: 'PENDING' });

        const redis = redisForWorker(process.env.REDIS_URL!);
        const queue = new Queue(job.queue, { connection: redis, prefix });
        const back = startRowJobRelay(job, { db, schema: harness.schema, redis, prefix, maxAgeMs: harness.maxAgeMs, log: relayLog() });
        try {
          await vi.waitFor(async () => expect(await outboxEntry(row.id)).toBeUndefined(), { timeout: 10_000, interval: 50 });
          expect(await queue.getJob(row.id)).toMatchObject({ name: job.name, data: payload });
        } finally {
          await back.stop();
          await queue.obliterate({ force: true });
          await queue.close();
          redis.disconnect();
        }
      });

      it('closes the row FAILED when its job could not be queued for the whole window', async () => {
        const prefix = `test-row-job-expire-${randomUUID()}`;
        const { row } = await harness.pending(prefix);
        await db.$executeRawUnsafe(
          `UPDATE "${harness.schema}"."JobOutbox" SET "createdAt" = now() - $2 * interval '1 millisecond' WHERE "id" = $1`,
          row.id,
          harness.maxAgeMs + 1000,
        );
        const relay = startRowJobRelay(job, { db, schema: harness.schema, redis: unreachable, prefix, maxAgeMs: harness.maxAgeMs, log: relayLog() });
        try {
          await vi.waitFor(async () => expect(await readRow(row.id)).toMatchObject({ status: 'FAILED', error: messages.unavailable }), {
            timeout: 10_000,
            interval: 50,
          });
          await vi.waitFor(async () => expect(await outboxEntry(row.id)).toBeUndefined());
        } finally {
          await relay.stop();
        }
      });
    });
  });
}
