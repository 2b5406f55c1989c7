import { describe, expect, it } from 'vitest';
import { AiAbortedError } from '../errors.ts';
import { brainQuestionSchema, type BrainQuestion, type BrainQuestionRequest } from './question.ts';
import { BRAIN_BANK, type BrainBankItem } from './bank/index.ts';
import { DIFFICULTY_WINDOW } from './choice.ts';
import { createOfflineProvider } from '../offline/offline-provider.ts';
import { seededRandom } from '../offline/random.ts';

const request = (overrides: Partial<BrainQuestionRequest> = {}): BrainQuestionRequest => ({
  weakAreas: [],
  strongAreas: [],
  errorPatterns: [],
  difficulty: 5,
  excludeIds: [],
  ...overrides,
});

const bankItem = (id: string) => BRAIN_BANK.find((i) => i.id === id)!;
const moduleOf = (q: BrainQuestion) => q.module;

/** Serves questions one after another, as the resolver does, until the provider has none left. */
async function serveAll(provider: ReturnType<typeof createOfflineProvider>, base: BrainQuestionRequest) {
  const served: BrainQuestion[] = [];
  for (let i = 0; i <= BRAIN_BANK.length; i++) {
    const question = await provider.generateBrainQuestion({ ...base, excludeIds: served.map((q) => q.id) }, {});
    if (!question) return served;
    served.push(question);
  }
  throw new Error('the provider never ran out of questions');
}

describe('offline brain questions', () => {
  it('answers a valid question from the curated bank, as it is written there', async () => {
    const question = await createOfflineProvider({ random: seededRandom(1) }).generateBrainQuestion(request(), {});
    expect(brainQuestionSchema.safeParse(question).success).toBe(true);
    const item = bankItem(question!.id);
    expect(question).toMatchObject({
      module: item.module,
      difficulty: item.difficulty,
      content: item.content,
      options: [...item.options],
      correctAnswer: item.correctAnswer,
      explanation: item.explanation,
    });
    expect(question!.personalizedHint).toContain(item.hint);
  });

  it.each([
    [['fonética'], 'phonetics'],
    [['phonetics'], 'phonetics'],
    [['gramática'], 'grammar'],
    [['vocabulário'], 'vocabulary'],
    [['cultural'], 'cultural'],
    [['compreensão auditiva'], 'listening'],
  ])('serves the weak area %j first, saying so in the hint', async (weakAreas, module) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const question = (await createOfflineProvider({ random: seededRandom(seed) }).generateBrainQuestion(request({ weakAreas, difficulty: 5 }), {}))!;
      expect(question.module).toBe(module);
      expect(question.type).toBe('question');
      expect(question.personalizedHint).toMatch(/^Seu perfil aponta .+ como ponto a fortalecer/);
    }
  });

  it('serves the nearest difficulty to the one requested', async () => {
    for (let difficulty = 1; difficulty <= 10; difficulty++) {
      const question = (await createOfflineProvider({ random: seededRandom(difficulty) }).generateBrainQuestion(
        request({ weakAreas: ['grammar'], difficulty }),
        {},
      ))!;
      expect(question.difficulty).toBe(difficulty);
    }
    // Listening has no difficulty 1 question: the nearest is 2.
    const listening = (await createOfflineProvider().generateBrainQuestion(request({ weakAreas: ['listening'], difficulty: 1 }), {}))!;
    expect(listening).toMatchObject({ module: 'listening', difficulty: 2 });
  });

  it('prefers, among equally near questions, one that trains an error pattern of the profile', async () => {
    // With the difficulty-5 phonetics question served, the nearest are the 4 (epenthesis) and the 6 (word stress).
    const base = request({ weakAreas: ['fonética'], difficulty: 5, excludeIds: ['phonetics-flap-t-better'] });
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const provider = createOfflineProvider({ random: seededRandom(seed) });
      expect((await provider.generateBrainQuestion({ ...base, errorPatterns: ['tonicidade'] }, {}))!.id).toBe('phonetics-stress-photographer');
      expect((await provider.generateBrainQuestion({ ...base, errorPatterns: ['epêntese'] }, {}))!.id).toBe('phonetics-final-consonant-big');
    }
    const th = (await createOfflineProvider().generateBrainQuestion(request({ weakAreas: ['fonética'], errorPatterns: ['th'], difficulty: 1 }), {}))!;
    expect(th.id).toBe('phonetics-th-think');
    expect(th.personalizedHint).toContain('esta questão trabalha o som do th, um padrão de erro do seu perfil');
  });

  it('serves other areas once the weak ones are done, strong areas last and as reviews', async () => {
    const served = await serveAll(
      createOfflineProvider({ random: seededRandom(9) }),
      request({ weakAreas: ['fonética'], strongAreas: ['cultural'], difficulty: 5 }),
    );
    const modules = served.map(moduleOf);
    const firstOther = modules.findIndex((m) => m !== 'phonetics');
    const firstStrong = modules.indexOf('cultural');
    expect(modules.slice(0, firstOther).every((m) => m === 'phonetics')).toBe(true);
    expect(modules.slice(firstOther).includes('phonetics')).toBe(false);
    expect(modules.slice(firstStrong).every((m) => m === 'cultural')).toBe(true);
    expect(
      served.filter((q) => q.module === 'cultural').every((q) => q.type === 'review' && q.personalizedHint.startsWith('Revisão de cultura americana')),
    ).toBe(true);
    expect(served.filter((q) => q.module === 'grammar').every((q) => q.type === 'question' && q.personalizedHint.startsWith('Prática de gramática'))).toBe(
      true,
    );
  });

  it('never repeats a served question, and answers null once every fitting question was served', async () => {
    const base = request({ weakAreas: ['gramática'], difficulty: 2 });
    const served = await serveAll(createOfflineProvider({ random: seededRandom(4) }), base);
    const ids = served.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const fitting = BRAIN_BANK.filter((i) => Math.abs(i.difficulty - 2) <= DIFFICULTY_WINDOW);
    expect([...ids].sort()).toEqual(fitting.map((i) => i.id).sort());
    expect(await createOfflineProvider().generateBrainQuestion({ ...base, excludeIds: ids }, {})).toBeNull();
  });

  it('works from an injected bank, and runs out of it', async () => {
    const bank: BrainBankItem[] = [bankItem('grammar-age-to-be'), bankItem('grammar-does-question'), bankItem('grammar-mixed-conditional')];
    const provider = createOfflineProvider({ brainBank: bank });
    const served = await serveAll(provider, request({ difficulty: 1 }));
    // The difficulty-10 question is too far from 1 to fit.
    expect(served.map((q) => q.id)).toEqual(['grammar-age-to-be', 'grammar-does-question']);
  });

  it('varies the choice between equally good questions', async () => {
    const ids = new Set<string>();
    for (let seed = 1; seed <= 30; seed++)
      ids.add((await createOfflineProvider({ random: seededRandom(seed) }).generateBrainQuestion(request({ difficulty: 2 }), {}))!.id);
    expect(ids.size).toBeGreaterThan(3);
  });

  it('ignores area names it does not know instead of failing', async () => {
    const question = await createOfflineProvider().generateBrainQuestion(
      request({ weakAreas: ['astrologia'], strongAreas: ['<script>'], errorPatterns: ['???'] }),
      {},
    );
    expect(question?.type).toBe('question');
    expect(question?.personalizedHint).toMatch(/^Prática de .+ no seu nível atual\. Dica: /);
  });

  it('stops when the caller has cancelled', async () => {
    await expect(createOfflineProvider().generateBrainQuestion(request(), { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AiAbortedError);
  });
});
