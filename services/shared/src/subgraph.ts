import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { gql } from 'graphql-tag';
import { unauthenticated } from './errors.ts';
import { VIEWER_HEADER, verifyViewer, type ViewerContext } from './viewer.ts';

export function loadTypeDefs(schemaPath: URL) {
  return gql(readFileSync(schemaPath, 'utf8'));
}

export interface SubgraphOptions<C extends ViewerContext> {
  schemaPath: URL;
  resolvers: GraphQLResolverMap<C>;
  internalSecret: string;
  production: boolean;
  /** Per-request extras (database client, queues) merged into the context. */
  context: Omit<C, 'viewer'>;
}

export function createSubgraphServer<C extends ViewerContext>(opts: SubgraphOptions<C>) {
  return new ApolloServer<C>({
    schema: buildSubgraphSchema({ typeDefs: loadTypeDefs(opts.schemaPath), resolvers: opts.resolvers as GraphQLResolverMap<unknown> }),
    introspection: !opts.production,
    includeStacktraceInErrorResponses: !opts.production,
  });
}

/** Reads the gateway-signed viewer; a present but invalid one is refused outright. */
export async function viewerFromHeaders(headers: Record<string, string | string[] | undefined>, secret: string) {
  const raw = headers[VIEWER_HEADER];
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return await verifyViewer(raw, secret);
  } catch {
    throw unauthenticated('Invalid internal identity');
  }
}

export async function startSubgraph<C extends ViewerContext>(opts: SubgraphOptions<C> & { port: number; host?: string }) {
  const server = createSubgraphServer(opts);
  const { url } = await startStandaloneServer(server, {
    listen: { host: opts.host ?? '127.0.0.1', port: opts.port },
    context: async ({ req }) => ({ ...opts.context, viewer: await viewerFromHeaders(req.headers, opts.internalSecret) }) as C,
  });
  return { server, url };
}
