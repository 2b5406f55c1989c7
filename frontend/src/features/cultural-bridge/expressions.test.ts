import { describe, expect, it } from 'vitest';
import { looksEnglish, looksPortuguese } from '@juba/contracts/testing/language';
import { CULTURAL_EXPRESSIONS, EXPRESSION_CATEGORIES } from './expressions.ts';

describe('the cultural expressions', () => {
  it('hold at least 30 expressions, at least 5 in each of the five categories, with unique ids', () => {
    expect(CULTURAL_EXPRESSIONS.length).toBeGreaterThanOrEqual(30);
    for (const category of EXPRESSION_CATEGORIES)
      expect(CULTURAL_EXPRESSIONS.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(5);
    expect(new Set(CULTURAL_EXPRESSIONS.map((e) => e.id)).size).toBe(CULTURAL_EXPRESSIONS.length);
  });

  it('fill every field: at least two examples and one mistake each, no blank text', () => {
    for (const e of CULTURAL_EXPRESSIONS) {
      expect(e.usageExamples.length, e.id).toBeGreaterThanOrEqual(2);
      expect(e.commonMistakes.length, e.id).toBeGreaterThanOrEqual(1);
      const texts = [
        e.englishExpression,
        e.portugueseLiteral,
        e.portugueseEquivalent,
        e.contextualExplanation,
        e.culturalNotes,
        ...e.commonMistakes,
        ...e.usageExamples.flatMap((u) => [u.english, u.portuguese]),
      ];
      for (const text of texts) expect(text.trim(), e.id).not.toBe('');
    }
  });

  it('explain in Portuguese and give the examples in English with a Portuguese translation', () => {
    for (const e of CULTURAL_EXPRESSIONS) {
      for (const text of [
        e.portugueseLiteral,
        e.portugueseEquivalent,
        e.contextualExplanation,
        e.culturalNotes,
        ...e.commonMistakes,
        ...e.usageExamples.map((u) => u.portuguese),
      ]) {
        expect(looksPortuguese(text), `${e.id}: ${text}`).toBe(true);
      }
      for (const text of [e.englishExpression, ...e.usageExamples.map((u) => u.english)]) expect(looksPortuguese(text), `${e.id}: ${text}`).toBe(false);
      expect(
        e.usageExamples.some((u) => looksEnglish(u.english)),
        e.id,
      ).toBe(true);
    }
  });
});
