/**
 * How well a statistic tells two groups of words apart, and where to cut it:
 * the decision thresholds are all "name at most this many of the words the
 * experts scored perfect".
 */

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

/** The smallest threshold (at least `floor`) that at most `allowed` of the `perfect` values reach. */
export function thresholdAllowing(perfect: readonly number[], allowed: number, floor: number): number {
  const descending = [...perfect].sort((a, b) => b - a);
  const index = Math.floor(allowed);
  return Math.max(floor, index < descending.length ? descending[index]! + 1e-9 : -Infinity);
}
