import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sqlOutboxRows } from '@juba/platform/job-outbox';
import { redisForProducer } from '@juba/platform/redis';
import { createContentDb } from './db.ts';
import { HANDOUT_MESSAGES } from './handouts/messages.ts';
import { ACTIVE_WINDOW_MS, createPendingHandout } from './handouts/store.ts';
import { startContentJobRelay } from './job-outbox.ts';

const db = createContentDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const pending = (queuePrefix: string) => createPendingHandout(db, { ownerId: randomUUID(), level: 'basico', queuePrefix });

describe('content job outbox', () => {
  it('lets two instances claim at once without ever claiming the same entry', async () => {
    const prefix = `test-outbox-claim-${randomUUID()}`;
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add((await pending(prefix)).id);
    const second = createContentDb(process.env.DATABASE_URL!);
    try {
      const [a, b] = await Promise.all([sqlOutboxRows(db, 'content').claim(prefix, 8, 30_000), sqlOutboxRows(second, 'content').claim(prefix, 8, 30_000)]);
      const claimed = [...a, ...b].map((e) => e.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.length).toBe(12);
      expect(claimed.every((id) => ids.has(id))).toBe(true);
      // Held by their leases: nothing is offered again meanwhile.
      expect(await sqlOutboxRows(db, 'content').claim(prefix, 8, 30_000)).toEqual([]);
    } finally {
      await second.$disconnect();
    }
  });

  it('offers a released entry again, keeping why it was not queued', async () => {
    const prefix = `test-outbox-release-${randomUUID()}`;
    const { id } = await pending(prefix);
    const rows = sqlOutboxRows(db, 'content');
    const [claimed] = await rows.claim(prefix, 10, 30_000);
    expect(claimed).toMatchObject({ id, queue: 'handout-generation', name: 'generate-handout', attempts: 1, createdAt: expect.any(Date) });
    await rows.release([id], 'Redis took too long');
    expect(await rows.claim(prefix, 10, 30_000)).toMatchObject([{ id, attempts: 2 }]);
    expect(await db.jobOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ lastError: 'Redis took too long' });
    await rows.remove([id]);
    expect(await db.jobOutbox.findUnique({ where: { id } })).toBeNull();
  });

  it(`closes a handout as FAILED when its job could not be queued for ${ACTIVE_WINDOW_MS / 60_000} minutes`, async () => {
    const prefix = `test-outbox-expire-${randomUUID()}`;
    const { id } = await pending(prefix);
    await db.$executeRaw`UPDATE "content"."JobOutbox" SET "createdAt" = now() - ${`${ACTIVE_WINDOW_MS + 1000} milliseconds`}::interval WHERE id = ${id}`;
    const unreachable = redisForProducer('redis://127.0.0.1:1');
    unreachable.on('error', () => {});
    const log = { warn: vi.fn(), error: vi.fn() };
    const relay = startContentJobRelay({ db, redis: unreachable, prefix, log });
    try {
      await vi.waitFor(async () => expect(await db.handout.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'FAILED', error: HANDOUT_MESSAGES.unavailable }), {
        timeout: 10_000,
        interval: 50,
      });
      await vi.waitFor(async () => expect(await db.jobOutbox.findUnique({ where: { id } })).toBeNull());
    } finally {
      await relay.stop();
      unreachable.disconnect();
    }
  });
});
