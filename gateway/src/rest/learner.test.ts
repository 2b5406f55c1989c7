import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityRecorder } from '@juba/platform/activity';
import { QUEUES } from '@juba/contracts/jobs';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { learnerDay } from '@juba/learner/time/learner-day';
import { parseWorkerEnv, startWorkerPool, type WorkerPool } from '@juba/workers';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';

// The subgraphs and the workers read it at start: this suite's jobs stay on queues of their own.
const prefix = `test-rest-learner-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix });

let stack: Stack;
let workers: WorkerPool;
const redis = new Redis(process.env.REDIS_URL!);
const activities = createActivityRecorder(redis, { prefix });

beforeAll(async () => {
  stack = await startStack();
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, WORKER_QUEUES: 'handout-generation,learner-activity' }),
    ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    log: { info: () => {}, warn: console.warn, error: console.error },
  });
});
afterAll(async () => {
  await workers?.stop(5000);
  await stack?.close();
  await activities.close();
  for (const queue of Object.values(QUEUES)) {
    const q = new Queue(queue, { connection: redis, prefix });
    await q.obliterate({ force: true });
    await q.close();
  }
  redis.disconnect();
});

async function signedIn() {
  const userId = `learner-${randomUUID()}`;
  return { userId, token: await stack.issuer.token({ sub: userId }) };
}

const onboarding = { englishLevel: 'advanced', primaryGoal: 'academic', interests: ['History', 'Books'], availableTime: 10, learningStyle: 'visual' };

describe('GET and POST /api/learning-profile', () => {
  it('answers JSON null to a learner without a profile, and 401 to no one', async () => {
    const { token } = await signedIn();
    const res = await restRequest(stack, 'GET', '/api/learning-profile', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toBeNull();
    expect((await restRequest(stack, 'GET', '/api/learning-profile')).status).toBe(401);
  });

  it('walks the journey: no profile, a profile from the diagnostic, then onboarding completes it', async () => {
    const { token } = await signedIn();
    expect((await restRequest(stack, 'GET', '/api/learning-profile', { token })).body).toBeNull();

    const ensured = await graphqlRequest(stack, 'mutation { ensureLearningProfile(englishLevel: intermediate) { englishLevel } }', {}, token);
    expect(ensured.body.data.ensureLearningProfile).toEqual({ englishLevel: 'intermediate' });
    expect((await restRequest(stack, 'GET', '/api/learning-profile', { token })).body).toMatchObject({
      englishLevel: 'intermediate',
      onboardingCompleted: false,
    });

    const saved = await restRequest(stack, 'POST', '/api/learning-profile', { token, body: onboarding });
    expect(saved.status).toBe(200);
    const complete = { ...onboarding, onboardingCompleted: true, strengthAreas: [], weaknessAreas: [] };
    expect(saved.body).toEqual(complete);
    expect((await restRequest(stack, 'GET', '/api/learning-profile', { token })).body).toEqual(complete);
  });

  it('rejects every malformed answer with 400 and a readable message, and saves nothing', async () => {
    const { token } = await signedIn();
    const cases = [
      { body: { ...onboarding, englishLevel: 'fluent' }, message: /englishLevel must be one of: beginner, intermediate, advanced/ },
      { body: { ...onboarding, primaryGoal: 'fun' }, message: /primaryGoal must be one of: business, social, academic, travel/ },
      { body: { ...onboarding, learningStyle: 'reading' }, message: /learningStyle must be one of: visual, auditory, kinesthetic/ },
      { body: { ...onboarding, availableTime: 20 }, message: /availableTime must be one of 5, 10, 15, 30, 60/ },
      { body: { ...onboarding, availableTime: '15' }, message: /availableTime must be a number of minutes/ },
      { body: { ...onboarding, interests: ['History', 'Knitting'] }, message: /Unknown interest "Knitting"/ },
      { body: { ...onboarding, interests: [] }, message: /at least 1 interest/ },
      { body: { ...onboarding, interests: 'History' }, message: /interests/ },
      { body: { ...onboarding, favouriteColour: 'blue' }, message: /favouriteColour/ },
      { body: { englishLevel: 'beginner' }, message: /primaryGoal/ },
      { rawBody: '{"englishLevel": ', message: /not valid JSON/ },
    ];
    for (const { message, ...request } of cases) {
      const res = await restRequest(stack, 'POST', '/api/learning-profile', { token, ...request });
      expect({ request, status: res.status }).toEqual({ request, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    expect((await restRequest(stack, 'GET', '/api/learning-profile', { token })).body).toBeNull();
  });
});

describe('GET /api/daily-plan', () => {
  it("answers today's four steps, the same on every call", async () => {
    const { token } = await signedIn();
    await restRequest(stack, 'POST', '/api/learning-profile', { token, body: onboarding });

    const first = await restRequest(stack, 'GET', '/api/daily-plan', { token });
    const again = await restRequest(stack, 'GET', '/api/daily-plan', { token });

    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      warmupActivity: { minutes: 5, content: { song: expect.any(String), artist: expect.any(String) } },
      coreActivity: { minutes: 10, topic: expect.any(String) },
      challengeActivity: { minutes: 3, scenario: expect.any(String), challengeId: expect.stringMatching(/^(tech-presentation|casual-debate)$/) },
      cooldownActivity: { minutes: 5, content: { focus: expect.any(String) } },
    });
    expect([learnerDay(new Date(Date.now() - 60_000)), learnerDay(new Date())]).toContain(first.body.date);
  });
});

describe('GET /api/progress', () => {
  const readProgress = async (token: string) => (await restRequest(stack, 'GET', '/api/progress', { token })).body;

  it('answers the totals, an empty week, no activity and the catalogue of unearned achievements before any practice', async () => {
    const { token } = await signedIn();
    const progress = await readProgress(token);
    expect(progress).toMatchObject({
      currentStreak: 0,
      longestStreak: 0,
      flowPoints: 0,
      totalMinutes: 0,
      pronunciationLevel: null,
      recentActivity: [],
      dailyGoal: { targetMinutes: 15, minutesToday: 0 },
    });
    expect(progress.weeklyMinutes).toHaveLength(7);
    expect(progress.weeklyMinutes.every((d: { minutes: number }) => d.minutes === 0)).toBe(true);
    expect(progress.achievements.map((a: { title: string }) => a.title)).toContain('Primeiro passo');
    expect(progress.achievements.every((a: { earnedAt: string | null }) => a.earnedAt === null)).toBe(true);
  });

  it('shows what the learner did, reported through the learner-activity queue', async () => {
    const { userId, token } = await signedIn();
    const practice = {
      activityId: `practice-${randomUUID()}`,
      userId,
      kind: 'practice' as const,
      title: 'Laboratório de sotaque',
      minutes: 12,
      flowPoints: 20,
      skills: { pronunciation: 84 },
      occurredAt: new Date().toISOString(),
    };
    await activities.record(practice);
    await activities.record(practice);

    await vi.waitFor(async () => expect((await readProgress(token)).totalMinutes).toBe(12), { timeout: 15_000, interval: 100 });
    const progress = await readProgress(token);

    expect(progress).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      flowPoints: 20,
      wordsLearned: 0,
      pronunciationLevel: 84,
      dailyGoal: { minutesToday: 12 },
    });
    expect(progress.weeklyMinutes.at(-1)).toEqual({ date: learnerDay(new Date(practice.occurredAt)), minutes: 12 });
    expect(progress.recentActivity).toEqual([
      { id: practice.activityId, kind: 'practice', title: 'Laboratório de sotaque', minutes: 12, flowPoints: 20, occurredAt: practice.occurredAt },
    ]);
    expect(progress.achievements.find((a: { id: string }) => a.id === 'first-step').earnedAt).toBe(practice.occurredAt);
  });

  it('counts a generated handout as activity: flow points, recent activity and the first-handout achievement', async () => {
    const { token } = await signedIn();
    const generated = await restRequest(stack, 'POST', '/api/material-didatico/generate', { token, body: { level: 'basico' } });
    expect(generated.status).toBe(200);

    await vi.waitFor(async () => expect((await readProgress(token)).flowPoints).toBe(10), { timeout: 15_000, interval: 100 });
    const progress = await readProgress(token);

    expect(progress).toMatchObject({ totalMinutes: 0, currentStreak: 1 });
    expect(progress.recentActivity).toEqual([
      expect.objectContaining({ kind: 'handout', title: `Apostila gerada: ${generated.body.title}`, minutes: 0, flowPoints: 10 }),
    ]);
    expect(progress.achievements.find((a: { id: string }) => a.id === 'first-handout').earnedAt).toEqual(expect.any(String));
  });
});
