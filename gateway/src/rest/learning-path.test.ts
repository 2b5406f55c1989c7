import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiagnosticsDb } from '@juba/diagnostics/db';
import { QUEUES } from '@juba/contracts/jobs';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { restRequest, startStack, type Stack } from '../testing/stack.ts';

// The subgraphs read it when the stack starts: this suite's activities land on their own queue.
const prefix = `test-rest-learning-path-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix });

let stack: Stack;
// Read only, to see what the API stored.
const db = createDiagnosticsDb(process.env.DATABASE_URL!);
const redis = new Redis(process.env.REDIS_URL!);
const activities = new Queue(QUEUES.learnerActivity, { connection: redis, prefix });

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await activities.obliterate({ force: true });
  await activities.close();
  redis.disconnect();
  await db.$disconnect();
});

const PATH = '/api/learning-path/complete-diagnostic';
const mastery = { phonetics: 75, grammar: 50, vocabulary: 66, cultural: 90, listening: 75, speaking: 63, assessment: 100, mastery: 70 };
const body = (overrides: Record<string, unknown> = {}) => ({
  totalPoints: 130,
  answeredQuestions: 26,
  currentLevel: 'advanced',
  masteryByModule: mastery,
  completedAt: new Date(Date.now() - 30_000).toISOString(),
  ...overrides,
});

async function signedIn() {
  const userId = `lp-${randomUUID()}`;
  return { userId, token: await stack.issuer.token({ sub: userId }) };
}

describe('POST /api/learning-path/complete-diagnostic', () => {
  it('saves two attempts, then answers 409 with the limit message and stores nothing more', async () => {
    const { userId, token } = await signedIn();

    const first = await restRequest(stack, 'POST', PATH, { token, body: body() });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      attemptCount: 1,
      isBlocked: false,
      message: 'Diagnóstico salvo. Você tem mais 1 tentativa disponível.',
      diagnostic: { masteryByModule: mastery, currentLevel: 'advanced', strengthAreas: ['fonética', 'cultural'], weaknessAreas: ['gramática'] },
    });

    const second = await restRequest(stack, 'POST', PATH, { token, body: body({ totalPoints: 190, currentLevel: 'expert' }) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ attemptCount: 2, isBlocked: true, message: 'Diagnóstico salvo. Esta foi sua tentativa final.' });

    const third = await restRequest(stack, 'POST', PATH, { token, body: body() });
    expect(third).toMatchObject({ status: 409, body: { message: 'Limite de 2 tentativas atingido.' } });

    expect(await db.diagnosticAttempt.count({ where: { userId } })).toBe(2);
    expect((await restRequest(stack, 'GET', '/api/learning-path/diagnostic-status', { token })).body).toMatchObject({
      isBlocked: true,
      attemptCount: 2,
      hasCompleted: true,
      diagnostic: { currentLevel: 'expert' },
    });
  });

  it('reports each saved attempt to the learner-progress queue', async () => {
    const { userId, token } = await signedIn();
    await restRequest(stack, 'POST', PATH, { token, body: body() });
    const [attempt] = await db.diagnosticAttempt.findMany({ where: { userId } });
    const job = await activities.getJob(`diagnostic-${attempt!.id}`);
    expect(job?.data).toMatchObject({ userId, kind: 'diagnostic', flowPoints: 130, title: 'Diagnóstico inicial (tentativa 1 de 2)' });
  });

  it.each([
    ['an unknown field', body({ isBlocked: false }), /isBlocked/],
    ['a missing field', { ...body(), completedAt: undefined }, /completedAt/],
    ['points sent as text', body({ totalPoints: '130' }), /totalPoints/],
    ['fractional points', body({ totalPoints: 12.5 }), /totalPoints/],
    ['a mastery value sent as text', body({ masteryByModule: { ...mastery, grammar: 'alto' } }), /masteryByModule/],
    ['points beyond the question bank', body({ totalPoints: 5000 }), /totalPoints deve ser um número inteiro entre 0 e/],
    ['an unknown level', body({ currentLevel: 'fluent' }), /currentLevel deve ser/],
    ['a mastery map without all eight keys', body({ masteryByModule: { phonetics: 75 } }), /masteryByModule deve ter exatamente as chaves/],
    ['a completion in the future', body({ completedAt: new Date(Date.now() + 3600_000).toISOString() }), /completedAt não pode estar no futuro/],
    ['an array', [body()], /body/],
  ])('answers 400 to %s and stores nothing', async (_, payload, message) => {
    const { userId, token } = await signedIn();
    const { status, body: answer } = await restRequest(stack, 'POST', PATH, { token, body: payload });
    expect(status).toBe(400);
    expect(answer.message).toMatch(message);
    expect(await db.diagnosticAttempt.count({ where: { userId } })).toBe(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { userId, token } = await signedIn();
    const { status } = await restRequest(stack, 'POST', PATH, { token, rawBody: '{"totalPoints": 130,' });
    expect(status).toBe(400);
    expect(await db.diagnosticAttempt.count({ where: { userId } })).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect(await restRequest(stack, 'POST', PATH, { body: body() })).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});
