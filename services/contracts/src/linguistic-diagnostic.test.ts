import { describe, expect, it } from 'vitest';
import {
  LINGUISTIC_QUESTIONS,
  LINGUISTIC_QUESTION_TYPES,
  scoreLinguisticDiagnostic,
  type LinguisticAnswer,
  type LinguisticQuestionType,
} from './linguistic-diagnostic.ts';

const wrongOf = (correct: number) => (correct + 1) % 4;

/** Answers every question, getting `right[type]` of each type's two right (the first ones in order). */
function answers(right: Record<LinguisticQuestionType, number>): LinguisticAnswer[] {
  const seen: Record<string, number> = {};
  return LINGUISTIC_QUESTIONS.map((q) => {
    seen[q.type] = (seen[q.type] ?? 0) + 1;
    return { questionId: q.id, selectedAnswer: seen[q.type]! <= right[q.type] ? q.correctAnswer : wrongOf(q.correctAnswer) };
  });
}

describe('the six questions (spec part 2 §3, §9)', () => {
  it('are two per type, each with a valid correct answer, a Portuguese explanation, and a word to hear on the phonetic ones', () => {
    expect(LINGUISTIC_QUESTIONS).toHaveLength(6);
    for (const type of LINGUISTIC_QUESTION_TYPES) expect(LINGUISTIC_QUESTIONS.filter((q) => q.type === type)).toHaveLength(2);
    expect(new Set(LINGUISTIC_QUESTIONS.map((q) => q.id)).size).toBe(6);
    for (const q of LINGUISTIC_QUESTIONS) {
      expect(q.options.length).toBe(4);
      expect(q.correctAnswer).toBeLessThan(q.options.length);
      expect(q.explanation.length).toBeGreaterThan(80);
      expect(Boolean(q.audioWord)).toBe(q.type === 'phonetic');
      // The brain widget sends them as error patterns, names of at most 80 characters.
      expect(q.interference.length).toBeLessThanOrEqual(80);
    }
  });
});

describe('scoreLinguisticDiagnostic', () => {
  it('all right: 100 everywhere, every area a strength, no interference, conversation next', () => {
    expect(scoreLinguisticDiagnostic(answers({ phonetic: 2, grammatical: 2, false_friends: 2 }))).toEqual({
      diagnosticType: 'comprehensive',
      testResults: { phonetic: 100, grammatical: 100, falseFriends: 100, overall: 100, answers: answers({ phonetic: 2, grammatical: 2, false_friends: 2 }) },
      interferencePatterns: [],
      strengthAreas: ['fonética', 'gramática', 'falsos cognatos'],
      weaknessAreas: [],
      recommendedFocus: 'conversacao',
    });
  });

  it('all wrong: 0 everywhere, every area a weakness, the six interferences in question order, phonetics first', () => {
    const result = scoreLinguisticDiagnostic(answers({ phonetic: 0, grammatical: 0, false_friends: 0 }));
    expect(result.testResults).toMatchObject({ phonetic: 0, grammatical: 0, falseFriends: 0, overall: 0 });
    expect(result.interferencePatterns).toEqual(LINGUISTIC_QUESTIONS.map((q) => q.interference));
    expect(result.strengthAreas).toEqual([]);
    expect(result.weaknessAreas).toEqual(['fonética', 'gramática', 'falsos cognatos']);
    expect(result.recommendedFocus).toBe('pronuncia');
  });

  it('50% is below the 70% threshold: a weakness; 100% a strength', () => {
    const result = scoreLinguisticDiagnostic(answers({ phonetic: 2, grammatical: 1, false_friends: 2 }));
    expect(result.testResults).toMatchObject({ phonetic: 100, grammatical: 50, falseFriends: 100, overall: 83 });
    expect(result.strengthAreas).toEqual(['fonética', 'falsos cognatos']);
    expect(result.weaknessAreas).toEqual(['gramática']);
    expect(result.interferencePatterns).toEqual([LINGUISTIC_QUESTIONS.find((q) => q.id === 'people-are')!.interference]);
    expect(result.recommendedFocus).toBe('gramatica');
  });

  it('overall is the mean of the three, rounded: 16.7 → 17, 33.3 → 33, 66.7 → 67', () => {
    const overall = (phonetic: number, grammatical: number, false_friends: number) =>
      scoreLinguisticDiagnostic(answers({ phonetic, grammatical, false_friends })).testResults.overall;
    expect(overall(1, 0, 0)).toBe(17);
    expect(overall(2, 0, 0)).toBe(33);
    expect(overall(1, 1, 1)).toBe(50);
    expect(overall(2, 2, 0)).toBe(67);
  });

  it('recommends the weakest area, the first in question order on a tie', () => {
    expect(scoreLinguisticDiagnostic(answers({ phonetic: 1, grammatical: 2, false_friends: 0 })).recommendedFocus).toBe('vocabulario');
    expect(scoreLinguisticDiagnostic(answers({ phonetic: 2, grammatical: 1, false_friends: 1 })).recommendedFocus).toBe('gramatica');
  });

  it('counts an unanswered question as wrong and lists the answers in question order', () => {
    const reversed = answers({ phonetic: 2, grammatical: 2, false_friends: 2 }).slice(1).reverse();
    const result = scoreLinguisticDiagnostic(reversed);
    expect(result.testResults.phonetic).toBe(50);
    expect(result.testResults.answers.map((a) => a.questionId)).toEqual(LINGUISTIC_QUESTIONS.slice(1).map((q) => q.id));
    expect(result.weaknessAreas).toEqual(['fonética']);
  });
});
