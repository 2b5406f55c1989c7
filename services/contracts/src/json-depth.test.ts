import { describe, expect, it } from 'vitest';
import { findInJson, nestsDeeperThan } from './json-depth.ts';

const nested = (levels: number, leaf: unknown = 'leaf') => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts lists and objects, not scalars, and allows exactly the limit', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan({ a: { b: [1] } }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: { b: [{}] } }, 3)).toBe(true);
  });

  it('walks any depth without exhausting the stack', () => {
    expect(nestsDeeperThan(nested(500_000), 32)).toBe(true);
  });
});

describe('findInJson', () => {
  it('gives each value its depth and the object key leading to it, and stops at the first find', () => {
    const seen: [unknown, number, string | null][] = [];
    findInJson({ a: ['x'], b: 2 }, (node, depth, key) => {
      seen.push([node, depth, key]);
      return false;
    });
    expect(seen).toEqual(
      expect.arrayContaining([
        [{ a: ['x'], b: 2 }, 0, null],
        [['x'], 1, 'a'],
        ['x', 2, null],
        [2, 1, 'b'],
      ]),
    );
    expect(seen).toHaveLength(4);
    expect(findInJson({ a: 1, b: 2 }, (node) => node === 1)).toBe(true);
  });
});
