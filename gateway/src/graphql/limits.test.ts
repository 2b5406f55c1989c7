import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { depthLimit } from './limits.ts';

const schema = buildSchema('type Query { a: A } type A { a: A b: Int }');
const depthErrors = (query: string, maxDepth: number) => validate(schema, parse(query), [depthLimit(maxDepth)]).map((e) => e.message);

/** Each of n fragments spreads the next one twice, the last one `last`: 2^n spreads if walked naively. */
const fragmentChain = (n: number, last: string) =>
  `{ ...F0 } ${Array.from({ length: n }, (_, i) => (i === n - 1 ? `fragment F${i} on Query { ${last} }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)).join(' ')}`;

describe('depthLimit', () => {
  it('counts fields nested through fragments', () => {
    const viaFragments = '{ a { ...X } } fragment X on A { a { ...Y } } fragment Y on A { a { b } }';
    expect(depthErrors(viaFragments, 4)).toEqual([]);
    expect(depthErrors(viaFragments, 3)).toEqual(['Query is too deep: 4 levels, at most 3 allowed.']);
  });

  it('works out each fragment once, however often it is spread', () => {
    // Walked naively this would take longer than the test timeout many times over.
    expect(depthErrors(fragmentChain(60, 'a { a { b } }'), 3)).toEqual([]);
    expect(depthErrors(fragmentChain(60, 'a { a { b } }'), 2)).toEqual(['Query is too deep: 3 levels, at most 2 allowed.']);
  });

  it('ends on fragments that spread each other (refused by NoFragmentCycles)', () => {
    expect(depthErrors('{ ...A } fragment A on Query { a { ...B } } fragment B on A { a { ...A } }', 10)).toEqual([]);
  });
});
