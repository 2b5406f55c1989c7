/**
 * A small seeded generator (mulberry32), so every fuzzed request can be made
 * again from its seed and index alone.
 */
export interface Rng {
  /** In [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
}

export function rngFor(seed: number, index: number): Rng {
  // Mixing the index in (a multiplicative hash) gives each request its own independent stream.
  let state = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(items.length)]!,
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(16).toString(16));
      hex[12] = '4';
      hex[16] = '89ab'[int(4)]!;
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}
