import { describe, expect, it } from 'vitest';
import { pearson, solve } from './linear.ts';

describe('solve', () => {
  it('solves a small system, pivoting past a zero on the diagonal', () => {
    const [x, y] = solve(
      [
        [0, 1],
        [2, 1],
      ],
      [3, 7],
    );
    expect(x).toBeCloseTo(2);
    expect(y).toBeCloseTo(3);
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
