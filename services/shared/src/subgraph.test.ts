import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenSubgraph } from './subgraph.ts';
import { VIEWER_HEADER, requireViewer, signViewer, type ViewerContext } from './viewer.ts';

const secret = 'a-test-secret-that-is-long-enough-000000';
let running: Awaited<ReturnType<typeof listenSubgraph>>;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'juba-subgraph-')), 'schema.graphql');
  writeFileSync(file, 'type Query { whoami: String }');
  running = await listenSubgraph<ViewerContext>(
    {
      name: 'identity',
      schemaPath: pathToFileURL(file),
      resolvers: { Query: { whoami: (_: unknown, __: unknown, ctx: ViewerContext) => requireViewer(ctx).userId } },
      createContext: () => ({}),
    },
    { DATABASE_URL: '', REDIS_URL: '', INTERNAL_SECRET: secret, JUBA_PRODUCTION: true, SUBGRAPH_HOST: '127.0.0.1' },
    0,
  );
});
afterAll(() => running.stop());

async function whoami(viewerHeader?: string) {
  const res = await fetch(running.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(viewerHeader ? { [VIEWER_HEADER]: viewerHeader } : {}) },
    body: JSON.stringify({ query: '{ whoami }' }),
  });
  return (await res.json()) as { data?: { whoami: string | null }; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe('a subgraph', () => {
  it('listens on the internal address it was given', () => {
    expect(new URL(running.url).hostname).toBe('127.0.0.1');
  });

  it('knows the viewer the gateway signed', async () => {
    const header = await signViewer({ userId: 'u7', email: '', firstName: '', lastName: '', profileImageUrl: null, isAdmin: false }, secret);
    expect((await whoami(header)).data?.whoami).toBe('u7');
  });

  it('refuses a viewer header it cannot verify', async () => {
    const forged = await signViewer({ userId: 'u7', email: '', firstName: '', lastName: '', profileImageUrl: null, isAdmin: true }, 'not-the-secret-but-long-enough-0000000');
    expect((await whoami(forged)).errors?.[0]?.message).toBe('Invalid internal identity');
    expect((await whoami('garbage')).errors?.[0]?.message).toBe('Invalid internal identity');
  });

  it('treats a request without a viewer as anonymous', async () => {
    expect((await whoami()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
