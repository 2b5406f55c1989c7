import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { LearnerActivity } from '@juba/contracts/jobs';
import { erasedAccountHash } from '@juba/platform/erased-accounts';
import { createActivityJobHandler } from '../activity/activity-job.ts';
import { createLearnerDb } from '../db.ts';
import { recordErrorPatterns } from '../neuro-scheduler/record-error-patterns.ts';
import { eraseLearnerRows } from './erase.ts';

const db = createLearnerDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());
const recordActivityReport = createActivityJobHandler({ db });

const activity = (userId: string): LearnerActivity => ({
  activityId: `practice-${randomUUID()}`,
  userId,
  kind: 'practice',
  title: 'Prática de pronúncia',
  minutes: 5,
  flowPoints: 10,
  occurredAt: new Date().toISOString(),
});
const mistakes = (userId: string) => ({
  reportId: `report-${randomUUID()}`,
  userId,
  patterns: [{ errorType: 'grammar' as const, specificError: 'I have 25 years', correctForm: 'I am 25 years old' }],
  occurredAt: new Date().toISOString(),
});
const rowsOf = async (userId: string) => ({
  activities: await db.activity.count({ where: { userId } }),
  progress: await db.progress.count({ where: { userId } }),
  patterns: await db.errorPattern.count({ where: { userId } }),
  reports: await db.errorPatternReport.count({ where: { userId } }),
});
const NONE = { activities: 0, progress: 0, patterns: 0, reports: 0 };

describe("the learner service's erasure", () => {
  it('refuses the reports that reach it after the erasure (queued or running at that moment): no row of the learner comes back', async () => {
    const userId = randomUUID();
    const report = activity(userId);
    await recordActivityReport({ id: report.activityId, data: report });
    await recordErrorPatterns(db, mistakes(userId));
    expect(await rowsOf(userId)).toEqual({ activities: 1, progress: 1, patterns: 1, reports: 1 });

    await eraseLearnerRows(db, userId);
    expect(await rowsOf(userId)).toEqual(NONE);

    const late = activity(userId);
    expect(await recordActivityReport({ id: late.activityId, data: late })).toEqual({ activityId: late.activityId, recorded: false });
    expect(await recordErrorPatterns(db, mistakes(userId))).toBe(false);
    expect(await rowsOf(userId)).toEqual(NONE);
    // The mark names the learner only by a one-way hash, and a second erasure changes nothing.
    expect(await db.erasedAccount.count({ where: { account: erasedAccountHash(userId) } })).toBe(1);
    expect(await eraseLearnerRows(db, userId)).toBe(0);
  });

  it('waits for a report already writing, then deletes what it wrote', async () => {
    const userId = randomUUID();
    const reports = Array.from({ length: 5 }, () => activity(userId));
    await Promise.all([
      ...reports.map((r) => recordActivityReport({ id: r.activityId, data: r })),
      eraseLearnerRows(db, userId),
      recordErrorPatterns(db, mistakes(userId)),
    ]);
    expect(await rowsOf(userId)).toEqual(NONE);
  });

  it("leaves another learner's reports alone", async () => {
    const [erased, other] = [randomUUID(), randomUUID()];
    await eraseLearnerRows(db, erased);
    const report = activity(other);
    expect((await recordActivityReport({ id: report.activityId, data: report })).recorded).toBe(true);
    expect(await rowsOf(other)).toMatchObject({ activities: 1, progress: 1 });
  });
});
