import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiagnosticsDb } from '../db.ts';
import { deleteOldPhoneticSessions } from './sweep.ts';

const db = createDiagnosticsDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

describe('the diagnostics service’s retention sweep', () => {
  it('deletes phonetic sessions finished before the cutoff, and leaves one still in the making to its job', async () => {
    const userId = `retention-${randomUUID()}`;
    const cutoff = new Date('2025-07-14T00:00:00Z');
    const old = new Date(cutoff.getTime() - 1);
    const session = (status: 'COMPLETED' | 'FAILED' | 'PENDING', createdAt: Date) =>
      db.phoneticSession.create({ data: { id: randomUUID(), userId, kind: 'phonetics', targetText: 'I think so.', status, createdAt } });
    await session('COMPLETED', old);
    await session('FAILED', old);
    const pending = await session('PENDING', old);
    const recent = await session('COMPLETED', cutoff);
    expect(await deleteOldPhoneticSessions(db, cutoff)).toBeGreaterThanOrEqual(2);
    expect((await db.phoneticSession.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })).map((s) => s.id)).toEqual([pending.id, recent.id]);
  });
});
