import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiagnosticsDb } from '@juba/diagnostics/db';
import { QUEUES } from '@juba/contracts/jobs';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic } from '@juba/contracts/linguistic-diagnostic';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';

// The subgraphs read it when the stack starts: this suite's activities land on their own queue.
const prefix = `test-rest-linguistic-diagnostic-${randomUUID()}`;
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

const PATH = '/api/linguistic-diagnostic';
/** The 'people are' question answered 'is', every other one right. */
const submission = scoreLinguisticDiagnostic(
  LINGUISTIC_QUESTIONS.map((q) => ({ questionId: q.id, selectedAnswer: q.id === 'people-are' ? 0 : q.correctAnswer })),
);
const LATEST = 'query { linguisticDiagnostic { id testResults { overall } weaknessAreas interferencePatterns } }';

async function signedIn() {
  const userId = `ld-${randomUUID()}`;
  return { userId, token: await stack.issuer.token({ sub: userId }) };
}
const storedFor = (userId: string) => db.linguisticDiagnostic.count({ where: { userId } });

describe('POST /api/linguistic-diagnostic', () => {
  it('stores the submission, answers the stored result, shows it as the latest and reports it to the learner', async () => {
    const { userId, token } = await signedIn();

    const saved = await restRequest(stack, 'POST', PATH, { token, body: submission });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: expect.any(String),
      completedAt: expect.any(String),
      ...submission,
      testResults: { ...submission.testResults, phonetic: 100, grammatical: 50, falseFriends: 100, overall: 83 },
      weaknessAreas: ['gramática'],
      strengthAreas: ['fonética', 'falsos cognatos'],
      recommendedFocus: 'gramatica',
    });
    expect(await storedFor(userId)).toBe(1);

    const latest = await graphqlRequest(stack, LATEST, {}, token);
    expect(latest.body.data.linguisticDiagnostic).toEqual({
      id: saved.body.id,
      testResults: { overall: 83 },
      weaknessAreas: ['gramática'],
      interferencePatterns: ['"People" tratado como singular: "people is" em vez de "people are"'],
    });
    const job = await activities.getJob(`linguistic-diagnostic-${saved.body.id}`);
    expect(job?.data).toMatchObject({ userId, kind: 'diagnostic', linguisticDiagnostic: { weaknessAreas: ['gramática'] } });
  });

  it('answers 400 with a Portuguese message to bad input, storing nothing', async () => {
    const { userId, token } = await signedIn();
    const results = submission.testResults;
    const cases: [unknown, RegExp][] = [
      [{ ...submission, testResults: { ...results, phonetic: '100' } }, /phonetic deve ser um número de 0 a 100/],
      [{ ...submission, strengthAreas: 'fonética' }, /strengthAreas deve ser uma lista de textos/],
      [{ ...submission, diagnosticType: 'quick' }, /diagnosticType deve ser 'comprehensive'/],
      [
        { ...submission, testResults: { ...results, grammatical: 100, overall: 100 } },
        /testResults\.grammatical \(100\) não confere com as respostas: deveria ser 50/,
      ],
      [{ ...submission, testResults: { ...results, overall: 83.33 } }, /testResults\.overall \(83\.33\) não confere/],
      [{ ...submission, weaknessAreas: [] }, /weaknessAreas não confere com as respostas: deveria ser gramática/],
      [{ ...submission, testResults: { ...results, answers: results.answers.slice(0, 5) } }, /Responda todas as 6 questões; faltam: pretend/],
      [{ ...submission, testResults: { ...results, answers: [...results.answers, results.answers[0]] } }, /respondida mais de uma vez/],
      [{ ...submission, isAdmin: true }, /Campos desconhecidos: isAdmin/],
      [{ ...submission, testResults: { ...results, answers: results.answers.map((a, i) => (i ? a : { ...a, extra: 1 })) } }, /Campos desconhecidos: extra/],
      [{ testResults: results }, /diagnosticType/],
    ];
    for (const [body, message] of cases) {
      const res = await restRequest(stack, 'POST', PATH, { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await storedFor(userId)).toBe(0);
    expect((await graphqlRequest(stack, LATEST, {}, token)).body.data.linguisticDiagnostic).toBeNull();
  });

  it('answers 401 to an anonymous caller', async () => {
    const before = await db.linguisticDiagnostic.count();
    const res = await restRequest(stack, 'POST', PATH, { body: submission });
    expect(res.status).toBe(401);
    expect(await db.linguisticDiagnostic.count()).toBe(before);
  });
});
