import { describe, expect, it } from 'vitest';
import { surpriseOf } from '../scoring/decision.ts';
import { auc, rarityOf, thresholdAllowing } from './separation.ts';

describe('auc', () => {
  it('is 1 when every positive scores above every negative, 0.5 for ties', () => {
    expect(auc([3, 4], [1, 2])).toBe(1);
    expect(auc([1, 2], [3, 4])).toBe(0);
    expect(auc([2], [2])).toBe(0.5);
  });
});

describe('thresholdAllowing', () => {
  it('lets at most the allowed number of perfect values reach it, and never goes under the floor', () => {
    const perfect = [5, 1, 4, 2, 3];
    const threshold = thresholdAllowing(perfect, 2, -Infinity);
    expect(perfect.filter((value) => value >= threshold)).toEqual([5, 4]);
    expect(thresholdAllowing(perfect, 2, 10)).toBe(10);
    expect(thresholdAllowing(perfect, 9, 0)).toBe(0);
  });
});

describe('rarityOf', () => {
  it('gives each margin minus the log of the share of correct words reaching it, one word added so nothing seen is impossible', () => {
    // Nine correct words: four show the sign (5, 4, 4, 1), five do not.
    expect(rarityOf([4, 1, 5, 4], 9)).toEqual({ margins: [1, 4, 5], surprise: [Math.log(10 / 5), Math.log(10 / 4), Math.log(10 / 2)], ceiling: Math.log(10) });
    expect(rarityOf([], 9)).toEqual({ margins: [], surprise: [], ceiling: Math.log(10) });
  });

  it('follows a long tail with a few dozen knots', () => {
    const margins = Array.from({ length: 5000 }, (_, i) => i / 100);
    const rarity = rarityOf(margins, 10_000);
    expect(rarity.margins.length).toBeLessThanOrEqual(33);
    for (const reached of [1, 10, 100, 1000, 5000]) {
      const margin = margins[margins.length - reached]!;
      expect(surpriseOf(rarity, margin)).toBeCloseTo(Math.log(10_001 / (reached + 1)), 1);
    }
  });
});
