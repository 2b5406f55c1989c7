import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '@juba/platform/viewer';
import { codeOf, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';
import { dayToDate, learnerDay } from '../time/learner-day.ts';
import { readLearnerAnalytics } from './admin-analytics.ts';

/**
 * Other test files write activities at the same time, in 2026. The windows here
 * end in 2033, where only this file's sessions are; all-time figures are read
 * inside one snapshot, before and after seeding.
 */
const NOW = new Date('2033-06-30T12:00:00Z');
const { db, run, stop } = startLearnerSubgraph(NOW);
afterAll(stop);

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

function activity(userId: string, msAgo: number, durationSeconds: number, kind = 'practice') {
  const occurredAt = new Date(NOW.getTime() - msAgo);
  return {
    id: `${kind}-${randomUUID()}`,
    userId,
    kind,
    title: 'Prática',
    minutes: Math.round(durationSeconds / 60),
    durationSeconds,
    flowPoints: 0,
    skills: {},
    occurredAt,
    localDay: dayToDate(learnerDay(occurredAt)),
  };
}

const [ana, bruno, carla, davi] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const SEEDED = [
  activity(ana, HOUR, 300),
  activity(ana, 7 * DAY, 600), // the 7-day window's first instant
  activity(ana, 7 * DAY + 1, 120),
  activity(bruno, 30 * DAY, 60),
  activity(bruno, 30 * DAY + 1000, 900),
  activity(carla, 90 * DAY, 30),
  activity(carla, 90 * DAY + 1000, 45), // outside every window
  activity(davi, HOUR, 0, 'handout'), // not a practice session
];

const ANALYTICS = `query Analytics($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on AdminAnalytics { days activeUsers totalSessions weeklySessions avgSessionDuration totalProfiles allTimeSessions } }
}`;
const analytics = (days: number, viewer: Viewer | null = testAdmin()) => run(ANALYTICS, { representations: [{ __typename: 'AdminAnalytics', days }] }, viewer);

describe("the learner service's admin analytics", () => {
  beforeAll(async () => {
    await db.activity.createMany({ data: SEEDED });
  });

  it('counts the sessions, active learners and mean duration of each window', async () => {
    const figures = async (days: number) => {
      const { data, errors } = await analytics(days);
      expect(errors).toBeUndefined();
      const { activeUsers, totalSessions, weeklySessions, avgSessionDuration } = data!._entities[0];
      return { days: data!._entities[0].days, activeUsers, totalSessions, weeklySessions, avgSessionDuration };
    };
    expect(await figures(7)).toEqual({ days: 7, activeUsers: 1, totalSessions: 2, weeklySessions: 2, avgSessionDuration: 450 });
    expect(await figures(30)).toEqual({ days: 30, activeUsers: 2, totalSessions: 4, weeklySessions: 2, avgSessionDuration: 270 });
    expect(await figures(90)).toEqual({ days: 90, activeUsers: 3, totalSessions: 6, weeklySessions: 2, avgSessionDuration: 335 });
  });

  it('answers zeros for a window without sessions', async () => {
    const before = await readLearnerAnalytics(db, 90, new Date('2034-12-31T00:00:00Z'));
    expect(before).toMatchObject({ activeUsers: 0, totalSessions: 0, weeklySessions: 0, avgSessionDuration: 0 });
  });

  it('counts every session and every learning profile for all time', async () => {
    const rollback = new Error('rollback');
    const outcome = db.$transaction(
      async (tx) => {
        const before = await readLearnerAnalytics(tx, 30, NOW);
        await tx.activity.createMany({ data: SEEDED.map((a) => ({ ...a, id: `${a.kind}-${randomUUID()}` })) });
        await tx.learningProfile.createMany({
          data: [ana, bruno].map((userId) => ({ userId, englishLevel: 'beginner', strengthAreas: [], weaknessAreas: [] })),
        });
        const after = await readLearnerAnalytics(tx, 30, NOW);
        expect(after.allTimeSessions - before.allTimeSessions).toBe(7);
        expect(after.totalProfiles - before.totalProfiles).toBe(2);
        throw rollback;
      },
      { isolationLevel: 'RepeatableRead' },
    );
    await expect(outcome).rejects.toBe(rollback);
    const { data } = await analytics(30);
    expect(data?._entities[0].allTimeSessions).toBeGreaterThanOrEqual(7);
    expect(data?._entities[0].totalProfiles).toEqual(expect.any(Number));
  });

  it('answers admins only', async () => {
    expect(codeOf(await analytics(30, testViewer()))).toBe('FORBIDDEN');
    expect(codeOf(await analytics(30, null))).toBe('UNAUTHENTICATED');
  });

  it('takes only the windows of 7, 30 or 90 days', async () => {
    for (const days of [0, 14, 365, -7]) {
      const result = await analytics(days);
      expect({ days, code: codeOf(result) }).toEqual({ days, code: 'BAD_USER_INPUT' });
      expect(result.errors?.[0]?.message).toBe(`days must be one of 7, 30, 90 (got ${days})`);
    }
  });
});
