import { describe, expect, it } from 'vitest';
import { fitLogistic, probability } from './logistic.ts';

describe('fitLogistic', () => {
  it('learns which side of a boundary is positive, with probabilities that follow the data', () => {
    const rows = Array.from({ length: 200 }, (_, i) => [i / 20, (i * 7) % 5]);
    // Positive above 5 on the first feature, with a noisy band around it; the second feature is noise.
    const targets = rows.map(([x], i) => (x! > 5 + ((i % 3) - 1) * 0.5 ? 1 : 0));
    const model = fitLogistic(rows, targets, 0.1);
    expect(probability(model, [9, 2])).toBeGreaterThan(0.95);
    expect(probability(model, [1, 2])).toBeLessThan(0.05);
    expect(probability(model, [5, 2])).toBeGreaterThan(0.2);
    expect(probability(model, [5, 2])).toBeLessThan(0.8);
  });

  it('accepts soft targets: a constant 0.3 is learnt as 0.3', () => {
    const rows = Array.from({ length: 50 }, (_, i) => [i]);
    const model = fitLogistic(
      rows,
      rows.map(() => 0.3),
      1,
    );
    expect(probability(model, [10])).toBeCloseTo(0.3, 3);
  });
});
