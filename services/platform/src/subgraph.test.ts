import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger } from './observability/logger.ts';
import { createMetricsRegistry } from './observability/metrics.ts';
import { INVALID_VIEWER_MESSAGE, MISSING_SIGNATURE_MESSAGE, listenSubgraph, parseSubgraphEnv } from './subgraph.ts';
import { postAsGateway, testAdmin, testViewer } from './testing/subgraph.ts';
import { VIEWER_HEADER, requireViewer, signViewer, type ViewerContext } from './viewer.ts';

const secret = 'a-test-secret-that-is-long-enough-000000';
let running: Awaited<ReturnType<typeof listenSubgraph>>;
let resolverCalls = 0;
const registry = createMetricsRegistry('identity');
const logLines: Record<string, unknown>[] = [];
const log = createLogger('identity', {
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  }),
});

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'juba-subgraph-')), 'schema.graphql');
  writeFileSync(file, 'type Query { whoami: String }');
  running = await listenSubgraph<ViewerContext>(
    {
      name: 'identity',
      schemaPath: pathToFileURL(file),
      resolvers: {
        Query: {
          whoami: (_: unknown, __: unknown, ctx: ViewerContext) => {
            resolverCalls += 1;
            return requireViewer(ctx).userId;
          },
        },
      },
      createContext: () => ({}),
    },
    { DATABASE_URL: '', REDIS_URL: '', INTERNAL_SECRET: secret, JUBA_PRODUCTION: true, JOB_QUEUE_PREFIX: 'bull', SUBGRAPH_HOST: '127.0.0.1' },
    0,
    { registry, log },
  );
});
afterAll(() => running.stop());

async function whoamiResponse(viewerHeader: string) {
  const res = await fetch(running.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VIEWER_HEADER]: viewerHeader },
    body: JSON.stringify({ query: '{ whoami }' }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: { whoami: string | null }; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('a subgraph', () => {
  it('listens on the internal address it was given', () => {
    expect(new URL(running.url).hostname).toBe('127.0.0.1');
  });

  it('knows the viewer the gateway signed', async () => {
    expect((await postAsGateway(running.url, { query: '{ whoami }' }, testViewer({ userId: 'u7' }), secret)).body.data?.whoami).toBe('u7');
  });

  it('refuses a viewer header it cannot verify with 401 and a message saying why', async () => {
    const forged = await signViewer(testAdmin({ userId: 'u7' }), 'not-the-secret-but-long-enough-0000000');
    for (const header of [forged, 'garbage']) {
      const { status, body } = await whoamiResponse(header);
      expect(status).toBe(401);
      expect(body.data?.whoami).toBeUndefined();
      expect(body.errors).toEqual([{ message: INVALID_VIEWER_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }]);
      expect(INVALID_VIEWER_MESSAGE).toContain(`the ${VIEWER_HEADER} header is not signed with this deployment's INTERNAL_SECRET`);
    }
  });

  it('refuses a request the gateway did not sign with 401 before any resolver runs, entities and the service SDL included', async () => {
    const before = resolverCalls;
    for (const query of ['{ whoami }', '{ _service { sdl } }', 'query Q($r: [_Any!]!) { _entities(representations: $r) { __typename } }']) {
      const res = await fetch(running.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { r: [] } }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ errors: [{ message: MISSING_SIGNATURE_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    expect(resolverCalls).toBe(before);
  });

  it('runs a request the gateway signed for nobody as anonymous', async () => {
    const { status, body } = await postAsGateway(running.url, { query: '{ whoami }' }, null, secret);
    expect([status, body.errors?.[0]?.extensions?.code]).toEqual([200, 'UNAUTHENTICATED']);
  });
});

describe('a running subgraph, observed', () => {
  it('logs and answers under the request id the gateway sent, and counts the request and the operation', async () => {
    const res = await postAsGateway(running.url, { query: 'query WhoAmI { whoami }' }, testViewer({ userId: 'u9' }), secret, {
      'x-request-id': 'req-from-gateway',
    });
    expect([res.status, res.headers.get('x-request-id')]).toEqual([200, 'req-from-gateway']);
    expect(logLines).toContainEqual(
      expect.objectContaining({ service: 'identity', requestId: 'req-from-gateway', route: '/graphql', status: 200, msg: 'request' }),
    );
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/juba_http_request_duration_seconds_count\{service="identity",route="\/graphql",method="POST",status="200"\} [1-9]/);
    expect(metrics).toContain('juba_graphql_operations_total{operation="WhoAmI",outcome="ok",service="identity"} 1');
  });
});

describe('a subgraph process environment', () => {
  it('refuses the development defaults in production and names what to set', () => {
    expect(parseSubgraphEnv({}).JUBA_PRODUCTION).toBe(false);
    expect(() => parseSubgraphEnv({ JUBA_PRODUCTION: 'true' })).toThrow(
      /INTERNAL_SECRET: is the development default[\s\S]*DATABASE_URL: is the development default[\s\S]*REDIS_URL: is the development default/,
    );
  });
});
