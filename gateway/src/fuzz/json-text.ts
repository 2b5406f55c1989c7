/**
 * Request text JSON.stringify cannot write: numbers such as 1e999 (which it
 * would turn into null), deep nesting (its recursion would overflow), and
 * GraphQL literals for inlined arguments.
 */
export class RawText {
  constructor(readonly text: string) {}
}

export const raw = (text: string) => new RawText(text);

/** An object whose own keys may be __proto__ or constructor, as JSON.parse would build it. */
export function objectWithKeys(entries: [string, unknown][]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
  return result;
}

/** JSON text of a value that may hold RawText; strings keep NUL and lone surrogates as \u escapes. */
export function jsonText(value: unknown): string {
  if (value instanceof RawText) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${jsonText(child)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * A GraphQL literal of a value; `isEnum(path)` says where a bare name belongs.
 * Keys that are not GraphQL names are written anyway: the document is then
 * refused as a syntax error, which is what a hostile client would get.
 */
export function graphqlLiteral(value: unknown, isEnum: (path: string[]) => boolean, path: string[] = []): string {
  if (value instanceof RawText) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => graphqlLiteral(item, isEnum, [...path, '[]'])).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, child]) => `${key}: ${graphqlLiteral(child, isEnum, [...path, key])}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string' && isEnum(path) && GRAPHQL_NAME.test(value)) return value;
  return JSON.stringify(value) ?? 'null';
}
