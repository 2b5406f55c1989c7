import { describe, expect, it } from 'vitest';
import { computeLevel, levelMinimums, toProfileLevel, type DiagnosticLevel } from './diagnostic-level.ts';

const answered = (counts: Partial<Record<DiagnosticLevel, number>>) =>
  (Object.entries(counts) as [DiagnosticLevel, number][]).flatMap(([difficulty, n]) => Array.from({ length: n }, () => ({ difficulty })));

describe('computeLevel (spec part 2 §4)', () => {
  it('is beginner when nothing was answered, whatever the points say', () => {
    expect(computeLevel([], 999)).toBe('beginner');
  });

  describe('expert: at least 1 expert, 2 advanced and 180 points', () => {
    const exactly = { expert: 1, advanced: 2 };
    it('at the edge', () => expect(computeLevel(answered(exactly), 180)).toBe('expert'));
    it('with 179 points it is not', () => expect(computeLevel(answered(exactly), 179)).not.toBe('expert'));
    it('without an expert question it is not', () => expect(computeLevel(answered({ advanced: 2 }), 300)).not.toBe('expert'));
    it('with 1 advanced it is not', () => expect(computeLevel(answered({ expert: 1, advanced: 1 }), 300)).not.toBe('expert'));
  });

  describe('advanced: at least 2 advanced, 4 intermediate and 120 points', () => {
    const exactly = { advanced: 2, intermediate: 4 };
    it('at the edge', () => expect(computeLevel(answered(exactly), 120)).toBe('advanced'));
    it('with 119 points it is not', () => expect(computeLevel(answered(exactly), 119)).toBe('beginner'));
    it('with 3 intermediate it is not', () => expect(computeLevel(answered({ advanced: 2, intermediate: 3 }), 200)).toBe('beginner'));
    it('with 1 advanced it is not', () => expect(computeLevel(answered({ advanced: 1, intermediate: 4 }), 200)).toBe('beginner'));
    it('is what an expert candidate one point short gets', () => {
      expect(computeLevel(answered({ expert: 1, advanced: 2, intermediate: 4 }), 179)).toBe('advanced');
    });
  });

  describe('intermediate: at least 3 intermediate, 6 beginner and 80 points', () => {
    const exactly = { intermediate: 3, beginner: 6 };
    it('at the edge', () => expect(computeLevel(answered(exactly), 80)).toBe('intermediate'));
    it('with 79 points it is not', () => expect(computeLevel(answered(exactly), 79)).toBe('beginner'));
    it('with 2 intermediate it is not', () => expect(computeLevel(answered({ intermediate: 2, beginner: 6 }), 200)).toBe('beginner'));
    it('with 5 beginner it is not', () => expect(computeLevel(answered({ intermediate: 3, beginner: 5 }), 200)).toBe('beginner'));
    it('is what an advanced candidate one point short gets', () => {
      expect(computeLevel(answered({ beginner: 6, intermediate: 4, advanced: 2 }), 119)).toBe('intermediate');
    });
  });

  it('checks from the top down: a record meeting every rule is expert', () => {
    expect(computeLevel(answered({ beginner: 10, intermediate: 8, advanced: 5, expert: 3 }), 285)).toBe('expert');
  });
});

describe('levelMinimums', () => {
  it('is what each rule demands at the least', () => {
    expect(levelMinimums('beginner')).toEqual({ points: 0, answered: 0 });
    expect(levelMinimums('intermediate')).toEqual({ points: 80, answered: 9 });
    expect(levelMinimums('advanced')).toEqual({ points: 120, answered: 6 });
    expect(levelMinimums('expert')).toEqual({ points: 180, answered: 3 });
  });
});

describe('profile level from the diagnostic level', () => {
  it('maps expert to advanced and keeps the others; anything unknown is beginner', () => {
    expect(toProfileLevel('expert')).toBe('advanced');
    expect(toProfileLevel('advanced')).toBe('advanced');
    expect(toProfileLevel('intermediate')).toBe('intermediate');
    expect(toProfileLevel('beginner')).toBe('beginner');
    expect(toProfileLevel('fluent')).toBe('beginner');
  });
});
