import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiDb } from '@juba/ai/db';
import { BRAIN_BANK } from '@juba/ai-provider';
import { restRequest, startStack, type Stack } from '../testing/stack.ts';

const PATH = '/api/brain-ai/generate-adaptive-content';

// Spec part 1 §9: the brain widget's profile for a learner without a diagnostic (difficulty 3).
const studentProfile = {
  cognitiveLevel: 25,
  learningVelocity: 50,
  errorPatterns: [],
  strongAreas: [],
  weakAreas: ['fonética'],
  motivationLevel: 75,
  neuralConnections: 10,
  synapticStrength: 30,
};

let stack: Stack;
// Reads and seeds served questions, as earlier widget sessions would have left them.
const aiDb = createAiDb(process.env.DATABASE_URL!);
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await aiDb.$disconnect();
  await stack?.close();
});

describe('POST /api/brain-ai/generate-adaptive-content', () => {
  it('requires a signed-in user', async () => {
    const res = await restRequest(stack, 'POST', PATH, { body: { studentProfile } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('answers the adaptive content item itself, flagged not completed', async () => {
    const sub = `brain-rest-${randomUUID()}`;
    const token = await stack.issuer.token({ sub });

    const { status, body } = await restRequest(stack, 'POST', PATH, { token, body: { studentProfile } });

    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'completed',
        'content',
        'correctAnswer',
        'difficulty',
        'explanation',
        'id',
        'neuralReward',
        'options',
        'personalizedHint',
        'synapticGrowth',
        'type',
      ].sort(),
    );
    expect(body).toMatchObject({ completed: false, type: 'question', difficulty: 3, neuralReward: 80, synapticGrowth: 10 });
    expect(body.id).toBe('phonetics-ed-worked');
    expect(body.options).toHaveLength(4);
    expect(body.personalizedHint).toMatch(/^Seu perfil aponta fonética como ponto a fortalecer/);
    expect((await aiDb.brainServedItem.findMany({ where: { userId: sub } })).map((r) => r.itemId)).toEqual(['phonetics-ed-worked']);

    const next = await restRequest(stack, 'POST', PATH, { token, body: { studentProfile } });
    expect(next.body.id).not.toBe('phonetics-ed-worked');
  });

  it('answers { completed: true } once every fitting question was served, so the widget celebrates', async () => {
    const sub = `brain-rest-${randomUUID()}`;
    await aiDb.brainServedItem.createMany({ data: BRAIN_BANK.map((item) => ({ userId: sub, itemId: item.id })) });

    const { status, body } = await restRequest(stack, 'POST', PATH, { token: await stack.issuer.token({ sub }), body: { studentProfile } });

    expect(status).toBe(200);
    expect(body).toEqual({ completed: true });
  });

  it('refuses malformed bodies with 400 and a readable message, and serves nothing', async () => {
    const sub = `brain-rest-${randomUUID()}`;
    const token = await stack.issuer.token({ sub });
    const cases = [
      { body: {}, message: /studentProfile: must be an object with the eight profile fields/ },
      { body: { studentProfile, extra: 1 }, message: /extra/ },
      { body: { studentProfile: { ...studentProfile, mood: 'happy' } }, message: /mood/ },
      { body: { studentProfile: { ...studentProfile, cognitiveLevel: 'high' } }, message: /studentProfile\.cognitiveLevel: must be a number/ },
      { body: { studentProfile: { ...studentProfile, weakAreas: 'fonética' } }, message: /studentProfile\.weakAreas: must be a list of names/ },
      { body: { studentProfile: { ...studentProfile, synapticStrength: undefined } }, message: /studentProfile\.synapticStrength: must be a number/ },
      { rawBody: '{"studentProfile": ', message: /not valid JSON/ },
      // Ranges are the AI subgraph's: its BAD_USER_INPUT comes back as 400 with its message.
      {
        body: { studentProfile: { ...studentProfile, motivationLevel: 5000 } },
        message: /^Invalid student profile: studentProfile\.motivationLevel must be between 0 and 1000\.$/,
      },
      {
        body: { studentProfile: { ...studentProfile, errorPatterns: Array.from({ length: 21 }, (_, i) => `p${i}`) } },
        message: /errorPatterns may hold at most 20 names/,
      },
    ];
    for (const { message, ...request } of cases) {
      const res = await restRequest(stack, 'POST', PATH, { token, ...request });
      expect(res.status, JSON.stringify(request)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await aiDb.brainServedItem.count({ where: { userId: sub } })).toBe(0);
  });
});
