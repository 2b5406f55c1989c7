import { describe, expect, it } from 'vitest';
import { fitRidge, pearson, predict } from './ridge.ts';

describe('fitRidge', () => {
  it('recovers a linear relation without penalty and shrinks it with one', () => {
    const rows = [[1, 0], [2, 1], [3, 0], [4, 1], [5, 0]];
    const targets = rows.map(([a, b]) => 2 * a! - 3 * b! + 1);
    const exact = fitRidge(rows, targets, 0);
    expect(predict(exact, [6, 1])).toBeCloseTo(10);
    const shrunk = fitRidge(rows, targets, 100);
    expect(Math.abs(predict(shrunk, [6, 1]) - exact.intercept)).toBeLessThan(Math.abs(10 - exact.intercept));
  });
});

describe('pearson', () => {
  it('is 1 for a rising line, -1 for a falling one', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
  });
});

describe('the committed calibration', () => {
  it('was fitted on the features the scorer computes, in their order', async () => {
    const [{ FITTED_FEATURES }, features] = await Promise.all([import('./model.ts'), import('../scoring/features.ts')]);
    expect(FITTED_FEATURES).toEqual({ phone: features.PHONE_FEATURES, word: features.WORD_FEATURES, clip: features.CLIP_FEATURES });
  });
});
