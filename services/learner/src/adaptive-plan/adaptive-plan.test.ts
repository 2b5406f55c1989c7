import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineProvider, seededRandom } from '@juba/ai-provider';
import { redisForProducer } from '@juba/platform/redis';
import { createRowJobHandler } from '@juba/platform/row-job';
import { codeOf, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import { recordErrorPatterns } from '../neuro-scheduler/record-error-patterns.ts';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';
import { planActivitiesJob } from './generation-job.ts';
import { MAX_ACTIVE_GENERATIONS } from './store.ts';

/** 2026-07-14, 23:30 in São Paulo (02:30 UTC the next day). */
const NOW = new Date('2026-07-15T02:30:00Z');
const jobOutbox = { prefix: `test-adaptive-plan-${randomUUID()}`, wake: () => {} };
const { db, run, stop } = startLearnerSubgraph(NOW, jobOutbox);
const publisher = redisForProducer(process.env.REDIS_URL!);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const generate = createRowJobHandler(planActivitiesJob, { db, ai: createOfflineProvider({ random: seededRandom(7) }), publisher, log: quiet, now: () => NOW });
afterAll(async () => {
  await db.jobOutbox.deleteMany({ where: { prefix: jobOutbox.prefix } });
  publisher.disconnect();
  await stop();
});

const PLAN_FIELDS =
  'id learningStyle availableTime studyHours primaryGoal learningPreference difficultyPreference focusAreas motivationStyle completedCount createdAt';
const CREATE = `mutation Create($input: AdaptivePlanInput!) { createAdaptivePlan(input: $input) { ${PLAN_FIELDS} } }`;
const PLAN = `query { adaptivePlan { ${PLAN_FIELDS} } }`;
const GENERATE = 'mutation Generate($planId: ID!) { generatePlanActivities(planId: $planId) { id planId status progress message activities { id } } }';
const GENERATION =
  'query Generation($id: ID!) { planGeneration(id: $id) { id status error activities { id generationId focusArea title moduleType route instruction adaptation visualCues estimatedTime } } }';
const CURRENT = 'query { currentPlanActivity { id generationId title } }';
const TODAY = 'query { planProgressToday { date completed target } }';
const COMPLETE =
  'mutation Complete($generationId: ID!, $activityId: ID!) { completePlanActivity(generationId: $generationId, activityId: $activityId) { date completed target } }';
const SKIP = 'mutation Skip($generationId: ID!, $activityId: ID!) { skipPlanActivity(generationId: $generationId, activityId: $activityId) }';
const PROGRESS = 'query { progress { totalMinutes flowPoints recentActivity { kind title minutes flowPoints } } }';

const validPlan = {
  learningStyle: 'auditivo',
  availableTime: 20,
  studyHours: 'noite',
  primaryGoal: '  Falar com clientes americanos sem travar  ',
  learningPreference: 'pratico',
  difficultyPreference: 'gradual',
  focusAreas: ['pronuncia', 'cultura'],
  motivationStyle: 'progresso',
};

async function createPlan(viewer: Viewer, input: Record<string, unknown> = validPlan) {
  const result = await run(CREATE, { input }, viewer);
  expect(result.errors).toBeUndefined();
  return result.data!.createAdaptivePlan as { id: string; focusAreas: string[] };
}

/** Queues a generation and runs its job as a worker would. */
async function generated(viewer: Viewer, planId: string) {
  const started = await run(GENERATE, { planId }, viewer);
  expect(started.errors).toBeUndefined();
  const id = started.data!.generatePlanActivities.id as string;
  await generate({ id, data: { generationId: id, userId: viewer.userId, planId }, attemptsMade: 0, opts: { attempts: 3 } });
  return (await run(GENERATION, { id }, viewer)).data!.planGeneration;
}

describe('the adaptive plan', () => {
  it('is null until created, then holds the trimmed plan; a new plan replaces it under a new id', async () => {
    const viewer = testViewer();
    expect((await run(PLAN, {}, viewer)).data?.adaptivePlan).toBeNull();
    const first = await createPlan(viewer);
    expect((await run(PLAN, {}, viewer)).data?.adaptivePlan).toMatchObject({
      ...validPlan,
      primaryGoal: 'Falar com clientes americanos sem travar',
      completedCount: 0,
    });
    const second = await createPlan(viewer, { ...validPlan, focusAreas: ['negocios'], availableTime: 120 });
    expect(second.id).not.toBe(first.id);
    expect((await run(PLAN, {}, viewer)).data?.adaptivePlan).toMatchObject({ id: second.id, focusAreas: ['negocios'], availableTime: 120 });
    expect(await db.adaptivePlan.count({ where: { userId: viewer.userId } })).toBe(1);
  });

  it.each([
    ['an empty goal', { primaryGoal: '   ' }, 'Por favor, defina sua meta de aprendizagem.'],
    ['a goal too long', { primaryGoal: 'x'.repeat(301) }, 'A meta pode ter no máximo 300 caracteres (tem 301).'],
    ['no focus area', { focusAreas: [] }, 'Selecione pelo menos uma área para focar.'],
    ['a time off the slider', { availableTime: 7 }, 'O tempo disponível deve ser de 5 a 120 minutos, em passos de 5.'],
    ['a time above it', { availableTime: 125 }, 'O tempo disponível deve ser de 5 a 120 minutos, em passos de 5.'],
    ['a time below it', { availableTime: 0 }, 'O tempo disponível deve ser de 5 a 120 minutos, em passos de 5.'],
  ])('refuses %s, writing nothing', async (_case, change, message) => {
    const viewer = testViewer();
    const result = await run(CREATE, { input: { ...validPlan, ...change } }, viewer);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(await db.adaptivePlan.count({ where: { userId: viewer.userId } })).toBe(0);
  });

  it('refuses an unknown focus area or style (GraphQL enums), writing nothing', async () => {
    const viewer = testViewer();
    for (const change of [{ focusAreas: ['astronomia'] }, { learningStyle: 'telepatico' }]) {
      expect((await run(CREATE, { input: { ...validPlan, ...change } }, viewer)).errors).toBeDefined();
    }
    expect(await db.adaptivePlan.count({ where: { userId: viewer.userId } })).toBe(0);
  });

  it("steers the daily plan: its steps add up to the plan's minutes and the challenge follows the focus", async () => {
    const viewer = testViewer();
    const DAILY =
      'query { dailyPlan { warmupActivity { minutes } coreActivity { minutes } challengeActivity { minutes challengeId } cooldownActivity { minutes } } }';
    const before = (await run(DAILY, {}, viewer)).data!.dailyPlan;
    expect(before.warmupActivity.minutes + before.coreActivity.minutes + before.challengeActivity.minutes + before.cooldownActivity.minutes).toBe(23);
    await createPlan(viewer, { ...validPlan, focusAreas: ['negocios'], availableTime: 60 });
    const after = (await run(DAILY, {}, viewer)).data!.dailyPlan;
    expect([after.warmupActivity.minutes, after.coreActivity.minutes, after.challengeActivity.minutes, after.cooldownActivity.minutes]).toEqual([
      13, 26, 8, 13,
    ]);
    expect(['startup-pitch', 'job-interview', 'tech-presentation']).toContain(after.challengeActivity.challengeId);
  });

  it('asks anonymous callers to sign in', async () => {
    expect(codeOf(await run(PLAN, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(CREATE, { input: validPlan }, null))).toBe('UNAUTHENTICATED');
  });
});

describe('generating activities', () => {
  it('writes the row and its outbox entry (job id = row id), and the job fills in activities for the plan', async () => {
    const viewer = testViewer();
    const plan = await createPlan(viewer);
    const started = await run(GENERATE, { planId: plan.id }, viewer);
    expect(started.data?.generatePlanActivities).toMatchObject({ planId: plan.id, status: 'PENDING', progress: 0, activities: null });
    const id = started.data!.generatePlanActivities.id;
    expect(await db.jobOutbox.findUnique({ where: { id } })).toMatchObject({
      queue: 'plan-generation',
      name: 'generate-plan-activities',
      prefix: jobOutbox.prefix,
      payload: { generationId: id, userId: viewer.userId, planId: plan.id },
    });

    await generate({ id, data: { generationId: id, userId: viewer.userId, planId: plan.id }, attemptsMade: 0, opts: { attempts: 3 } });
    const { data } = await run(GENERATION, { id }, viewer);
    expect(data?.planGeneration.status).toBe('COMPLETED');
    const activities = data?.planGeneration.activities as { focusArea: string; estimatedTime: number; generationId: string; route: string }[];
    expect(activities).toHaveLength(2);
    expect(activities.every((a) => ['pronuncia', 'cultura'].includes(a.focusArea) && a.generationId === id && a.route.startsWith('/'))).toBe(true);
    expect(activities.reduce((sum, a) => sum + a.estimatedTime, 0)).toBeLessThanOrEqual(20);
    expect(await db.planServedTemplate.count({ where: { userId: viewer.userId } })).toBe(2);
  });

  it("builds on the learner's latest mistake", async () => {
    const viewer = testViewer();
    await recordErrorPatterns(
      db,
      {
        reportId: randomUUID(),
        userId: viewer.userId,
        patterns: [{ errorType: 'pronunciation', specificError: 'fink', correctForm: 'think' }],
        occurredAt: NOW.toISOString(),
      },
      NOW,
    );
    const plan = await createPlan(viewer, { ...validPlan, focusAreas: ['cultura', 'pronuncia'] });
    const generation = await generated(viewer, plan.id);
    expect(generation.activities[0]).toMatchObject({ focusArea: 'pronuncia' });
    expect(generation.activities[0].instruction).toContain('você disse "fink"; o certo é "think"');
  });

  it("finds no plan that is not the caller's current one, writing nothing", async () => {
    const owner = testViewer();
    const plan = await createPlan(owner);
    const stranger = testViewer();
    for (const planId of [plan.id, randomUUID(), 'not-a-uuid']) {
      const result = await run(GENERATE, { planId }, stranger);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Plano não encontrado.');
    }
    const replaced = await createPlan(owner);
    expect(codeOf(await run(GENERATE, { planId: plan.id }, owner))).toBe('NOT_FOUND');
    expect(await db.planGeneration.count({ where: { userId: { in: [owner.userId, stranger.userId] } } })).toBe(0);
    expect(replaced.id).not.toBe(plan.id);
  });

  it(`allows ${MAX_ACTIVE_GENERATIONS} generations in flight, then asks to wait`, async () => {
    const viewer = testViewer();
    const plan = await createPlan(viewer);
    for (let i = 0; i < MAX_ACTIVE_GENERATIONS; i++) expect((await run(GENERATE, { planId: plan.id }, viewer)).errors).toBeUndefined();
    const refused = await run(GENERATE, { planId: plan.id }, viewer);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBe(10);
    expect(await db.planGeneration.count({ where: { userId: viewer.userId } })).toBe(MAX_ACTIVE_GENERATIONS);
  });

  it("reads another learner's generation as null", async () => {
    const owner = testViewer();
    const generation = await generated(owner, (await createPlan(owner)).id);
    expect((await run(GENERATION, { id: generation.id }, testViewer())).data?.planGeneration).toBeNull();
    expect((await run(GENERATION, { id: 'nope' }, owner)).data?.planGeneration).toBeNull();
  });
});

describe('completing and skipping', () => {
  it("records a completion on progress and today's count (São Paulo day) once; skipping records nothing", async () => {
    const viewer = testViewer();
    const plan = await createPlan(viewer);
    const first = await generated(viewer, plan.id);
    const activity = first.activities[0];
    expect((await run(CURRENT, {}, viewer)).data?.currentPlanActivity).toMatchObject({ id: activity.id, generationId: first.id });

    const done = await run(COMPLETE, { generationId: first.id, activityId: activity.id }, viewer);
    expect(done.data?.completePlanActivity).toEqual({ date: '2026-07-14', completed: 1, target: 5 });
    expect((await run(COMPLETE, { generationId: first.id, activityId: activity.id }, viewer)).data?.completePlanActivity.completed).toBe(1);
    const { progress } = (await run(PROGRESS, {}, viewer)).data!;
    expect(progress).toMatchObject({ totalMinutes: activity.estimatedTime, flowPoints: activity.estimatedTime * 5 });
    expect(progress.recentActivity[0]).toEqual({
      kind: 'practice',
      title: `Plano IA: ${activity.title}`,
      minutes: activity.estimatedTime,
      flowPoints: activity.estimatedTime * 5,
    });
    expect((await run(PLAN, {}, viewer)).data?.adaptivePlan.completedCount).toBe(1);
    expect((await run(CURRENT, {}, viewer)).data?.currentPlanActivity).toBeNull();

    const second = await generated(viewer, plan.id);
    expect((await run(SKIP, { generationId: second.id, activityId: second.activities[0].id }, viewer)).data?.skipPlanActivity).toBe(true);
    expect((await run(CURRENT, {}, viewer)).data?.currentPlanActivity).toBeNull();
    expect((await run(TODAY, {}, viewer)).data?.planProgressToday.completed).toBe(1);
    expect((await run(PROGRESS, {}, viewer)).data?.progress.totalMinutes).toBe(activity.estimatedTime);
    // The next São Paulo day starts from zero.
    expect((await run(TODAY, {}, viewer, new Date('2026-07-15T03:00:00Z'))).data?.planProgressToday).toEqual({ date: '2026-07-15', completed: 0, target: 5 });
  });

  it("finds no activity of another learner's generation, and records nothing", async () => {
    const owner = testViewer();
    const generation = await generated(owner, (await createPlan(owner)).id);
    const stranger = testViewer();
    for (const mutation of [COMPLETE, SKIP]) {
      for (const [generationId, activityId] of [
        [generation.id, generation.activities[0].id],
        [generation.id, 'nope'],
        ['not-a-uuid', 'x'],
      ]) {
        expect(codeOf(await run(mutation, { generationId, activityId }, stranger))).toBe('NOT_FOUND');
      }
    }
    expect(await db.planActivityCompletion.count({ where: { userId: stranger.userId } })).toBe(0);
    expect((await run(CURRENT, {}, owner)).data?.currentPlanActivity.generationId).toBe(generation.id);
  });
});
