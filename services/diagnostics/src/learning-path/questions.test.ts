import { describe, expect, it } from 'vitest';
import { computeLevel } from '@juba/contracts/diagnostic-level';
import type { QuestionDifficulty } from '../generated/graphql.ts';
import { DIFFICULTIES, LEARNING_PATH_QUESTIONS, MAX_TOTAL_POINTS, maxPointsFor, offerableQuestions } from './questions.ts';

const byId = new Map(LEARNING_PATH_QUESTIONS.map((q) => [q.id, q]));
const count = (difficulty: QuestionDifficulty) => LEARNING_PATH_QUESTIONS.filter((q) => q.difficulty === difficulty).length;
/** Spec part 2 §3, restated here so the bank is checked against the spec, not against its own rule. */
const SPEC_POINTS = { beginner: 5, intermediate: 10, advanced: 15, expert: 20 } as const;

describe('the placement question bank', () => {
  it('holds 26 questions with unique ids lp-01..lp-26 in that order', () => {
    expect(LEARNING_PATH_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 26 }, (_, i) => `lp-${String(i + 1).padStart(2, '0')}`));
  });

  it('gives every question 3 or 4 distinct options, a valid correct answer and a Portuguese explanation', () => {
    for (const q of LEARNING_PATH_QUESTIONS) {
      expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
      expect(q.options.length, q.id).toBeLessThanOrEqual(4);
      expect(new Set(q.options).size, q.id).toBe(q.options.length);
      expect(Number.isInteger(q.correctAnswer) && q.correctAnswer >= 0 && q.correctAnswer < q.options.length, q.id).toBe(true);
      expect(q.question.trim().length, q.id).toBeGreaterThan(10);
      expect(q.explanation.length, q.id).toBeGreaterThan(80);
      // Portuguese function words, so an English explanation cannot slip in.
      expect(q.explanation, q.id).toMatch(/(?<!\p{L})(é|não|em|para|com|que|de|do|da)(?!\p{L})/u);
    }
  });

  it('covers every module: four system questions, then phonetics, grammar, vocabulary and cultural', () => {
    const modules: Record<string, number> = {};
    for (const q of LEARNING_PATH_QUESTIONS) modules[q.moduleType] = (modules[q.moduleType] ?? 0) + 1;
    expect(modules).toEqual({ assessment: 4, phonetics: 6, grammar: 6, vocabulary: 6, cultural: 4 });
    expect(LEARNING_PATH_QUESTIONS.filter((q) => q.moduleType === 'assessment').every((q) => q.difficulty === 'beginner')).toBe(true);
  });

  it('scores beginner 5 (the four beginner system questions 10), intermediate 10, advanced 15, expert 20', () => {
    for (const q of LEARNING_PATH_QUESTIONS) {
      const expected = q.difficulty === 'beginner' && q.moduleType === 'assessment' ? 10 : SPEC_POINTS[q.difficulty];
      expect(q.points, q.id).toBe(expected);
    }
    expect(LEARNING_PATH_QUESTIONS.filter((q) => q.points === 10 && q.difficulty === 'beginner')).toHaveLength(4);
  });

  it('has enough questions and points for every level of the spec to be reachable', () => {
    expect(count('beginner')).toBeGreaterThanOrEqual(6);
    expect(count('intermediate')).toBeGreaterThanOrEqual(4);
    expect(count('advanced')).toBeGreaterThanOrEqual(2);
    expect(count('expert')).toBeGreaterThanOrEqual(1);
    expect(MAX_TOTAL_POINTS).toBeGreaterThan(180);
    expect(MAX_TOTAL_POINTS).toBe(LEARNING_PATH_QUESTIONS.reduce((sum, q) => sum + q.points, 0));
  });

  it('places a learner who answers everything correctly as expert, and one who stops before the advanced questions as intermediate', () => {
    expect(computeLevel(LEARNING_PATH_QUESTIONS, MAX_TOTAL_POINTS)).toBe('expert');
    const lower = LEARNING_PATH_QUESTIONS.filter((q) => q.difficulty === 'beginner' || q.difficulty === 'intermediate');
    expect(
      computeLevel(
        lower,
        lower.reduce((s, q) => s + q.points, 0),
      ),
    ).toBe('intermediate');
  });

  it('forms a graph whose prerequisites exist, come earlier, are no harder, and mirror the unlocks', () => {
    for (const q of LEARNING_PATH_QUESTIONS) {
      for (const pre of q.prerequisiteIds) {
        const prerequisite = byId.get(pre);
        expect(prerequisite, `${q.id} needs ${pre}`).toBeDefined();
        expect(LEARNING_PATH_QUESTIONS.indexOf(prerequisite!), `${pre} before ${q.id}`).toBeLessThan(LEARNING_PATH_QUESTIONS.indexOf(q));
        expect(DIFFICULTIES.indexOf(prerequisite!.difficulty), `${pre} no harder than ${q.id}`).toBeLessThanOrEqual(DIFFICULTIES.indexOf(q.difficulty));
        expect(prerequisite!.unlocks, `${pre} unlocks ${q.id}`).toContain(q.id);
      }
      for (const next of q.unlocks) expect(byId.get(next)?.prerequisiteIds, `${next} needs ${q.id}`).toContain(q.id);
    }
  });

  it('has no cycles', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (id: string): void => {
      if (done.has(id)) return;
      expect(visiting.has(id), `cycle through ${id}`).toBe(false);
      visiting.add(id);
      for (const pre of byId.get(id)!.prerequisiteIds) visit(pre);
      visiting.delete(id);
      done.add(id);
    };
    for (const q of LEARNING_PATH_QUESTIONS) visit(q.id);
  });

  it('makes every non-entry question depend on an easier one: beginner unlocks intermediate, and so on', () => {
    for (const q of LEARNING_PATH_QUESTIONS.filter((x) => x.difficulty !== 'beginner')) {
      const below = DIFFICULTIES[DIFFICULTIES.indexOf(q.difficulty) - 1];
      expect(
        q.prerequisiteIds.some((id) => byId.get(id)!.difficulty === below),
        q.id,
      ).toBe(true);
    }
  });

  it('offers every question, one after another, in the spec order (unanswered, prerequisites met, bank order)', () => {
    const answered = new Set<string>();
    const order: string[] = [];
    for (let next = offerableQuestions(answered)[0]; next; next = offerableQuestions(answered)[0]) {
      order.push(next.id);
      answered.add(next.id);
    }
    expect(order).toEqual(LEARNING_PATH_QUESTIONS.map((q) => q.id));
  });

  it('first offers only the questions without prerequisites, and unlocks a question once all its prerequisites are answered', () => {
    expect(offerableQuestions(new Set()).map((q) => q.id)).toEqual(['lp-01', 'lp-02', 'lp-03', 'lp-04']);
    const partial = new Set(['lp-01', 'lp-02', 'lp-03', 'lp-04', 'lp-09']);
    expect(offerableQuestions(partial).map((q) => q.id)).toContain('lp-13');
    partial.delete('lp-09');
    expect(offerableQuestions(partial).map((q) => q.id)).not.toContain('lp-13');
  });

  it('knows the most points a given number of answered questions can be worth', () => {
    expect(maxPointsFor(0)).toBe(0);
    expect(maxPointsFor(1)).toBe(20);
    expect(maxPointsFor(3)).toBe(60);
    expect(maxPointsFor(26)).toBe(MAX_TOTAL_POINTS);
    expect(maxPointsFor(40)).toBe(MAX_TOTAL_POINTS);
  });
});
