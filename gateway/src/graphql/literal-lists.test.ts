import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../testing/stack.ts';
import { DEEP_LIST_LITERAL_MESSAGE, literalListLimit } from './literal-lists.ts';

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

describe('literalListLimit', () => {
  const schema = buildSchema('scalar JSON type Query { a(v: JSON, w: [[Int]]): Int }');
  const errors = (query: string) => validate(schema, parse(query), [literalListLimit]).map((e) => e.message);

  it('lets through the literals a client writes', () => {
    expect(errors(`{ a(v: {words: ["menu", "bill"], nested: ${nested(8)}}, w: [[1, 2], [3]]) }`)).toEqual([]);
    expect(errors(`{ a(v: [${Array.from({ length: 500 }, (_, i) => i).join(', ')}]) }`)).toEqual([]);
  });

  it('refuses lists nested deeply enough to make planning exponential, in arguments and default values alike', () => {
    expect(errors(`{ a(v: {nested: ${nested(40)}}) }`)).toEqual([DEEP_LIST_LITERAL_MESSAGE]);
    expect(errors(`query ($v: JSON = ${nested(40)}) { a(v: $v) }`)).toEqual([DEEP_LIST_LITERAL_MESSAGE]);
    // Many shallow lists add up too.
    expect(errors(`{ a(v: [${Array.from({ length: 400 }, () => nested(5)).join(', ')}]) }`)).toEqual([DEEP_LIST_LITERAL_MESSAGE]);
  });
});

describe('a deeply nested list literal at the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('is refused with 400 for anyone, while the gateway keeps answering', async () => {
    // 288 bytes, anonymous: planned before any resolver looks at the caller.
    const query = `mutation { updateConfig(configKey: "k", input: {configKey: "k", configValue: {nested: ${nested(34)}}, category: general, isActive: true}) { id } }`;
    const answer = fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const started = performance.now();
    const health = await fetch(`${stack.url}/healthz`);
    // Generous: the machine is shared; the exponential walk held the event loop for most of an hour.
    expect({ status: health.status, fast: performance.now() - started < 1000 }).toEqual({ status: 200, fast: true });
    const res = await answer;
    const body = (await res.json()) as { errors: { message: string }[] };
    expect({ status: res.status, message: body.errors[0]?.message }).toEqual({ status: 400, message: DEEP_LIST_LITERAL_MESSAGE });
  });
});
