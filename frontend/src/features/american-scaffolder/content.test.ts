import { describe, expect, it } from 'vitest';
import { looksEnglish, looksPortuguese } from '@juba/contracts/testing/language';
import { CULTURE_CONTENT } from './content.ts';

describe('the scaffolder content', () => {
  it('holds three items: two sitcom clips and one movie scene', () => {
    expect(CULTURE_CONTENT).toHaveLength(3);
    expect(CULTURE_CONTENT.map((c) => c.contentType).sort()).toEqual(['movie_scene', 'sitcom_clip', 'sitcom_clip']);
    expect(new Set(CULTURE_CONTENT.map((c) => c.id)).size).toBe(3);
  });

  it('fills every field: concepts, vocabulary, a transcript, and exercises whose answers are among the options', () => {
    for (const item of CULTURE_CONTENT) {
      expect(item.culturalConcepts.length, item.id).toBeGreaterThanOrEqual(3);
      expect(item.vocabulary.length, item.id).toBeGreaterThanOrEqual(5);
      expect(item.transcription.length, item.id).toBeGreaterThanOrEqual(10);
      expect(item.exercises.comprehension.length, item.id).toBeGreaterThanOrEqual(3);
      expect(item.exercises.cultural.length, item.id).toBeGreaterThanOrEqual(2);
      for (const q of item.exercises.comprehension) {
        expect(q.options.length, q.question).toBe(4);
        expect(new Set(q.options).size, q.question).toBe(4);
        expect(q.options[q.correctAnswer], q.question).toBeDefined();
      }
      const texts = [
        item.title,
        item.description,
        item.americanContext,
        item.brazilianComparison,
        ...item.culturalConcepts,
        ...item.vocabulary.flatMap((v) => [v.term, v.meaning]),
        ...item.transcription.flatMap((t) => [t.speaker, t.line]),
        ...item.exercises.comprehension.flatMap((q) => [q.question, ...q.options]),
        ...item.exercises.cultural.flatMap((c) => [c.question, c.explanation]),
      ];
      for (const text of texts) expect(text.trim(), item.id).not.toBe('');
    }
  });

  it('explains in Portuguese; the scenes and their questions are in English', () => {
    for (const item of CULTURE_CONTENT) {
      const portuguese = [
        item.description,
        item.americanContext,
        item.brazilianComparison,
        ...item.culturalConcepts,
        ...item.vocabulary.map((v) => v.meaning),
        ...item.exercises.cultural.flatMap((c) => [c.question, c.explanation]),
      ];
      for (const text of portuguese) expect(looksPortuguese(text), `${item.id}: ${text}`).toBe(true);
      for (const text of [...item.transcription.map((t) => t.line), ...item.exercises.comprehension.map((q) => q.question)]) {
        expect(looksPortuguese(text), `${item.id}: ${text}`).toBe(false);
      }
      expect(looksEnglish(item.transcription.map((t) => t.line).join(' ')), item.id).toBe(true);
    }
  });
});
