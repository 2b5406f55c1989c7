/** Summaries of a list of measurements, each 0 (or `empty`) for an empty list, so a missing measure never turns into NaN. */

export const mean = (values: readonly number[], empty = 0) => (values.length === 0 ? empty : values.reduce((sum, value) => sum + value, 0) / values.length);

/** The standard deviation (over the whole list, not a sample). */
export const spread = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2)));
};

export const median = (values: readonly number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
