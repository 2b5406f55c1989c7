import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createActivityJobHandler } from './activity/activity-job.ts';
import { chooseDailyPlan } from './daily-plan/choose-plan.ts';
import { codeOf, testViewer } from '@juba/platform/testing/subgraph';
import { startLearnerSubgraph } from './testing/learner-subgraph.ts';

/** 2026-05-20, 21:30 in São Paulo (already the 21st in UTC). */
const NOW = new Date('2026-05-21T00:30:00Z');

const { db, run, stop } = startLearnerSubgraph(NOW);
afterAll(stop);

const PROFILE_FIELDS = 'englishLevel primaryGoal interests availableTime learningStyle onboardingCompleted strengthAreas weaknessAreas';
const PROFILE = `query { learningProfile { ${PROFILE_FIELDS} } }`;
const SAVE = `mutation Save($input: LearningProfileInput!) { saveLearningProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const ENSURE = `mutation Ensure($level: EnglishLevel!) { ensureLearningProfile(englishLevel: $level) { ${PROFILE_FIELDS} } }`;
const PLAN = `query { dailyPlan { date warmupActivity { minutes content { song artist } } coreActivity { minutes topic } challengeActivity { minutes scenario challengeId } cooldownActivity { minutes content { focus } } } }`;
const PROGRESS = `query { progress { currentStreak longestStreak totalMinutes flowPoints weeklyMinutes { date minutes } recentActivity { id kind title } achievements { id title earnedAt } dailyGoal { targetMinutes minutesToday } } }`;

const onboarding = {
  englishLevel: 'intermediate',
  primaryGoal: 'business',
  interests: ['Startups', 'Leadership'],
  availableTime: 30,
  learningStyle: 'auditory',
};

describe('learner subgraph', () => {
  it('refuses every query and mutation to a caller who is not signed in', async () => {
    for (const [query, variables] of [
      [PROFILE, {}],
      [PLAN, {}],
      [PROGRESS, {}],
      [SAVE, { input: onboarding }],
      [ENSURE, { level: 'beginner' }],
    ] as const) {
      expect(codeOf(await run(query, variables, null)), query).toBe('UNAUTHENTICATED');
    }
  });

  it('answers a null profile to a learner who has none (the dashboard then sends them to /learning-path)', async () => {
    expect((await run(PROFILE, {}, testViewer())).data).toEqual({ learningProfile: null });
  });

  it('saves the onboarding answers as a completed profile, removing repeated interests', async () => {
    const viewer = testViewer();
    const saved = await run(SAVE, { input: { ...onboarding, interests: ['Startups', 'Leadership', 'Startups'] } }, viewer);

    const expected = { ...onboarding, onboardingCompleted: true, strengthAreas: [], weaknessAreas: [] };
    expect(saved.data?.saveLearningProfile).toEqual(expected);
    expect((await run(PROFILE, {}, viewer)).data?.learningProfile).toEqual(expected);
  });

  it('refuses answers outside the options onboarding offers, naming the problem', async () => {
    const viewer = testViewer();
    const cases = [
      [{ availableTime: 20 }, 'availableTime must be one of 5, 10, 15, 30, 60'],
      [{ interests: ['Startups', 'Knitting'] }, /Unknown interest "Knitting"/],
      [{ interests: [] }, /at least 1 interest/],
      [{ englishLevel: 'fluent' }, /fluent/],
      [{ primaryGoal: 'fun' }, /fun/],
      [{ learningStyle: 'reading' }, /reading/],
    ] as const;
    for (const [change, message] of cases) {
      const result = await run(SAVE, { input: { ...onboarding, ...change } }, viewer);
      expect({ change, code: codeOf(result) }).toEqual({ change, code: 'BAD_USER_INPUT' });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    expect((await run(PROFILE, {}, viewer)).data?.learningProfile).toBeNull();
  });

  it('completes the profile the diagnostic started, keeping its areas', async () => {
    const viewer = testViewer();
    const activityId = `diagnostic-${randomUUID()}`;
    await createActivityJobHandler({ db, now: () => NOW })({
      id: activityId,
      data: {
        activityId,
        userId: viewer.userId,
        kind: 'diagnostic',
        title: 'Diagnóstico concluído',
        minutes: 10,
        flowPoints: 50,
        occurredAt: '2026-05-20T20:00:00Z',
        diagnostic: { level: 'beginner', strengthAreas: ['cultural'], weaknessAreas: ['fonética'] },
      },
    });
    expect((await run(PROFILE, {}, viewer)).data?.learningProfile).toMatchObject({ englishLevel: 'beginner', onboardingCompleted: false });

    const saved = await run(SAVE, { input: onboarding }, viewer);

    expect(saved.data?.saveLearningProfile).toEqual({ ...onboarding, onboardingCompleted: true, strengthAreas: ['cultural'], weaknessAreas: ['fonética'] });
  });

  it('creates a profile at the diagnostic level only when the learner has none', async () => {
    const viewer = testViewer();
    expect((await run(ENSURE, { level: 'advanced' }, viewer)).data?.ensureLearningProfile).toEqual({
      englishLevel: 'advanced',
      primaryGoal: null,
      interests: [],
      availableTime: 15,
      learningStyle: null,
      onboardingCompleted: false,
      strengthAreas: [],
      weaknessAreas: [],
    });
    await run(SAVE, { input: onboarding }, viewer);

    const again = await Promise.all([run(ENSURE, { level: 'beginner' }, viewer), run(ENSURE, { level: 'beginner' }, viewer)]);

    for (const result of again) expect(result.data?.ensureLearningProfile).toMatchObject({ englishLevel: 'intermediate', onboardingCompleted: true });
  });

  it("plans the learner's São Paulo day from their profile", async () => {
    const viewer = testViewer();
    await run(SAVE, { input: onboarding }, viewer);

    const { data } = await run(PLAN, {}, viewer);

    expect(data?.dailyPlan.date).toBe('2026-05-20');
    expect(data?.dailyPlan).toEqual(chooseDailyPlan(viewer.userId, '2026-05-20', { ...onboarding, weaknessAreas: [] }));
    expect(['startup-pitch', 'job-interview']).toContain(data?.dailyPlan.challengeActivity.challengeId);
  });

  it('plans a day for a learner without a profile too', async () => {
    const viewer = testViewer();
    const { data, errors } = await run(PLAN, {}, viewer);
    expect(errors).toBeUndefined();
    expect(data?.dailyPlan).toEqual(chooseDailyPlan(viewer.userId, '2026-05-20', null));
  });

  it('answers progress with the week, the recent activity, the achievements and the daily goal', async () => {
    const viewer = testViewer();
    await run(SAVE, { input: { ...onboarding, availableTime: 10 } }, viewer);
    const activityId = `challenge-${randomUUID()}`;
    await createActivityJobHandler({ db, now: () => NOW })({
      id: activityId,
      data: {
        activityId,
        userId: viewer.userId,
        kind: 'challenge',
        title: 'Desafio: Job Interview',
        minutes: 5,
        flowPoints: 30,
        occurredAt: '2026-05-20T23:00:00Z',
      },
    });

    const { data } = await run(PROGRESS, {}, viewer);

    expect(data?.progress).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      totalMinutes: 5,
      flowPoints: 30,
      dailyGoal: { targetMinutes: 10, minutesToday: 5 },
    });
    expect(data?.progress.weeklyMinutes.at(-1)).toEqual({ date: '2026-05-20', minutes: 5 });
    expect(data?.progress.weeklyMinutes).toHaveLength(7);
    expect(data?.progress.recentActivity).toEqual([{ id: activityId, kind: 'challenge', title: 'Desafio: Job Interview' }]);
    expect(data?.progress.achievements.filter((a: { earnedAt: string | null }) => a.earnedAt).map((a: { id: string }) => a.id)).toEqual([
      'first-step',
      'first-challenge',
    ]);
  });
});
