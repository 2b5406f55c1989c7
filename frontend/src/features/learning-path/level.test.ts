import { describe, expect, it } from 'vitest';
import type { QuestionDifficulty } from '../../generated/graphql.ts';
import { computeLevel } from './level.ts';

/** `count` answered questions of one difficulty, earning `earned` points each. */
function answered(difficulty: QuestionDifficulty, count: number, earned = 0) {
  return Array.from({ length: count }, () => ({ difficulty, earned }));
}

/** Exactly `points` points, on a beginner question that was answered. */
const points = (total: number) => [{ difficulty: 'beginner' as const, earned: total }];

describe('level computation (spec part 2 §4, top down, first match wins)', () => {
  it('is beginner with no answered questions', () => {
    expect(computeLevel([])).toBe('beginner');
  });

  describe('expert: ≥1 expert, ≥2 advanced, ≥180 points', () => {
    const base = [...answered('expert', 1), ...answered('advanced', 2)];
    it('at exactly the thresholds', () => expect(computeLevel([...base, ...points(180)])).toBe('expert'));
    it('not at 179 points', () => expect(computeLevel([...base, ...points(179)])).not.toBe('expert'));
    it('not without an expert question', () => expect(computeLevel([...answered('advanced', 2), ...points(500)])).not.toBe('expert'));
    it('not with a single advanced question', () =>
      expect(computeLevel([...answered('expert', 3), ...answered('advanced', 1), ...points(500)])).not.toBe('expert'));
    it('counts wrong answers as answered', () =>
      expect(computeLevel([...answered('expert', 1, 0), ...answered('advanced', 2, 0), ...points(180)])).toBe('expert'));
  });

  describe('advanced: ≥2 advanced, ≥4 intermediate, ≥120 points', () => {
    const base = [...answered('advanced', 2), ...answered('intermediate', 4)];
    it('at exactly the thresholds', () => expect(computeLevel([...base, ...points(120)])).toBe('advanced'));
    it('not at 119 points', () => expect(computeLevel([...base, ...points(119)])).not.toBe('advanced'));
    it('not with 3 intermediate', () =>
      expect(computeLevel([...answered('advanced', 2), ...answered('intermediate', 3), ...points(150)])).not.toBe('advanced'));
    it('not with 1 advanced', () => expect(computeLevel([...answered('advanced', 1), ...answered('intermediate', 6), ...points(150)])).not.toBe('advanced'));
    it('when expert fails only on points', () => expect(computeLevel([...answered('expert', 1), ...base, ...points(179)])).toBe('advanced'));
  });

  describe('intermediate: ≥3 intermediate, ≥6 beginner, ≥80 points', () => {
    const base = [...answered('intermediate', 3), ...answered('beginner', 5)];
    it('at exactly the thresholds', () => expect(computeLevel([...base, ...points(80)])).toBe('intermediate'));
    it('not at 79 points', () => expect(computeLevel([...base, ...points(79)])).toBe('beginner'));
    it('not with 2 intermediate', () => expect(computeLevel([...answered('intermediate', 2), ...answered('beginner', 5), ...points(100)])).toBe('beginner'));
    it('not with 5 beginner', () => expect(computeLevel([...answered('intermediate', 3), ...answered('beginner', 4), ...points(100)])).toBe('beginner'));
    it('when advanced fails only on points', () =>
      expect(computeLevel([...answered('advanced', 2), ...answered('intermediate', 4), ...answered('beginner', 5), ...points(119)])).toBe('intermediate'));
  });

  it('is beginner otherwise', () => {
    expect(computeLevel([...answered('beginner', 10, 10)])).toBe('beginner');
  });
});
