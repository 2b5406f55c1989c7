import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import type { LearnerActivity } from '@juba/contracts/jobs';
import { createLearnerDb } from '../db.ts';
import { createActivityJobHandler } from './activity-job.ts';

const db = createLearnerDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

/** The worker's clock: 2026-03-20 12:00 in São Paulo. */
const NOW = new Date('2026-03-20T15:00:00Z');
const handle = createActivityJobHandler({ db, now: () => NOW });

function activity(userId: string, overrides: Partial<LearnerActivity> = {}): LearnerActivity {
  const activityId = overrides.activityId ?? `practice-${randomUUID()}`;
  return { activityId, userId, kind: 'practice', title: 'Prática de pronúncia', minutes: 5, flowPoints: 10, occurredAt: '2026-03-20T13:00:00Z', ...overrides };
}

const run = (data: LearnerActivity) => handle({ id: data.activityId, data });
const progressOf = (userId: string) => db.progress.findUniqueOrThrow({ where: { userId } });
const dayOf = (date: Date | null) => date?.toISOString().slice(0, 10);

describe('learner-activity handler', () => {
  it('adds an activity to the totals, the challenge count and the streak', async () => {
    const userId = randomUUID();
    await run(activity(userId, { minutes: 7, flowPoints: 25 }));
    await run(activity(userId, { kind: 'challenge', title: 'Desafio: Startup Pitch', minutes: 3, flowPoints: 40 }));

    expect(await progressOf(userId)).toMatchObject({
      totalMinutes: 10,
      flowPoints: 65,
      challengesCompleted: 1,
      currentStreak: 1,
      longestStreak: 1,
    });
    expect(dayOf((await progressOf(userId)).lastActiveDay)).toBe('2026-03-20');
    expect(await db.activity.count({ where: { userId } })).toBe(2);
  });

  it('counts a retried or duplicated report once', async () => {
    const userId = randomUUID();
    const once = activity(userId, { activityId: `handout-${randomUUID()}`, kind: 'handout', minutes: 0, flowPoints: 10 });

    expect(await run(once)).toEqual({ activityId: once.activityId, recorded: true });
    expect(await run(once)).toEqual({ activityId: once.activityId, recorded: false });
    const both = await Promise.all([run({ ...once }), run({ ...once })]);

    expect(both.map((o) => o.recorded)).toEqual([false, false]);
    expect(await progressOf(userId)).toMatchObject({ flowPoints: 10, totalMinutes: 0 });
    expect(await db.activity.count({ where: { userId } })).toBe(1);
  });

  it('records reports of one learner handled at the same time without losing any', async () => {
    const userId = randomUUID();
    const days = ['2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19'];
    await Promise.all(days.map((day) => run(activity(userId, { occurredAt: `${day}T20:00:00Z`, minutes: 2, flowPoints: 3 }))));

    expect(await progressOf(userId)).toMatchObject({ totalMinutes: 10, flowPoints: 15, currentStreak: 5, longestStreak: 5 });
  });

  it('counts days in São Paulo: 23:30 and 00:30 local are two days in a row', async () => {
    const userId = randomUUID();
    await run(activity(userId, { occurredAt: '2026-03-10T02:30:00Z' }));
    expect(dayOf((await progressOf(userId)).lastActiveDay)).toBe('2026-03-09');

    await run(activity(userId, { occurredAt: '2026-03-10T03:30:00Z' }));
    expect(await progressOf(userId)).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    expect(dayOf((await progressOf(userId)).lastActiveDay)).toBe('2026-03-10');
  });

  it('keeps the streak for more practice on the same day, grows it the next day and restarts it after a gap', async () => {
    const userId = randomUUID();
    await run(activity(userId, { occurredAt: '2026-03-01T12:00:00Z' }));
    await run(activity(userId, { occurredAt: '2026-03-01T22:00:00Z' }));
    expect((await progressOf(userId)).currentStreak).toBe(1);
    await run(activity(userId, { occurredAt: '2026-03-02T12:00:00Z' }));
    await run(activity(userId, { occurredAt: '2026-03-03T12:00:00Z' }));
    expect(await progressOf(userId)).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    await run(activity(userId, { occurredAt: '2026-03-05T12:00:00Z' }));
    expect(await progressOf(userId)).toMatchObject({ currentStreak: 1, longestStreak: 3 });
  });

  it('does not let a report arriving late break the streak, and joins the runs when it fills a gap', async () => {
    const userId = randomUUID();
    for (const day of ['2026-03-16', '2026-03-17', '2026-03-19', '2026-03-20']) await run(activity(userId, { occurredAt: `${day}T15:00:00Z` }));
    expect(await progressOf(userId)).toMatchObject({ currentStreak: 2, longestStreak: 2 });

    await run(activity(userId, { occurredAt: '2026-03-01T15:00:00Z', minutes: 1 }));
    expect(await progressOf(userId)).toMatchObject({ currentStreak: 2, longestStreak: 2, totalMinutes: 21 });
    expect(dayOf((await progressOf(userId)).lastActiveDay)).toBe('2026-03-20');

    await run(activity(userId, { occurredAt: '2026-03-18T15:00:00Z' }));
    expect(await progressOf(userId)).toMatchObject({ currentStreak: 5, longestStreak: 5 });
  });

  it('counts a report stamped in the future as happening now', async () => {
    const userId = randomUUID();
    await run(activity(userId, { occurredAt: '2026-03-25T15:00:00Z' }));

    expect(dayOf((await progressOf(userId)).lastActiveDay)).toBe('2026-03-20');
    expect((await db.activity.findFirstOrThrow({ where: { userId } })).occurredAt).toEqual(NOW);
  });

  it("stores how long the session lasted: the producer's measure, else the minutes in seconds", async () => {
    const userId = randomUUID();
    const measured = activity(userId, { kind: 'conversation', minutes: 4, durationSeconds: 207 });
    const unmeasured = activity(userId, { minutes: 6 });
    const handout = activity(userId, { kind: 'handout', minutes: 0 });
    for (const report of [measured, unmeasured, handout]) await run(report);

    const durations = await db.activity.findMany({ where: { userId }, select: { id: true, durationSeconds: true } });
    expect(Object.fromEntries(durations.map((d) => [d.id, d.durationSeconds]))).toEqual({
      [measured.activityId]: 207,
      [unmeasured.activityId]: 360,
      [handout.activityId]: 0,
    });
  });

  it('keeps each skill level as the mean of its scores', async () => {
    const userId = randomUUID();
    await run(activity(userId, { skills: { pronunciation: 90 } }));
    await run(activity(userId, { skills: { pronunciation: 70, listening: 60 } }));

    expect(await progressOf(userId)).toMatchObject({ pronunciationLevel: 80, listeningLevel: 60, speakingLevel: null, vocabularyLevel: null });
  });

  it('gives a learner without a profile one at the diagnostic level, with its areas, not yet onboarded', async () => {
    const userId = randomUUID();
    await run(
      activity(userId, {
        kind: 'diagnostic',
        title: 'Diagnóstico concluído',
        diagnostic: { level: 'expert', strengthAreas: ['vocabulário'], weaknessAreas: ['fonética', 'gramática'] },
      }),
    );

    expect(await db.learningProfile.findUniqueOrThrow({ where: { userId } })).toMatchObject({
      englishLevel: 'advanced',
      onboardingCompleted: false,
      availableTime: 15,
      interests: [],
      strengthAreas: ['vocabulário'],
      weaknessAreas: ['fonética', 'gramática'],
    });
  });

  it('stores the areas of a new diagnostic on an existing profile without touching the learner choices', async () => {
    const userId = randomUUID();
    await db.learningProfile.create({
      data: {
        userId,
        englishLevel: 'intermediate',
        primaryGoal: 'travel',
        interests: ['History'],
        availableTime: 30,
        learningStyle: 'visual',
        onboardingCompleted: true,
      },
    });
    const diagnostic = (occurredAt: string, weak: string) =>
      activity(userId, { kind: 'diagnostic', occurredAt, diagnostic: { level: 'beginner', strengthAreas: [], weaknessAreas: [weak] } });

    await run(diagnostic('2026-03-18T12:00:00Z', 'cultural'));
    await run(diagnostic('2026-03-10T12:00:00Z', 'fonética'));

    expect(await db.learningProfile.findUniqueOrThrow({ where: { userId } })).toMatchObject({
      englishLevel: 'intermediate',
      primaryGoal: 'travel',
      availableTime: 30,
      onboardingCompleted: true,
      weaknessAreas: ['cultural'],
    });
  });

  describe('a Linguistic Diagnostic', () => {
    const linguistic = (userId: string, occurredAt: string, strengthAreas: string[], weaknessAreas: string[]) =>
      activity(userId, {
        activityId: `linguistic-diagnostic-${randomUUID()}`,
        kind: 'diagnostic',
        title: 'Diagnóstico linguístico',
        occurredAt,
        linguisticDiagnostic: { strengthAreas, weaknessAreas },
      });
    const areasOf = (userId: string) => db.learningProfile.findUniqueOrThrow({ where: { userId }, select: { strengthAreas: true, weaknessAreas: true } });

    it('merges its areas into the profile, once each, its verdict replacing the older one for the areas it measured', async () => {
      const userId = randomUUID();
      await run(
        activity(userId, {
          kind: 'diagnostic',
          occurredAt: '2026-03-10T12:00:00Z',
          diagnostic: { level: 'intermediate', strengthAreas: ['fonética', 'vocabulário'], weaknessAreas: ['gramática', 'cultural'] },
        }),
      );

      await run(linguistic(userId, '2026-03-12T12:00:00Z', ['gramática'], ['fonética', 'falsos cognatos']));
      expect(await areasOf(userId)).toEqual({ strengthAreas: ['vocabulário', 'gramática'], weaknessAreas: ['cultural', 'fonética', 'falsos cognatos'] });

      await run(linguistic(userId, '2026-03-13T12:00:00Z', ['gramática'], ['fonética', 'falsos cognatos']));
      expect(await areasOf(userId)).toEqual({ strengthAreas: ['vocabulário', 'gramática'], weaknessAreas: ['cultural', 'fonética', 'falsos cognatos'] });
      expect(await progressOf(userId)).toMatchObject({ flowPoints: 30 });
      expect(await db.activity.count({ where: { userId, kind: 'diagnostic' } })).toBe(3);
    });

    it('arriving after a newer measurement only adds the areas the profile has no verdict on', async () => {
      const userId = randomUUID();
      await run(
        activity(userId, {
          kind: 'diagnostic',
          occurredAt: '2026-03-18T12:00:00Z',
          diagnostic: { level: 'beginner', strengthAreas: ['fonética'], weaknessAreas: ['gramática'] },
        }),
      );
      await run(linguistic(userId, '2026-03-11T12:00:00Z', ['gramática'], ['fonética', 'falsos cognatos']));

      expect(await areasOf(userId)).toEqual({ strengthAreas: ['fonética'], weaknessAreas: ['gramática', 'falsos cognatos'] });
    });

    it('gives a learner without a profile none (it places no one), but still counts as practice', async () => {
      const userId = randomUUID();
      await run(linguistic(userId, '2026-03-20T12:00:00Z', [], ['fonética']));

      expect(await db.learningProfile.findUnique({ where: { userId } })).toBeNull();
      expect(await progressOf(userId)).toMatchObject({ totalMinutes: 5, currentStreak: 1 });
    });
  });

  it('fails a malformed report at once, without retries', async () => {
    await expect(handle({ id: 'x', data: { activityId: 'x', userId: 'u', kind: 'sleeping' } })).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(
      handle({ id: 'x', data: { activityId: 'bad:id', userId: 'u', kind: 'practice', title: 't', minutes: 1, flowPoints: 1, occurredAt: NOW.toISOString() } }),
    ).rejects.toThrow(/invalid learner activity payload/);
    const other = activity(randomUUID());
    await expect(handle({ id: 'another-id', data: other })).rejects.toThrow(/the job id must be the activity id/);
    expect(await db.activity.count({ where: { id: other.activityId } })).toBe(0);
  });
});
