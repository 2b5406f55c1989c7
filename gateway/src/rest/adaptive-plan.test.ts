import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { createLearnerDb } from '@juba/learner/db';
import { parseWorkerEnv, startWorkerPool, type WorkerPool } from '@juba/workers';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { restRequest, startStack, type Stack } from '../testing/stack.ts';

// The API, the learner relay and the plan-generation worker on queues of this suite's own.
const prefix = `test-rest-adaptive-plan-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix });

let stack: Stack;
let workers: WorkerPool;
const redis = new Redis(process.env.REDIS_URL!);
const db = createLearnerDb(process.env.DATABASE_URL!);

beforeAll(async () => {
  stack = await startStack();
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, WORKER_QUEUES: 'plan-generation' }),
    ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    log: { info: () => {}, warn: console.warn, error: console.error },
  });
});
afterAll(async () => {
  await workers?.stop(5000);
  await stack?.close();
  const queue = new Queue(QUEUES.planGeneration, { connection: redis, prefix });
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await db.$disconnect();
});

async function signedIn() {
  const userId = `plan-${randomUUID()}`;
  return { userId, token: await stack.issuer.token({ sub: userId }) };
}

const plan = {
  learningStyle: 'leitura',
  availableTime: 15,
  studyHours: 'tarde',
  primaryGoal: 'Ler artigos técnicos em inglês',
  learningPreference: 'teorico',
  difficultyPreference: 'desafio',
  focusAreas: ['leitura', 'vocabulario'],
  motivationStyle: 'conquistas',
};

const written = async (userId: string) => ({
  plans: await db.adaptivePlan.count({ where: { userId } }),
  generations: await db.planGeneration.count({ where: { userId } }),
});

describe('GET and POST /api/adaptive-plan', () => {
  it('answers null without a plan, creates one and answers it, and 401 to no one', async () => {
    const { token } = await signedIn();
    const none = await restRequest(stack, 'GET', '/api/adaptive-plan', { token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const created = await restRequest(stack, 'POST', '/api/adaptive-plan/create', { token, body: { ...plan, primaryGoal: `  ${plan.primaryGoal} ` } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ ...plan, id: expect.any(String), completedCount: 0, createdAt: expect.any(String) });
    expect((await restRequest(stack, 'GET', '/api/adaptive-plan', { token })).body).toEqual(created.body);
    expect((await restRequest(stack, 'GET', '/api/adaptive-plan')).status).toBe(401);
    expect((await restRequest(stack, 'POST', '/api/adaptive-plan/create', { body: plan })).status).toBe(401);
  });

  it.each([
    ['an empty goal', { primaryGoal: '  ' }, /Por favor, defina sua meta de aprendizagem\./],
    ['a goal of 301 characters', { primaryGoal: 'x'.repeat(301) }, /A meta pode ter no máximo 300 caracteres \(tem 301\)\./],
    ['no focus area', { focusAreas: [] }, /Selecione pelo menos uma área para focar\./],
    [
      'an unknown focus area',
      { focusAreas: ['astronomia'] },
      /focusAreas deve ser um de: conversacao, gramatica, vocabulario, pronuncia, escuta, leitura, escrita, negocios, cultura\./,
    ],
    ['an unknown style', { learningStyle: 'auditory' }, /learningStyle deve ser um de: visual, auditivo, cinestesico, leitura\./],
    ['a time off the slider', { availableTime: 12 }, /O tempo disponível deve ser de 5 a 120 minutos, em passos de 5\./],
    ['a time past it', { availableTime: 125 }, /O tempo disponível deve ser de 5 a 120 minutos, em passos de 5\./],
    ['a time in text', { availableTime: '30' }, /O tempo disponível deve ser de 5 a 120 minutos, em passos de 5\./],
    ['a missing field', { motivationStyle: undefined }, /motivationStyle deve ser um de/],
    ['an unknown field', { level: 'advanced' }, /Campos desconhecidos: level\./],
  ])('refuses %s with 400 and writes nothing', async (_case, change, message) => {
    const { userId, token } = await signedIn();
    const res = await restRequest(stack, 'POST', '/api/adaptive-plan/create', { token, body: { ...plan, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await written(userId)).toEqual({ plans: 0, generations: 0 });
  });
});

describe('POST /api/adaptive-plan/generate-content', () => {
  it('waits for the plan-generation job and answers its activities, the first for a focus area of the plan', async () => {
    const { userId, token } = await signedIn();
    const { body: created } = await restRequest(stack, 'POST', '/api/adaptive-plan/create', { token, body: plan });
    const res = await restRequest(stack, 'POST', '/api/adaptive-plan/generate-content', { token, body: { planId: created.id } });
    expect(res.status).toBe(200);
    expect(res.body.activities).toHaveLength(1);
    const [activity] = res.body.activities;
    expect(activity).toEqual({
      id: expect.any(String),
      generationId: expect.any(String),
      focusArea: expect.stringMatching(/^(leitura|vocabulario)$/),
      title: expect.any(String),
      moduleType: expect.any(String),
      route: expect.stringMatching(/^\//),
      instruction: expect.any(String),
      adaptation: expect.stringMatching(/^Para quem aprende lendo.*Com teoria/),
      visualCues: expect.any(Array),
      estimatedTime: expect.any(Number),
    });
    expect(activity.estimatedTime).toBeLessThanOrEqual(15);
    expect(await db.planGeneration.findUniqueOrThrow({ where: { id: activity.generationId } })).toMatchObject({ userId, status: 'COMPLETED' });
  });

  it("is 404 for another learner's plan, a plan replaced since and an id that is none, writing nothing", async () => {
    const owner = await signedIn();
    const { body: first } = await restRequest(stack, 'POST', '/api/adaptive-plan/create', { token: owner.token, body: plan });
    const stranger = await signedIn();
    for (const planId of [first.id, randomUUID(), 'not-a-plan']) {
      const res = await restRequest(stack, 'POST', '/api/adaptive-plan/generate-content', { token: stranger.token, body: { planId } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Plano não encontrado.');
    }
    await restRequest(stack, 'POST', '/api/adaptive-plan/create', { token: owner.token, body: plan });
    expect((await restRequest(stack, 'POST', '/api/adaptive-plan/generate-content', { token: owner.token, body: { planId: first.id } })).status).toBe(404);
    expect(await written(stranger.userId)).toEqual({ plans: 0, generations: 0 });
    expect((await written(owner.userId)).generations).toBe(0);
  });

  it('refuses a body without a plan id with 400', async () => {
    const { userId, token } = await signedIn();
    for (const body of [{}, { planId: 42 }, { planId: 'x', extra: true }]) {
      const res = await restRequest(stack, 'POST', '/api/adaptive-plan/generate-content', { token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await written(userId)).toEqual({ plans: 0, generations: 0 });
  });
});
