import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse, type ObjectTypeDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../../infra/test/fresh-database.ts';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { REST_ROUTES } from '../rest/routes.ts';
import { startFuzzedStack } from './fuzzed-stack.ts';
import { formatReport, fuzzAndCompare } from './harness.ts';
import { ENTRIES, hostileRequest, restBodyShape, type FuzzContext } from './hostile-requests.ts';
import { OPERATIONS } from './operations.ts';

// `make fuzz` runs the same harness with more requests (FUZZ_REQUESTS, FUZZ_SEED).
const REQUESTS = 5000;
const SEED = 20261124;

const prefix = `test-fuzz-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix, LIVE_CONFIG_PREFIX: prefix });

let stack: Awaited<ReturnType<typeof startFuzzedStack>>;
let databaseUrl: string;
let ctx: FuzzContext;
beforeAll(async () => {
  // Its own database: the snapshot must see this suite's writes only.
  databaseUrl = await freshDatabase('fuzz');
  vi.stubEnv('DATABASE_URL', databaseUrl);
  stack = await startFuzzedStack();
  ({ ctx } = stack);
});
afterAll(async () => {
  await stack?.close();
});

describe('the fuzzer', () => {
  it('aims at every REST row and every query, mutation and subscription of the API', () => {
    const schema = parse(readFileSync(new URL('../../api-schema.graphql', import.meta.url), 'utf8'));
    const rootFields = schema.definitions
      .filter((d): d is ObjectTypeDefinitionNode => d.kind === 'ObjectTypeDefinition' && ['Query', 'Mutation', 'Subscription'].includes(d.name.value))
      .flatMap((d) => d.fields!.map((f) => `GraphQL ${d.name.value.toLowerCase()} ${f.name.value}`));
    const entries = ENTRIES.map((e) => e.name);
    expect(entries).toEqual(expect.arrayContaining([...REST_ROUTES.map((r) => `REST ${r.method} ${r.path}`), ...rootFields]));
    expect(OPERATIONS).toHaveLength(rootFields.length);
    // Every body the facade checks is fuzzed with its own shape.
    expect(REST_ROUTES.filter((r) => r.body && !restBodyShape(r)).map((r) => r.path)).toEqual([]);
  });

  it('makes the same request again from the same seed and index', () => {
    expect(hostileRequest(SEED, 123, ctx)).toEqual(hostileRequest(SEED, 123, ctx));
    expect(hostileRequest(SEED, 123, ctx)).not.toEqual(hostileRequest(SEED, 124, ctx));
  });
});

describe(`${REQUESTS} hostile requests`, () => {
  it('get no 5xx and no HTML, are refused with a readable message where they write, and change no row', async () => {
    const { report, changes } = await fuzzAndCompare(stack.url, databaseUrl, ctx, { seed: SEED, requests: REQUESTS, concurrency: 8 });
    console.log(formatReport(report, changes));

    expect(report.failures).toEqual([]);
    expect(changes).toEqual([]);
    expect(report.sent).toBe(REQUESTS);
    expect(new Set(Object.keys(report.byEntry))).toEqual(new Set(ENTRIES.map((e) => e.name)));
  }, 180_000);
});
