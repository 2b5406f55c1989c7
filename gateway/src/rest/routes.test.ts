import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from './routes.ts';

// The spec sits beside the repository (../shared/spec), as on every machine and in CI.
const specDir = new URL('../../../../shared/spec/', import.meta.url);

/** Every "| METHOD /api/... |" row of the spec's call tables, as "METHOD /api/path". */
function specCalls(): string[] {
  if (!existsSync(specDir)) {
    throw new Error(
      `The product spec is not beside this clone (${fileURLToPath(specDir)}): put the spec's part-*.md files there to check the REST table against it.`,
    );
  }
  const rows = readdirSync(specDir)
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) => readFileSync(new URL(f, specDir), 'utf8').split('\n'));
  return rows
    .map((line) => /^\|\s*(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s|,?]+)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]} ${m[2]}`);
}

describe('REST facade route table', () => {
  it('holds exactly the calls the spec lists, once each', () => {
    const table = REST_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual([...new Set(specCalls())].sort());
  });

  it('names a feature for every row', () => {
    for (const route of REST_ROUTES) expect(route.feature).toMatch(/^[a-z-]+$/);
  });
});
