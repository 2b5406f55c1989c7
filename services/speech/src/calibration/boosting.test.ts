import { describe, expect, it } from 'vitest';
import { boostedProbability, DEFAULT_BOOSTING, fitBoostedTrees } from './boosting.ts';

describe('fitBoostedTrees', () => {
  it('learns an interaction a linear model cannot: positive when exactly one feature is high', () => {
    const rows = Array.from({ length: 400 }, (_, i) => [(i % 20) / 20, Math.floor(i / 20) / 20]);
    const targets = rows.map(([a, b]) => (a! > 0.5 !== b! > 0.5 ? 1 : 0));
    const model = fitBoostedTrees(rows, targets);
    expect(boostedProbability(model, [0.9, 0.1])).toBeGreaterThan(0.9);
    expect(boostedProbability(model, [0.1, 0.9])).toBeGreaterThan(0.9);
    expect(boostedProbability(model, [0.9, 0.9])).toBeLessThan(0.1);
    expect(boostedProbability(model, [0.1, 0.1])).toBeLessThan(0.1);
  });

  it('learns a soft target as a probability: a score of 0.7 everywhere is predicted as 0.7', () => {
    const rows = Array.from({ length: 100 }, (_, i) => [i]);
    const model = fitBoostedTrees(
      rows,
      rows.map(() => 0.7),
      { ...DEFAULT_BOOSTING, rounds: 20 },
    );
    expect(boostedProbability(model, [50])).toBeCloseTo(0.7, 3);
  });

  it('keeps leaves no lighter than the least child weight', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [i]);
    const targets = rows.map((_, i) => (i === 39 ? 1 : 0));
    const model = fitBoostedTrees(rows, targets, { ...DEFAULT_BOOSTING, rounds: 1, minChildWeight: 5 });
    // A single positive row among 40 cannot get a leaf of its own.
    expect(boostedProbability(model, [39])).toBeCloseTo(boostedProbability(model, [30]), 6);
  });
});
