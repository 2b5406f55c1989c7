import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { commonEnv, parseEnv, queueEnv } from './env.ts';
import { serviceInfo, type ServiceName } from './services.ts';
import { appError } from './errors.ts';
import { VIEWER_HEADER, verifyViewer, type ViewerContext } from './viewer.ts';

/**
 * A subgraph's resolver map: its `Resolvers<Context>`, generated from its
 * schema.graphql and checked where the map is written. Apollo's own
 * GraphQLResolverMap cannot hold it: it types `__resolveReference` as a field
 * resolver (source, args, context, info), while @apollo/subgraph calls it
 * (reference, context, info), as the generated type has it.
 */
export type SubgraphResolvers = object;

export function loadTypeDefs(schemaPath: URL) {
  return gql(readFileSync(schemaPath, 'utf8'));
}

export interface SubgraphOptions<C extends ViewerContext> {
  schemaPath: URL;
  resolvers: SubgraphResolvers;
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
    // Inline traces are for Apollo Studio, which Juba does not use: they would only add timing data to every response.
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
}

export const INVALID_VIEWER_MESSAGE = `Invalid internal identity: the ${VIEWER_HEADER} header is not signed with this deployment's INTERNAL_SECRET or has expired. Send requests through the gateway.`;

/** Reads the gateway-signed viewer; a present but invalid one is refused outright. */
export async function viewerFromHeaders(headers: Record<string, string | string[] | undefined>, secret: string) {
  const raw = headers[VIEWER_HEADER];
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return await verifyViewer(raw, secret);
  } catch {
    // Thrown from the context function, a GraphQLError is answered 500 unless it names its HTTP status.
    throw appError('UNAUTHENTICATED', INVALID_VIEWER_MESSAGE, { http: { status: 401 } });
  }
}

export async function startSubgraph<C extends ViewerContext>(opts: SubgraphOptions<C> & { port: number; host: string }) {
  const server = createSubgraphServer(opts);
  const { url } = await startStandaloneServer(server, {
    listen: { host: opts.host, port: opts.port },
    context: async ({ req }) => ({ ...opts.context, viewer: await viewerFromHeaders(req.headers, opts.internalSecret) }) as C,
  });
  return { server, url };
}

const subgraphEnv = {
  ...commonEnv,
  ...queueEnv,
  /** Internal address only; compose sets 0.0.0.0 on its private network. */
  SUBGRAPH_HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().positive().optional(),
};

/** What a subgraph's createContext is handed: read once, here, never again from process.env. */
export type SubgraphEnv = z.infer<z.ZodObject<typeof commonEnv & typeof queueEnv>>;

/** Everything needed to run one subgraph: each service exports one from src/subgraph.ts. */
export interface SubgraphDefinition<C extends ViewerContext> {
  name: ServiceName;
  schemaPath: URL;
  resolvers: SubgraphResolvers;
  createContext: (env: SubgraphEnv) => Omit<C, 'viewer'> & { close?: () => Promise<void> };
}

export function defineSubgraph<C extends ViewerContext>(definition: SubgraphDefinition<C>) {
  return definition;
}

/** Starts a defined subgraph; tests pass port 0 and their own environment. */
export async function listenSubgraph<C extends ViewerContext>(def: SubgraphDefinition<C>, env: SubgraphEnv & { SUBGRAPH_HOST: string }, port: number) {
  const context = def.createContext(env);
  const { server, url } = await startSubgraph<C>({
    schemaPath: def.schemaPath,
    resolvers: def.resolvers,
    internalSecret: env.INTERNAL_SECRET,
    production: env.JUBA_PRODUCTION,
    host: env.SUBGRAPH_HOST,
    port,
    context,
  });
  return {
    url,
    stop: async () => {
      await server.stop();
      await context.close?.();
    },
  };
}

export const parseSubgraphEnv = (env: NodeJS.ProcessEnv = process.env) => parseEnv(subgraphEnv, env);

/** The whole main() of a subgraph process, with a graceful stop on SIGTERM so in-flight requests finish. */
export async function runSubgraph<C extends ViewerContext>(def: SubgraphDefinition<C>) {
  const env = parseSubgraphEnv();
  const { url, stop } = await listenSubgraph(def, env, env.PORT ?? serviceInfo(def.name).port);
  console.log(`${def.name} subgraph at ${url}`);
  const shutdown = async () => {
    await stop();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
