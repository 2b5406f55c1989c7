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
    // As model.ts stores it: the next number of six significant digits above the value left out.
    expect(thresholdAllowing([7.28379, 1], 0, 0)).toBe(7.2838);
    expect(thresholdAllowing([-11], 0, -Infinity)).toBe(-10.9999);
  });
});

describe('rarityOf', () => {
  it('gives each margin minus the log of the share of correct words reaching it, one word added so nothing seen is impossible', () => {
    // Nine correct words: four show the sign (5, 4, 4, 1), five do not.
    const kept = (values: number[]) => values.map((value) => Number(value.toPrecision(6)));
    expect(rarityOf([4, 1, 5, 4], 9)).toEqual({
      margins: [1, 4, 5],
      surprise: kept([Math.log(10 / 5), Math.log(10 / 4), Math.log(10 / 2)]),
      ceiling: kept([Math.log(10)])[0],
    });
    expect(rarityOf([], 9)).toEqual({ margins: [], surprise: [], ceiling: Number(Math.log(10).toPrecision(6)) });
    expect(rarityOf([2, Number.NaN, Number.POSITIVE_INFINITY], 3)).toEqual({
      margins: [2],
      surprise: [Number(Math.log(2).toPrecision(6))],
      ceiling: Number(Math.log(4).toPrecision(6)),
    });
  });

  it('keeps its knots as model.ts stores them, so a threshold set above a correct word still leaves it out there', () => {
    const correct = [7.283791234, 1.5, 0.25];
    const rarity = rarityOf(correct, 3);
    expect(rarity.margins).toEqual([0.25, 1.5, 7.28379]);
    const threshold = thresholdAllowing(
      correct.map((margin) => surpriseOf(rarity, margin)),
      0,
      0,
    );
    expect(Number(threshold.toPrecision(6))).toBe(threshold);
    expect(correct.filter((margin) => surpriseOf(rarity, margin) >= threshold)).toEqual([]);
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
