import { randomUUID } from 'node:crypto';
import { createSubgraphServer, type SubgraphDefinition } from '../subgraph.ts';
import { gatewaySignature, type Viewer, type ViewerContext } from '../viewer.ts';

/** What a test reads back from an operation: the data and the errors with their codes. */
export interface OperationResult {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A signed-in learner of its own (a fresh user id each call); admin or names through the overrides. */
export const testViewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  userId: randomUUID(),
  email: 'bia@example.com',
  firstName: 'Bia',
  lastName: 'Costa',
  profileImageUrl: null,
  isAdmin: false,
  ...overrides,
});

export const testAdmin = (overrides: Partial<Viewer> = {}): Viewer => testViewer({ email: 'admin@juba.local', firstName: 'Ana', isAdmin: true, ...overrides });

export const codeOf = (result: OperationResult) => result.errors?.[0]?.extensions?.code;

/**
 * A subgraph in-process, without HTTP: `run` executes an operation as the
 * given viewer (null: anonymous) with the context the test built, a call's
 * overrides (another clock, a failing recorder) merged over it.
 */
export function startTestSubgraph<C extends ViewerContext>(definition: Pick<SubgraphDefinition<C>, 'schemaPath' | 'resolvers'>, context: Omit<C, 'viewer'>) {
  const server = createSubgraphServer<C>({
    schemaPath: definition.schemaPath,
    resolvers: definition.resolvers,
    internalSecret: 'x'.repeat(32),
    production: false,
    context,
  });
  return {
    async run(query: string, variables: Record<string, unknown>, viewer: Viewer | null, overrides: Partial<Omit<C, 'viewer'>> = {}): Promise<OperationResult> {
      const contextValue = { ...context, ...overrides, viewer } as C;
      const response = await server.executeOperation({ query, variables }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return response.body.singleResult as OperationResult;
    },
    stop: () => server.stop(),
  };
}

export type TestSubgraph = ReturnType<typeof startTestSubgraph>;

/**
 * POSTs an operation to a subgraph over HTTP signed as the gateway signs it,
 * as `viewer` (null: anonymous), with `secret` the subgraph's INTERNAL_SECRET.
 */
export async function postAsGateway(
  url: string,
  operation: { query: string; variables?: Record<string, unknown> },
  viewer: Viewer | null,
  secret: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await gatewaySignature(viewer, secret)), ...headers },
    body: JSON.stringify(operation),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as OperationResult };
}
