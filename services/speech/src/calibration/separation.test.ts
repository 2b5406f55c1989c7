import { describe, expect, it } from 'vitest';
import { auc, thresholdAllowing } from './separation.ts';

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
