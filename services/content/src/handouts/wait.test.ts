import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { redisForSubscriber, redisForWorker } from '@juba/shared/redis';
import type { AiProvider } from '@juba/ai/provider/types';
import { createContentDb } from '../db.ts';
import { createHandoutJobHandler } from './handout-job.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { createPendingHandout, findHandout } from './store.ts';
import { sampleMaterial } from './testing/sample-material.ts';
import { waitForFinalJob, waitForHandout } from './wait.ts';

const db = createContentDb(process.env.DATABASE_URL!);
const publisher = redisForWorker(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  publisher.disconnect();
  subscriber.disconnect();
  await db.$disconnect();
});

const newHandout = () => createPendingHandout(db, { ownerId: randomUUID(), level: 'basico' });

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('waitForHandout / waitForFinalJob', () => {
  it('resolves with the generated handout once a worker completes it', async () => {
    const row = await newHandout();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const ai: AiProvider = {
      name: 'offline',
      generateHandout: async (_level, { onProgress }) => {
        await onProgress?.({ progress: 50, message: 'Escrevendo os slides...' });
        await released;
        return sampleMaterial('Aeroporto');
      },
    };
    const running = createHandoutJobHandler({ db, ai, publisher, log: quiet })({ id: row.id, data: { handoutId: row.id, ownerId: row.ownerId, level: 'basico' }, attemptsMade: 0, opts: { attempts: 3 } });

    const waiting = waitForHandout(db, subscriber, row.id, 20_000, { ownerId: row.ownerId });
    await vi.waitFor(async () => expect((await db.handout.findUniqueOrThrow({ where: { id: row.id } })).progress).toBe(50));
    release();

    expect(await waiting).toMatchObject({ id: row.id, status: 'COMPLETED', material: sampleMaterial('Aeroporto') });
    await running;
  });

  it('returns at once for a handout that already finished, failed ones included', async () => {
    const row = await newHandout();
    await db.handout.update({ where: { id: row.id }, data: { status: 'FAILED', error: HANDOUT_MESSAGES.failed } });
    expect(await waitForHandout(db, subscriber, row.id, 20_000)).toMatchObject({ status: 'FAILED', error: HANDOUT_MESSAGES.failed });
  });

  it("treats another learner's handout as not found", async () => {
    const row = await newHandout();
    await expect(waitForHandout(db, subscriber, row.id, 20_000, { ownerId: randomUUID() })).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('gives up with a TIMEOUT error when generation takes too long', async () => {
    const row = await newHandout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const waiting = waitForHandout(db, subscriber, row.id, 90_000, { pollIntervalMs: 120_000 });
    const outcome = expect(waiting).rejects.toMatchObject({ message: HANDOUT_MESSAGES.timeout, extensions: { code: 'TIMEOUT', jobId: row.id } });
    await vi.advanceTimersByTimeAsync(90_000);

    await outcome;
  });

  it('still notices the end when the completion message was lost, by re-reading the row', async () => {
    const row = await newHandout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;

    let firstReadDone!: () => void;
    const firstRead = new Promise<void>((resolve) => (firstReadDone = resolve));
    const read = async () => {
      const found = await findHandout(db, row.id);
      firstReadDone();
      return found;
    };

    const waiting = waitForFinalJob({ subscriber, jobId: row.id, read, timeoutMs: 90_000, pollIntervalMs: 5_000 }).finally(() => (settled = true));
    await firstRead;
    await db.handout.update({ where: { id: row.id }, data: { status: 'COMPLETED', progress: 100, material: sampleMaterial() } });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await waiting).toMatchObject({ status: 'COMPLETED', material: sampleMaterial() });
  });
});
