import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { LearnerActivity } from '@juba/contracts/jobs';
import { createActivityJobHandler } from '../activity/activity-job.ts';
import { createLearnerDb } from '../db.ts';
import { readProgress } from './progress.ts';

const db = createLearnerDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

/** Reports are handled with a clock after all of them; reads fix their own "now". */
const record = createActivityJobHandler({ db, now: () => new Date('2030-01-01T00:00:00Z') });

async function practised(userId: string, occurredAt: string, overrides: Partial<LearnerActivity> = {}) {
  const activityId = `practice-${randomUUID()}`;
  const data: LearnerActivity = { activityId, userId, kind: 'practice', title: `Prática ${occurredAt}`, minutes: 5, flowPoints: 10, occurredAt, ...overrides };
  await record({ id: activityId, data });
  return activityId;
}

/** 2026-04-10, 12:00 in São Paulo. */
const NOW = new Date('2026-04-10T15:00:00Z');

describe('reading progress', () => {
  it('is all zeros, empty and unearned before any practice, and creates nothing', async () => {
    const userId = randomUUID();
    const progress = await readProgress(db, userId, NOW);

    expect(progress).toMatchObject({ currentStreak: 0, longestStreak: 0, flowPoints: 0, totalMinutes: 0, pronunciationLevel: null });
    expect(await progress.weeklyMinutes()).toEqual(
      ['2026-04-04', '2026-04-05', '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'].map((date) => ({ date, minutes: 0 })),
    );
    expect(await progress.recentActivity()).toEqual([]);
    expect((await progress.achievements()).every((a) => a.earnedAt === null)).toBe(true);
    expect(await progress.dailyGoal()).toEqual({ targetMinutes: 15, minutesToday: 0 });
    expect(await db.progress.count({ where: { userId } })).toBe(0);
  });

  it('sums the last 7 São Paulo days, oldest first, with zeros for days without practice', async () => {
    const userId = randomUUID();
    await practised(userId, '2026-04-03T15:00:00Z', { minutes: 20 });
    await practised(userId, '2026-04-04T03:00:00Z', { minutes: 10 });
    await practised(userId, '2026-04-07T12:00:00Z', { minutes: 5 });
    await practised(userId, '2026-04-07T23:00:00Z', { minutes: 7 });
    await practised(userId, '2026-04-10T02:30:00Z', { minutes: 4 });
    await practised(userId, '2026-04-10T12:00:00Z', { minutes: 6 });

    const progress = await readProgress(db, userId, NOW);

    expect(await progress.weeklyMinutes()).toEqual([
      { date: '2026-04-04', minutes: 10 },
      { date: '2026-04-05', minutes: 0 },
      { date: '2026-04-06', minutes: 0 },
      { date: '2026-04-07', minutes: 12 },
      { date: '2026-04-08', minutes: 0 },
      { date: '2026-04-09', minutes: 4 },
      { date: '2026-04-10', minutes: 6 },
    ]);
    expect(progress.totalMinutes).toBe(52);
  });

  it('measures the daily goal against the time the learner chose', async () => {
    const userId = randomUUID();
    await db.learningProfile.create({ data: { userId, englishLevel: 'beginner', availableTime: 30, onboardingCompleted: true } });
    await practised(userId, '2026-04-10T11:00:00Z', { minutes: 8 });
    await practised(userId, '2026-04-10T14:00:00Z', { minutes: 9 });
    await practised(userId, '2026-04-09T14:00:00Z', { minutes: 50 });

    expect(await (await readProgress(db, userId, NOW)).dailyGoal()).toEqual({ targetMinutes: 30, minutesToday: 17 });
  });

  it('shows the streak until a whole day passes without practice, then 0, keeping the longest', async () => {
    const userId = randomUUID();
    for (const day of ['2026-04-06', '2026-04-07', '2026-04-08']) await practised(userId, `${day}T15:00:00Z`);

    expect((await readProgress(db, userId, new Date('2026-04-08T23:00:00Z'))).currentStreak).toBe(3);
    expect((await readProgress(db, userId, new Date('2026-04-10T02:59:00Z'))).currentStreak).toBe(3);
    const broken = await readProgress(db, userId, new Date('2026-04-10T03:00:00Z'));
    expect(broken).toMatchObject({ currentStreak: 0, longestStreak: 3 });
  });

  it('lists the 10 newest activities, newest first', async () => {
    const userId = randomUUID();
    const ids: string[] = [];
    for (let day = 1; day <= 12; day++) ids.push(await practised(userId, `2026-04-${String(day).padStart(2, '0')}T15:00:00Z`, { minutes: day }));

    const recent = await (await readProgress(db, userId, NOW)).recentActivity();

    expect(recent.map((a) => a.id)).toEqual(ids.slice(2).reverse());
    expect(recent[0]).toEqual({
      id: ids[11],
      kind: 'practice',
      title: 'Prática 2026-04-12T15:00:00Z',
      minutes: 12,
      flowPoints: 10,
      occurredAt: '2026-04-12T15:00:00.000Z',
    });
  });

  it('dates each achievement by the activity that earned it, and leaves the others unearned', async () => {
    const userId = randomUUID();
    await practised(userId, '2026-04-01T12:00:00Z', { kind: 'diagnostic', minutes: 15, flowPoints: 50 });
    await practised(userId, '2026-04-01T13:00:00Z', { kind: 'handout', minutes: 0, flowPoints: 10 });
    await practised(userId, '2026-04-02T12:00:00Z', { minutes: 20, flowPoints: 20 });
    await practised(userId, '2026-04-03T12:00:00Z', { minutes: 20, flowPoints: 30 });
    await practised(userId, '2026-04-03T18:00:00Z', { minutes: 10, flowPoints: 5 });
    await practised(userId, '2026-04-05T12:00:00Z', { minutes: 1, flowPoints: 1 });

    const earned = Object.fromEntries((await (await readProgress(db, userId, NOW)).achievements()).map((a) => [a.title, a.earnedAt]));

    expect(earned).toEqual({
      'Primeiro passo': '2026-04-01T12:00:00.000Z',
      'Diagnóstico concluído': '2026-04-01T12:00:00.000Z',
      'Sequência de 3 dias': '2026-04-03T12:00:00.000Z',
      'Sequência de 7 dias': null,
      '60 minutos de prática': '2026-04-03T18:00:00.000Z',
      '100 pontos de fluxo': '2026-04-03T12:00:00.000Z',
      'Primeira apostila': '2026-04-01T13:00:00.000Z',
      'Primeiro desafio': null,
    });
  });

  it('earns the 7-day streak only for 7 consecutive days, even when a report arrived late', async () => {
    const userId = randomUUID();
    for (const day of ['01', '02', '03', '05', '06', '07', '08']) await practised(userId, `2026-04-${day}T15:00:00Z`);
    const before = await (await readProgress(db, userId, NOW)).achievements();
    expect(before.find((a) => a.id === 'streak-7')?.earnedAt).toBeNull();

    await practised(userId, '2026-04-04T15:00:00Z');

    const after = await (await readProgress(db, userId, NOW)).achievements();
    expect(after.find((a) => a.id === 'streak-7')?.earnedAt).toBe('2026-04-07T15:00:00.000Z');
  });
});
