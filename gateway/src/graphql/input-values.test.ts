import { describe, expect, it } from 'vitest';
import { INFINITE_NUMBER_MESSAGE, MAX_VARIABLES_DEPTH, TOO_DEEP_VARIABLES_MESSAGE, UNSTORABLE_TEXT_MESSAGE, variablesProblem } from './input-values.ts';

const nested = (levels: number) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('variablesProblem', () => {
  it('accepts ordinary text, accents, emoji and nesting up to the limit', () => {
    expect(variablesProblem({ input: { title: 'Você já foi? 🦁', tags: ['a', 'b'], content: nested(MAX_VARIABLES_DEPTH - 2) } })).toBeNull();
  });

  it('names a NUL character or a broken Unicode character in any value or key', () => {
    for (const variables of [{ title: 'a\u0000b' }, { input: { tags: ['ok', '\ud800'] } }, { content: { ['key\u0000']: 1 } }, { content: { ['\udfff']: 1 } }]) {
      expect(variablesProblem(variables)).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it('names a number that reads as infinity (1e999 in JSON), however deep', () => {
    expect(variablesProblem({ m: { grammar: 1e308, listening: -0.5 } })).toBeNull();
    for (const variables of [{ m: { grammar: Infinity } }, { input: { content: [[-Infinity]] } }]) {
      expect(variablesProblem(variables)).toBe(INFINITE_NUMBER_MESSAGE);
    }
  });

  it('names nesting past the limit, however deep, without exhausting the stack', () => {
    expect(variablesProblem(nested(MAX_VARIABLES_DEPTH))).toBeNull();
    expect(variablesProblem(nested(MAX_VARIABLES_DEPTH + 1))).toBe(TOO_DEEP_VARIABLES_MESSAGE);
    expect(variablesProblem({ c: nested(MAX_VARIABLES_DEPTH + 1) })).toBe(TOO_DEEP_VARIABLES_MESSAGE);
    expect(variablesProblem({ c: nested(200_000) })).toBe(TOO_DEEP_VARIABLES_MESSAGE);
  });
});
