import { describe, expect, it } from 'vitest';
import { HANDOUT_LEVELS, type HandoutLevel } from '@juba/contracts/jobs';
import { AiAbortedError, AiInvalidLevelError } from '../errors.ts';
import { materialSchema, type Material } from '../handouts/material.ts';
import type { GenerationProgress } from '../progress.ts';
import { TOPICS_BY_LEVEL } from '../handouts/bank/index.ts';
import { createOfflineProvider } from './offline-provider.ts';
import { seededRandom } from './random.ts';

const SEEDS = Array.from({ length: 150 }, (_, i) => i * 7919 + 1);

async function generate(level: HandoutLevel, seed: number): Promise<Material> {
  return createOfflineProvider({ random: seededRandom(seed) }).generateHandout(level, {});
}

const text = (m: Material) => JSON.stringify(m);
const bankTitles = (level: HandoutLevel) => new Set(TOPICS_BY_LEVEL[level].flatMap((t) => [...t.lessons, ...t.exercises].map((v) => v.title)));

describe('offline provider', () => {
  it('says what it is', () => {
    expect(createOfflineProvider().name).toBe('offline');
  });

  it.each(HANDOUT_LEVELS)('produces a valid %s handout for every seed: intro, topic slides, exercises, summary', async (level) => {
    for (const seed of SEEDS) {
      const material = await generate(level, seed);
      expect(materialSchema.safeParse(material).success).toBe(true);
      expect(material.slides.length).toBeGreaterThanOrEqual(6);
      expect(material.slides.length).toBeLessThanOrEqual(10);

      const [intro, ...rest] = material.slides;
      const summary = rest.pop()!;
      expect(intro!.content).toContain('Nesta apostila:');
      expect(summary.content).toContain('Próximos passos:');
      expect(intro!.exercise ?? null).toBeNull();
      expect(summary.exercise ?? null).toBeNull();

      const exercises = material.slides.flatMap((s) => (s.exercise ? [s.exercise] : []));
      expect(exercises.length).toBeGreaterThanOrEqual(3);
      for (const ex of exercises) {
        const answer = /^Resposta correta: (.+)$/m.exec(ex.explanation)?.[1];
        expect(ex.options).toContain(answer);
      }
      expect(material.title).toContain({ basico: 'Nível Básico', intermediario: 'Nível Intermediário', avancado: 'Nível Avançado' }[level]);
      expect(text(material)).not.toMatch(/lorem|ipsum|placeholder/i);
    }
  });

  it.each(HANDOUT_LEVELS)('builds %s handouts only from that level’s lessons and exercises', async (level) => {
    const own = bankTitles(level);
    for (const seed of SEEDS) {
      const material = await generate(level, seed);
      const topicSlides = material.slides.slice(1, -1);
      for (const slide of topicSlides) expect(own.has(slide.title), `${level}: ${slide.title}`).toBe(true);
    }
  });

  it('teaches beginner basics only at basico and advanced nuance only at avancado', async () => {
    for (const seed of SEEDS) {
      const [basico, intermediario, avancado] = await Promise.all(HANDOUT_LEVELS.map((level) => generate(level, seed)));
      // Beginner-only material: the th sounds, ship/sheep and "I have 25 years".
      for (const advancedText of [text(intermediario!), text(avancado!)]) {
        expect(advancedText).not.toMatch(/sheep|think \/θɪŋk\/|I have 25 years/);
      }
      // Advanced-only material: past modals, tag questions, connected speech.
      for (const earlierText of [text(basico!), text(intermediario!)]) {
        expect(earlierText).not.toMatch(/should have|aren't you\?|gonna/);
      }
    }
  });

  it('covers every topic of a level across seeds, mixing kinds within a handout', async () => {
    for (const level of HANDOUT_LEVELS) {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const material = await generate(level, seed);
        const intro = material.slides[0]!.content;
        const themes = TOPICS_BY_LEVEL[level].filter((t) => intro.includes(`• ${t.theme}`));
        expect(themes).toHaveLength(3);
        expect(new Set(themes.map((t) => t.kind)).size).toBeGreaterThanOrEqual(2);
        for (const t of themes) seen.add(t.id);
      }
      expect(seen.size).toBe(TOPICS_BY_LEVEL[level].length);
    }
  });

  it('varies between seeds and repeats itself for the same seed', async () => {
    const handouts = await Promise.all(SEEDS.slice(0, 30).map((seed) => generate('intermediario', seed)));
    expect(new Set(handouts.map(text)).size).toBe(30);
    expect(new Set(handouts.map((m) => m.title)).size).toBeGreaterThan(10);
    expect(await generate('intermediario', 42)).toEqual(await generate('intermediario', 42));
  });

  it('shuffles exercise options, so the correct answer is not always in the same position', async () => {
    const positions = new Set<number>();
    for (const seed of SEEDS.slice(0, 40)) {
      for (const slide of (await generate('basico', seed)).slides) {
        if (!slide.exercise) continue;
        const answer = /^Resposta correta: (.+)$/m.exec(slide.exercise.explanation)![1]!;
        positions.add(slide.exercise.options.indexOf(answer));
      }
    }
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('uses an unseeded random source by default', async () => {
    const material = await createOfflineProvider().generateHandout('avancado', {});
    expect(materialSchema.safeParse(material).success).toBe(true);
  });

  it('accepts a per-call random source that overrides the provider’s', async () => {
    const provider = createOfflineProvider({ random: seededRandom(1) });
    const a = await provider.generateHandout('basico', { random: seededRandom(99) });
    expect(a).toEqual(await generate('basico', 99));
  });

  it('reports Portuguese stages with progress rising to 100, without claiming to be a model', async () => {
    const updates: GenerationProgress[] = [];
    await createOfflineProvider({ random: seededRandom(5) }).generateHandout('basico', { onProgress: (p) => void updates.push(p) });
    expect(updates.map((u) => u.message)).toEqual([
      'Escolhendo os temas do nível...',
      'Montando os slides...',
      'Selecionando exercícios...',
      'Revisando o material...',
      'Material pronto!',
    ]);
    const progress = updates.map((u) => u.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBeGreaterThanOrEqual(0);
    expect(progress.at(-1)).toBe(100);
    expect(updates.map((u) => u.message).join(' ')).not.toMatch(/\bIA\b|intelig/i);
  });

  it('states in the description that the content is curated', async () => {
    expect((await generate('avancado', 3)).description).toContain('acervo curado do Juba');
  });

  it('waits for an async progress listener before moving on', async () => {
    const order: string[] = [];
    await createOfflineProvider({ random: seededRandom(8) }).generateHandout('basico', {
      onProgress: async (p) => {
        await Promise.resolve();
        order.push(String(p.progress));
      },
    });
    expect(order).toEqual(['5', '30', '60', '85', '100']);
  });

  it('stops when the caller cancels, before or during generation', async () => {
    const provider = createOfflineProvider({ random: seededRandom(2) });
    await expect(provider.generateHandout('basico', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AiAbortedError);

    const controller = new AbortController();
    const seen: number[] = [];
    const run = provider.generateHandout('basico', {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.progress);
        if (p.progress >= 30) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'ABORTED' });
    expect(seen).toEqual([5, 30]);
  });

  it('refuses an unknown level with a clear error', async () => {
    const run = createOfflineProvider().generateHandout('expert' as HandoutLevel, {});
    await expect(run).rejects.toBeInstanceOf(AiInvalidLevelError);
    await expect(run).rejects.toThrow('Unknown handout level "expert": expected basico, intermediario or avancado.');
  });
});
