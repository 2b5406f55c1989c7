import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLearnerDb } from '../db.ts';
import { deleteOldActivity } from './sweep.ts';

const db = createLearnerDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const activity = (userId: string, occurredAt: Date) =>
  db.activity.create({
    data: {
      id: randomUUID(),
      userId,
      kind: 'practice',
      title: 'Prática',
      minutes: 5,
      durationSeconds: 300,
      flowPoints: 10,
      skills: {},
      occurredAt,
      localDay: occurredAt,
    },
  });

describe('the learner service’s retention sweep', () => {
  it('deletes activity that happened before the cutoff, and keeps the rest', async () => {
    const userId = `retention-${randomUUID()}`;
    const cutoff = new Date('2025-07-14T00:00:00Z');
    await activity(userId, new Date(cutoff.getTime() - 1));
    const kept = await activity(userId, cutoff);
    expect(await deleteOldActivity(db, cutoff)).toBeGreaterThanOrEqual(1);
    expect((await db.activity.findMany({ where: { userId } })).map((a) => a.id)).toEqual([kept.id]);
  });
});
