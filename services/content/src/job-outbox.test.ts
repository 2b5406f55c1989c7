import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sqlOutboxRows } from '@juba/platform/job-outbox';
import { createContentDb } from './db.ts';
import { createPendingHandout } from './handouts/store.ts';

const db = createContentDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const pending = (queuePrefix: string) => createPendingHandout(db, { userId: randomUUID(), level: 'basico', queuePrefix });

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
});
