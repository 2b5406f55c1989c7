import { describe, expect, it } from 'vitest';
import { ERROR_PATTERNS } from '../areas.ts';
import { BRAIN_MODULES } from '../question.ts';
import { DIFFICULTY_WINDOW } from '../choice.ts';
import { BRAIN_BANK } from './index.ts';

// Portuguese letters or short words English prose does not use, to tell Portuguese text from English.
const PORTUGUESE =
  /[ãõçáéíóúâêô]|\b(com|como|para|uma|um|que|quem|qual|seu|sua|em|se|ou|de|da|dos|das|sem|na|os|mais|sempre|depois|antes|isso|esta|este|pela|pelo|ao|tem|vem|fica|aqui|ali|ele|ela)\b/i;

describe('brain question bank', () => {
  it('holds at least 40 questions with unique, stable ids', () => {
    expect(BRAIN_BANK.length).toBeGreaterThanOrEqual(40);
    const ids = BRAIN_BANK.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
    for (const id of ids) expect(id.startsWith(`${BRAIN_BANK.find((i) => i.id === id)!.module}-`)).toBe(true);
  });

  it('gives every question four distinct options and a valid correct index', () => {
    for (const item of BRAIN_BANK) {
      expect(item.options, item.id).toHaveLength(4);
      expect(new Set(item.options).size, item.id).toBe(4);
      for (const option of item.options) expect(option.trim().length, item.id).toBeGreaterThan(0);
      expect([0, 1, 2, 3], item.id).toContain(item.correctAnswer);
    }
  });

  it('does not keep the correct answer in one position', () => {
    const positions = BRAIN_BANK.map((item) => item.correctAnswer);
    for (const position of [0, 1, 2, 3]) expect(positions.filter((p) => p === position).length).toBeGreaterThanOrEqual(5);
  });

  it('explains every answer and gives a tip, in Portuguese', () => {
    for (const item of BRAIN_BANK) {
      expect(item.explanation.length, item.id).toBeGreaterThan(40);
      expect(item.explanation, item.id).toMatch(PORTUGUESE);
      expect(item.content, item.id).toMatch(PORTUGUESE);
      expect(item.hint.length, item.id).toBeGreaterThan(10);
      expect(item.hint, item.id).toMatch(PORTUGUESE);
      expect(JSON.stringify(item), item.id).not.toMatch(/lorem|ipsum|placeholder/i);
    }
  });

  it('covers phonetics, grammar, vocabulary, cultural, listening and speaking', () => {
    for (const module of BRAIN_MODULES) expect(BRAIN_BANK.filter((i) => i.module === module).length, module).toBeGreaterThanOrEqual(7);
    for (const module of ['phonetics', 'grammar', 'vocabulary', 'cultural'] as const) {
      const difficulties = new Set(BRAIN_BANK.filter((i) => i.module === module).map((i) => i.difficulty));
      expect(difficulties.size, module).toBe(10);
    }
  });

  it('spreads difficulties over 1..10 so every requested difficulty has questions to serve', () => {
    for (const item of BRAIN_BANK) {
      expect(Number.isInteger(item.difficulty)).toBe(true);
      expect(item.difficulty).toBeGreaterThanOrEqual(1);
      expect(item.difficulty).toBeLessThanOrEqual(10);
    }
    for (let difficulty = 1; difficulty <= 10; difficulty++) {
      expect(BRAIN_BANK.filter((i) => i.difficulty === difficulty).length, `difficulty ${difficulty}`).toBeGreaterThanOrEqual(4);
      expect(BRAIN_BANK.filter((i) => Math.abs(i.difficulty - difficulty) <= DIFFICULTY_WINDOW).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('tags questions only with known error patterns, and trains every one of them', () => {
    const tagged = new Set(BRAIN_BANK.flatMap((i) => i.patterns ?? []));
    expect([...tagged].sort()).toEqual(Object.keys(ERROR_PATTERNS).sort());
  });
});
