import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BRAIN_BANK, DIFFICULTY_WINDOW, aiConfigFromEnv, withSettings } from '@juba/ai-provider';
import { chatCompletion, hang, startChatServer } from '@juba/ai-provider/testing-server';
import { testViewer, type OperationResult } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { AiContext } from '../context.ts';
import { offlineConfig, startAiSubgraph } from '../testing/ai-subgraph.ts';

// Adaptive content reports nothing and writes no drafts.
const { db, run, stop } = startAiSubgraph();

let chat: Awaited<ReturnType<typeof startChatServer>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await chat?.close();
  chat = undefined;
});
afterAll(stop);

const GENERATE = `mutation ($profile: StudentProfileInput!) {
  generateAdaptiveContent(studentProfile: $profile) {
    completed
    item { id type difficulty content options correctAnswer explanation neuralReward synapticGrowth personalizedHint }
  }
}`;

// Spec part 1 §9: the widget's profile without a diagnostic, whose difficulty is round(2.5 + 0.75) = 3.
const baseProfile = {
  cognitiveLevel: 25,
  learningVelocity: 50,
  errorPatterns: [] as string[],
  strongAreas: [] as string[],
  weakAreas: [] as string[],
  motivationLevel: 75,
  neuralConnections: 10,
  synapticStrength: 30,
};

/** The answer's data typed loosely: each test reads the fields it asked for. */
async function generate(who: Viewer | null, profile: Record<string, unknown> = baseProfile, currentAiConfig: AiContext['currentAiConfig'] = offlineConfig) {
  return (await run(GENERATE, { profile }, who, { currentAiConfig })) as OperationResult & { data?: any };
}

const servedIds = async (userId: string) => (await db.brainServedItem.findMany({ where: { userId }, orderBy: { servedAt: 'asc' } })).map((r) => r.itemId);
const bankItem = (id: string) => BRAIN_BANK.find((i) => i.id === id);

describe('generateAdaptiveContent', () => {
  it('requires a signed-in user', async () => {
    const result = await generate(null);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an out-of-range profile with a readable message and records nothing', async () => {
    const learner = testViewer();
    const result = await generate(learner, { ...baseProfile, cognitiveLevel: 5000, weakAreas: Array.from({ length: 25 }, () => 'fonética') });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(
      'Invalid student profile: studentProfile.cognitiveLevel must be between 0 and 1000; studentProfile.weakAreas may hold at most 20 names.',
    );
    expect(await servedIds(learner.userId)).toEqual([]);
  });

  it('serves a curated question for the weak area and level, with the widget’s rewards, and records it', async () => {
    const learner = testViewer();
    const result = await generate(learner, { ...baseProfile, weakAreas: ['gramática'], learningVelocity: 64 });
    expect(result.errors).toBeUndefined();
    const { completed, item } = result.data.generateAdaptiveContent;
    expect(completed).toBe(false);
    // Difficulty round(2.5 + 64/50 × 0.75) = 3: the grammar question of difficulty 3.
    expect(item).toEqual({
      id: 'grammar-it-is-raining',
      type: 'question',
      difficulty: 3,
      content: bankItem('grammar-it-is-raining')!.content,
      options: [...bankItem('grammar-it-is-raining')!.options],
      correctAnswer: 2,
      explanation: bankItem('grammar-it-is-raining')!.explanation,
      neuralReward: 80,
      synapticGrowth: 11,
      personalizedHint: 'Seu perfil aponta gramática como ponto a fortalecer. Dica: para clima, hora e distância, o sujeito é sempre “it”.',
    });
    expect(await servedIds(learner.userId)).toEqual(['grammar-it-is-raining']);
  });

  it('never repeats a question for the same learner and answers completed once every fitting one was served', async () => {
    const learner = testViewer();
    const other = testViewer();
    const fitting = BRAIN_BANK.filter((i) => Math.abs(i.difficulty - 3) <= DIFFICULTY_WINDOW).map((i) => i.id);
    const served: string[] = [];
    for (let i = 0; i < fitting.length; i++) {
      const { item, completed } = (await generate(learner, { ...baseProfile, weakAreas: ['fonética'] })).data.generateAdaptiveContent;
      expect(completed).toBe(false);
      served.push(item.id);
    }
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual([...fitting].sort());
    expect(
      served.slice(0, BRAIN_BANK.filter((i) => i.module === 'phonetics' && fitting.includes(i.id)).length).every((id) => id.startsWith('phonetics-')),
    ).toBe(true);

    const done = await generate(learner, { ...baseProfile, weakAreas: ['fonética'] });
    expect(done.data.generateAdaptiveContent).toEqual({ completed: true, item: null });
    expect((await servedIds(learner.userId)).length).toBe(fitting.length);

    // Another learner, and a harder profile for the same learner, still have questions.
    expect((await generate(other)).data.generateAdaptiveContent.completed).toBe(false);
    const harder = (await generate(learner, { ...baseProfile, cognitiveLevel: 90 })).data.generateAdaptiveContent;
    expect(harder.completed).toBe(false);
    expect(harder.item.difficulty).toBeGreaterThan(6);
  });

  it('asks the configured model when one is set, and records its fresh question', async () => {
    chat = await startChatServer([
      chatCompletion(
        JSON.stringify({
          content: 'Qual frase usa a preposição certa: “The party is ___ Friday”?',
          options: ['on', 'in', 'at', 'by'],
          correctAnswer: 0,
          explanation: 'Dias da semana usam on.',
          hint: 'pense em dias da semana.',
        }),
      ),
    ]);
    const config = withSettings(aiConfigFromEnv({ AI_BASE_URL: chat.baseURL }), { model: 'brain-model' });
    const learner = testViewer();

    const result = await generate(learner, { ...baseProfile, weakAreas: ['grammar'], errorPatterns: ['preposições'] }, () => config);

    const { item, completed } = result.data.generateAdaptiveContent;
    expect(completed).toBe(false);
    expect(item).toMatchObject({ type: 'question', difficulty: 3, options: ['on', 'in', 'at', 'by'], correctAnswer: 0, neuralReward: 80, synapticGrowth: 10 });
    expect(item.id).toMatch(/^gen-/);
    expect(item.personalizedHint).toBe('Seu perfil aponta gramática como ponto a fortalecer. Dica: pense em dias da semana.');
    expect(chat.requests[0]!.body.model).toBe('brain-model');
    expect(JSON.parse(chat.requests[0]!.body.messages[1].content.replace(/^[^{]*/, ''))).toMatchObject({ module: 'grammar', difficulty: 3 });
    expect(await servedIds(learner.userId)).toEqual([item.id]);
  });

  it('falls back to a curated question, and logs why, when the model times out', async () => {
    chat = await startChatServer([hang]);
    const config = withSettings(aiConfigFromEnv({ AI_BASE_URL: chat.baseURL }), { timeoutMs: 3_000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const learner = testViewer();
    const arrived = chat.nextRequest();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = generate(learner, { ...baseProfile, weakAreas: ['vocabulário'] }, () => config);
    await arrived;
    await vi.advanceTimersByTimeAsync(3_000);
    const result = await pending;

    expect(result.errors).toBeUndefined();
    const { item } = result.data.generateAdaptiveContent;
    expect(item.id).toMatch(/^vocabulary-/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/the openai provider failed \(TIMEOUT: The AI server did not answer within 3000 ms\.\); serving a curated question instead/),
    );
    expect(await servedIds(learner.userId)).toEqual([item.id]);
  });

  it('falls back to a curated question when the model server is down or answers nonsense twice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    chat = await startChatServer([chatCompletion('not json'), chatCompletion('{"content": "?"}')]);
    const nonsense = await generate(testViewer(), { ...baseProfile, weakAreas: ['cultural'] }, () => aiConfigFromEnv({ AI_BASE_URL: chat!.baseURL }));
    expect(nonsense.data.generateAdaptiveContent.item.id).toMatch(/^cultural-/);

    const deadURL = chat.baseURL;
    await chat.close();
    chat = undefined;
    const down = await generate(testViewer(), { ...baseProfile, weakAreas: ['cultural'] }, () => aiConfigFromEnv({ AI_BASE_URL: deadURL }));
    expect(down.data.generateAdaptiveContent.item.id).toMatch(/^cultural-/);

    expect(warn.mock.calls.map(([m]) => String(m).match(/\((\w+):/)?.[1])).toEqual(['INVALID_OUTPUT', 'UNAVAILABLE']);
  });
});
