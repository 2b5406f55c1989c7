import { describe, expect, it } from 'vitest';
import { GraphQLJSON } from './json-scalar.ts';
import { mergeResolvers } from './resolver-maps.ts';

const field = () => null;

describe('mergeResolvers', () => {
  it("gathers each type's fields from every feature's map and keeps scalars whole", () => {
    const merged = mergeResolvers<Record<string, any>>(
      { JSON: GraphQLJSON, Query: { a: field }, Thing: { __resolveReference: field } },
      { Query: { b: field }, Mutation: { c: field } },
      { JSON: GraphQLJSON },
    );
    expect(Object.keys(merged.Query)).toEqual(['a', 'b']);
    expect(Object.keys(merged.Mutation)).toEqual(['c']);
    expect(merged.Thing.__resolveReference).toBe(field);
    expect(merged.JSON).toBe(GraphQLJSON);
  });

  it('refuses two features resolving the same field, naming it', () => {
    expect(() => mergeResolvers<Record<string, any>>({ Query: { a: field } }, { Query: { a: () => 1 } })).toThrow('Two features resolve Query.a');
  });
});
