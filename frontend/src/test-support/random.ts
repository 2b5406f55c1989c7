import type { RandomSource } from '../lib/random.ts';

/** Answers the given numbers in turn, then keeps answering the last one: scripted chance. */
export function sequence(...values: number[]): RandomSource {
  let next = 0;
  return () => values[Math.min(next++, values.length - 1)] ?? 0;
}
