import { afterAll, describe, expect, it } from 'vitest';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { CHALLENGE_SCENARIOS } from './catalogue.ts';
import { codeOf, testViewer } from '@juba/platform/testing/subgraph';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';
import { challengeFlowPoints, OVERLAP_TOLERANCE_SECONDS } from './complete-challenge.ts';

/** 2026-07-14, 10:00 in São Paulo. */
const NOW = new Date('2026-07-14T13:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const { db, run, stop } = startLearnerSubgraph(NOW);
afterAll(stop);

const CHALLENGES = 'query { challenges { id type title description scenario duration difficulty color requirements } }';
const PLAN = 'query { dailyPlan { challengeActivity { challengeId scenario } } }';
const COMPLETE =
  'mutation Complete($input: ChallengeCompletionInput!) { completeChallenge(input: $input) { id challengeType scenario score feedback duration flowPoints completedAt } }';
const PROGRESS =
  'query { progress { challengesCompleted flowPoints totalMinutes currentStreak speakingLevel recentActivity { id kind title minutes flowPoints } } }';
const SAVE = 'mutation Save($input: LearningProfileInput!) { saveLearningProfile(input: $input) { englishLevel } }';

const pitch = {
  challengeType: 'pitch',
  scenario: 'You meet an investor in an elevator in San Francisco.',
  score: 75,
  feedback: 'Good job! Focus on covering more key requirements next time.',
  duration: 150,
};

const scenariosOf = (id: string, level: string) =>
  CHALLENGE_SCENARIOS.filter((s) => s.challengeId === id && s.levels.includes(level as never)).map((s) => s.scenario);

describe('the challenge list', () => {
  it('holds the four built-in challenges with their types, durations, difficulties and four requirements each', async () => {
    const { data, errors } = await run(CHALLENGES, {}, testViewer());
    expect(errors).toBeUndefined();
    expect(data?.challenges.map(({ id, type, duration, difficulty }: Record<string, unknown>) => ({ id, type, duration, difficulty }))).toEqual([
      { id: 'startup-pitch', type: 'pitch', duration: 3, difficulty: 'hard' },
      { id: 'job-interview', type: 'interview', duration: 5, difficulty: 'medium' },
      { id: 'tech-presentation', type: 'presentation', duration: 7, difficulty: 'hard' },
      { id: 'casual-debate', type: 'debate', duration: 4, difficulty: 'medium' },
    ]);
    for (const challenge of data?.challenges ?? []) {
      expect(challenge.requirements).toHaveLength(4);
      expect(new Set(challenge.requirements).size).toBe(4);
      for (const field of ['title', 'description', 'color']) expect(challenge[field], `${challenge.id}.${field}`).toBeTruthy();
    }
    expect(data?.challenges.find((c: { id: string }) => c.id === 'startup-pitch').requirements.join(' ')).toMatch(/problem.*solution.*customer.*investment/is);
  });

  it("offers scenarios at the learner's level, today's plan scenario for today's challenge", async () => {
    for (const level of ENGLISH_LEVELS) {
      const viewer = testViewer();
      await run(SAVE, { input: { englishLevel: level, primaryGoal: 'business', interests: ['Startups'], availableTime: 15, learningStyle: 'visual' } }, viewer);

      const { challenges } = (await run(CHALLENGES, {}, viewer)).data!;
      const { challengeActivity } = (await run(PLAN, {}, viewer)).data!.dailyPlan;

      for (const challenge of challenges) expect(scenariosOf(challenge.id, level), `${level} ${challenge.id}`).toContain(challenge.scenario);
      expect(challenges.find((c: { id: string }) => c.id === challengeActivity.challengeId).scenario).toBe(challengeActivity.scenario);
      expect((await run(CHALLENGES, {}, viewer)).data?.challenges).toEqual(challenges);
    }
  });

  it('offers a learner without a profile the scenarios of the daily plan level', async () => {
    const viewer = testViewer();
    const { challenges } = (await run(CHALLENGES, {}, viewer)).data!;
    const { challengeActivity } = (await run(PLAN, {}, viewer)).data!.dailyPlan;
    expect(challenges.find((c: { id: string }) => c.id === challengeActivity.challengeId).scenario).toBe(challengeActivity.scenario);
    for (const challenge of challenges) expect(scenariosOf(challenge.id, 'beginner')).toContain(challenge.scenario);
  });
});

describe('completing a challenge', () => {
  it('refuses callers who are not signed in', async () => {
    expect(codeOf(await run(CHALLENGES, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(COMPLETE, { input: pitch }, null))).toBe('UNAUTHENTICATED');
  });

  it('stores the completion and updates challenges, flow points, minutes, streak and speaking at once', async () => {
    const viewer = testViewer();
    const { data, errors } = await run(COMPLETE, { input: { ...pitch, scenario: `  ${pitch.scenario}  ` } }, viewer);
    expect(errors).toBeUndefined();
    const completion = data?.completeChallenge;
    expect(completion).toEqual({ id: expect.any(String), ...pitch, flowPoints: 80, completedAt: NOW.toISOString() });

    const progress = (await run(PROGRESS, {}, viewer)).data?.progress;
    expect(progress).toEqual({
      challengesCompleted: 1,
      flowPoints: 80,
      totalMinutes: 3,
      currentStreak: 1,
      speakingLevel: 75,
      recentActivity: [{ id: `challenge-${completion.id}`, kind: 'challenge', title: 'Desafio: Startup Pitch', minutes: 3, flowPoints: 80 }],
    });
    expect(await db.activity.findUniqueOrThrow({ where: { id: `challenge-${completion.id}` } })).toMatchObject({ durationSeconds: 150, minutes: 3 });

    await run(COMPLETE, { input: { ...pitch, challengeType: 'debate', score: 100, duration: 20 } }, viewer, later(20));
    expect((await run(PROGRESS, {}, viewer)).data?.progress).toMatchObject({ challengesCompleted: 2, flowPoints: 130, totalMinutes: 4 });
  });

  it('accepts the edges: score 0 and 100, one second, and the whole time of each challenge', async () => {
    const viewer = testViewer();
    let elapsed = 0;
    for (const [challengeType, limit] of [
      ['pitch', 180],
      ['interview', 300],
      ['presentation', 420],
      ['debate', 240],
    ] as const) {
      elapsed += limit;
      const { data, errors } = await run(COMPLETE, { input: { ...pitch, challengeType, duration: limit, score: 100 } }, viewer, later(elapsed));
      expect(errors, challengeType).toBeUndefined();
      expect(data?.completeChallenge).toMatchObject({ challengeType, duration: limit });
    }
    expect((await run(COMPLETE, { input: { ...pitch, duration: 1, score: 0 } }, viewer, later(elapsed + 1))).data?.completeChallenge).toMatchObject({
      duration: 1,
      flowPoints: 0,
    });
    expect((await run(PROGRESS, {}, viewer)).data?.progress).toMatchObject({ challengesCompleted: 5, totalMinutes: 3 + 5 + 7 + 4 + 1 });
  });

  it('answers a run sent again with its recorded completion, writing nothing', async () => {
    const viewer = testViewer();
    const first = (await run(COMPLETE, { input: pitch }, viewer)).data?.completeChallenge;
    // A double click, and a resend after a lost answer while the clock went on.
    const doubleClick = await run(COMPLETE, { input: pitch }, viewer);
    const resent = await run(COMPLETE, { input: { ...pitch, duration: pitch.duration + 20 } }, viewer, later(20));
    expect(doubleClick).toEqual({ data: { completeChallenge: first } });
    expect(resent).toEqual({ data: { completeChallenge: first } });
    expect((await run(PROGRESS, {}, viewer)).data?.progress).toMatchObject({ challengesCompleted: 1, flowPoints: 80 });
    expect(await db.activity.count({ where: { userId: viewer.userId } })).toBe(1);
  });

  it('refuses with 409 a completion that overlaps a different one, and writes nothing', async () => {
    const viewer = testViewer();
    expect((await run(COMPLETE, { input: pitch }, viewer)).errors).toBeUndefined();
    const otherChallenge = await run(COMPLETE, { input: { ...pitch, challengeType: 'debate', duration: 100 } }, viewer, later(60));
    expect(codeOf(otherChallenge)).toBe('CONFLICT');
    expect(otherChallenge.errors?.[0]?.message).toBe(
      'This completion claims 100 s of practice, but your previous challenge was completed 60 s ago: the two overlap.',
    );
    // The same challenge, but a shorter run than the recorded one: not that run.
    expect(codeOf(await run(COMPLETE, { input: { ...pitch, duration: 100 } }, viewer, later(60)))).toBe('CONFLICT');
    expect(codeOf(await run(COMPLETE, { input: { ...pitch, scenario: 'Another scenario.', duration: 100 } }, viewer, later(60)))).toBe('CONFLICT');

    // Requests take time: a completion may reach back a few seconds over the previous one.
    const next = await run(COMPLETE, { input: { ...pitch, duration: 100 } }, viewer, later(100 - OVERLAP_TOLERANCE_SECONDS));
    expect(next.errors).toBeUndefined();
    expect((await run(PROGRESS, {}, viewer)).data?.progress).toMatchObject({ challengesCompleted: 2, flowPoints: 160 });
  });

  it('records one of two simultaneous completions of the same run, and answers both with it', async () => {
    const viewer = testViewer();
    const results = await Promise.all([run(COMPLETE, { input: pitch }, viewer), run(COMPLETE, { input: pitch }, viewer)]);
    expect(results.map(codeOf)).toEqual([undefined, undefined]);
    expect(results[0]!.data?.completeChallenge.id).toBe(results[1]!.data?.completeChallenge.id);
    expect(await db.challengeCompletion.count({ where: { userId: viewer.userId } })).toBe(1);
    expect(await db.activity.count({ where: { userId: viewer.userId } })).toBe(1);
  });

  it('refuses bad input with a message naming the problem, and writes nothing', async () => {
    const viewer = testViewer();
    const cases = [
      [{ challengeType: 'karaoke' }, /challengeType "karaoke" is unknown; it must be one of: pitch, interview, presentation, debate/],
      [{ challengeType: 'startup-pitch' }, /must be one of: pitch, interview/],
      [{ score: 101 }, /score must be a number from 0 to 100 \(got 101\)/],
      [{ score: -1 }, /score must be a number from 0 to 100/],
      [{ duration: 181 }, /duration must be a whole number of seconds from 1 to 180: the Startup Pitch lasts 3 minutes \(got 181\)/],
      [{ challengeType: 'interview', duration: 301 }, /from 1 to 300/],
      [{ duration: 0 }, /from 1 to 180/],
      [{ duration: -5 }, /from 1 to 180/],
      [{ scenario: '   ' }, /scenario must not be empty/],
      [{ feedback: '' }, /feedback must not be empty/],
      [{ feedback: 'x'.repeat(1001) }, /feedback must be at most 1000 characters \(got 1001\)/],
    ] as const;
    for (const [change, message] of cases) {
      const result = await run(COMPLETE, { input: { ...pitch, ...change } }, viewer);
      expect({ change, code: codeOf(result) }).toEqual({ change, code: 'BAD_USER_INPUT' });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    expect(await db.challengeCompletion.count({ where: { userId: viewer.userId } })).toBe(0);
    expect(await db.activity.count({ where: { userId: viewer.userId } })).toBe(0);
    expect((await run(PROGRESS, {}, viewer)).data?.progress).toMatchObject({ challengesCompleted: 0, flowPoints: 0 });
  });
});

describe('challenge flow points', () => {
  it('give 5 per ten score points, doubled for a hard challenge', () => {
    expect([0, 25, 50, 75, 100].map((score) => challengeFlowPoints(score, 'medium'))).toEqual([0, 15, 25, 40, 50]);
    expect([0, 25, 50, 75, 100].map((score) => challengeFlowPoints(score, 'hard'))).toEqual([0, 30, 50, 80, 100]);
  });
});
