import { listenSubgraph, parseSubgraphEnv } from '@juba/platform/subgraph';
import { identitySubgraph } from '@juba/identity/subgraph';
import { learnerSubgraph } from '@juba/learner/subgraph';
import { contentSubgraph } from '@juba/content/subgraph';
import { diagnosticsSubgraph } from '@juba/diagnostics/subgraph';
import { aiSubgraph } from '@juba/ai/subgraph';
import { createGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { startTestIssuer } from './test-issuer.ts';

/**
 * The whole API in one process for integration tests: every subgraph on an
 * ephemeral port, a test OpenID issuer, and the gateway in front, all on the
 * real PostgreSQL and Redis named by DATABASE_URL / REDIS_URL.
 */
export async function startStack(extraEnv: Record<string, string> = {}) {
  const env = { ...parseSubgraphEnv(), SUBGRAPH_HOST: '127.0.0.1' };
  const definitions = [identitySubgraph, learnerSubgraph, contentSubgraph, diagnosticsSubgraph, aiSubgraph] as const;
  const subgraphs = await Promise.all(definitions.map((d) => listenSubgraph(d as unknown as Parameters<typeof listenSubgraph>[0], env, 0)));
  const issuer = await startTestIssuer();
  const config = loadGatewayConfig({
    ...process.env,
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    FRONTEND_DIST: '/nonexistent',
    ...Object.fromEntries(definitions.map((d, i) => [`${d.name.toUpperCase()}_SUBGRAPH_URL`, subgraphs[i]!.url])),
    ...extraEnv,
  });
  const gateway = await createGateway(config);
  const port = await gateway.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    issuer,
    config,
    async close() {
      await gateway.close();
      await Promise.all(subgraphs.map((s) => s.stop()));
      await issuer.close();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function graphqlRequest(stack: Stack, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

export async function restRequest(stack: Stack, method: string, path: string, opts: { token?: string; body?: unknown; rawBody?: string } = {}) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(opts.body !== undefined || opts.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const isJson = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, headers: res.headers, body: isJson ? ((await res.json()) as any) : null };
}
