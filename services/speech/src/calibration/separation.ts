/**
 * How well a statistic tells two groups of words apart, and where to cut it:
 * the decision thresholds are all "name at most this many of the words the
 * experts scored perfect".
 */
import type { Rarity } from '../scoring/decision.ts';

/** The chance that a positive scores above a negative (ties count half). */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  const sorted = [...negatives].sort((a, b) => a - b);
  const below = (value: number, orEqual: boolean) => {
    let [lo, hi] = [0, sorted.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < value || (orEqual && sorted[mid] === value)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return positives.reduce((sum, value) => sum + (below(value, false) + below(value, true)) / 2, 0) / (positives.length * sorted.length);
}

/** The significant digits model.ts keeps of every fitted number. */
const STORED_DIGITS = 6;

/** `value` as model.ts stores it. */
export const stored = (value: number): number => Number(value.toPrecision(STORED_DIGITS));

/** The smallest number model.ts can store that is above `value`, so a threshold still leaves out the value it was set above. */
function storedAbove(value: number): number {
  const near = stored(value);
  if (near > value) return near;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(near) || 1)) - STORED_DIGITS + 1);
  return stored(near + step);
}

/** The smallest threshold (at least `floor`) that at most `allowed` of the `perfect` values reach, as model.ts stores it. */
export function thresholdAllowing(perfect: readonly number[], allowed: number, floor: number): number {
  const descending = [...perfect].sort((a, b) => b - a);
  const index = Math.floor(allowed);
  return Math.max(floor, index < descending.length ? storedAbove(descending[index]!) : -Infinity);
}

/** Knots per rarity, one more than this at most: enough to follow the tail, few enough to keep model.ts readable. */
const RARITY_KNOTS = 32;

/**
 * How rarely `correct` words (of which `values` are the finite margins, the
 * rest showing no such evidence) reach each margin, for surpriseOf: knots
 * spread evenly in surprise, each counting one more correct word than it
 * reaches, so no margin seen in correct speech is called impossible; kept as
 * model.ts stores them, so calibration sums the surprises the scorer will.
 */
export function rarityOf(values: readonly number[], correct: number): Rarity {
  const descending = values.filter(Number.isFinite).sort((a, b) => b - a);
  const surpriseAt = (reached: number) => Math.log((correct + 1) / (reached + 1));
  const knots = new Map<number, number>();
  for (let k = 0; k <= RARITY_KNOTS && descending.length > 0; k++) {
    const index = Math.round(descending.length ** (k / RARITY_KNOTS)) - 1;
    const margin = descending[index]!;
    let reached = index + 1;
    while (reached < descending.length && descending[reached] === margin) reached++;
    knots.set(stored(margin), stored(surpriseAt(reached)));
  }
  const ascending = [...knots].sort(([a], [b]) => a - b);
  return { margins: ascending.map(([margin]) => margin), surprise: ascending.map(([, surprise]) => surprise), ceiling: stored(surpriseAt(0)) };
}
