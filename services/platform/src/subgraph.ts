import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { commonEnv, parseEnv, queueEnv } from './env.ts';
import { serviceInfo, type ServiceName } from './services.ts';
import { accessLog, requestIdMiddleware } from './observability/http.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { createMetricsRegistry, graphqlMetricsPlugin, httpMetrics, labelRoute, type Registry } from './observability/metrics.ts';
import { databaseCheck, opsEnv, redisCheck } from './observability/ops-server.ts';
import { serveOps } from './observability/process-ops.ts';
import { redisForProducer } from './redis.ts';
import { VIEWER_HEADER, verifyViewer, type Viewer, type ViewerContext } from './viewer.ts';

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

/** What a running process records about its requests: metrics for /metrics, JSON request logs. */
export interface Observability {
  registry: Registry;
  log: Logger;
}

export function createSubgraphServer<C extends ViewerContext>(opts: SubgraphOptions<C> & { httpServer?: Server; observability?: Observability }) {
  const plugins: ApolloServerPlugin<C>[] = [
    // Inline traces are for Apollo Studio, which Juba does not use: they would only add timing data to every response.
    ApolloServerPluginInlineTraceDisabled(),
    ...(opts.httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer: opts.httpServer })] : []),
    ...(opts.observability ? [graphqlMetricsPlugin(opts.observability.registry) as ApolloServerPlugin<C>] : []),
  ];
  return new ApolloServer<C>({
    schema: buildSubgraphSchema({ typeDefs: loadTypeDefs(opts.schemaPath), resolvers: opts.resolvers as GraphQLResolverMap<unknown> }),
    introspection: !opts.production,
    includeStacktraceInErrorResponses: !opts.production,
    plugins,
  });
}

export const INVALID_VIEWER_MESSAGE = `Invalid internal identity: the ${VIEWER_HEADER} header is not signed with this deployment's INTERNAL_SECRET or has expired. Send requests through the gateway.`;
export const MISSING_SIGNATURE_MESSAGE = `Missing internal identity: a subgraph answers only requests the gateway signed (the ${VIEWER_HEADER} header, signed with INTERNAL_SECRET). Send requests through the gateway.`;

const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });

/**
 * Refuses, before the body is read and any resolver runs, every request the
 * gateway did not sign: the subgraph's network being internal is not enough,
 * as any compromised neighbour could otherwise read any learner's entities.
 * The viewer it signed (null: anonymous) is left in `res.locals.viewer`.
 */
export function gatewaySignedOnly(secret: string): RequestHandler {
  return async (req, res, next) => {
    const signature = req.headers[VIEWER_HEADER];
    if (typeof signature !== 'string' || signature === '') return void res.status(401).json(refusal(MISSING_SIGNATURE_MESSAGE));
    try {
      res.locals.viewer = await verifyViewer(signature, secret);
    } catch {
      return void res.status(401).json(refusal(INVALID_VIEWER_MESSAGE));
    }
    next();
  };
}

/** Recordings travel in variables (up to 10 MB at the gateway, as base64 or a data URL). */
const SUBGRAPH_BODY_LIMIT = '50mb';

/**
 * Serves the subgraph on every path (its URL is /graphql), under the request
 * id the gateway sent; with `observability`, timed and logged per request.
 * Stopping the Apollo server closes the HTTP server too.
 */
export async function startSubgraph<C extends ViewerContext>(opts: SubgraphOptions<C> & { port: number; host: string; observability?: Observability }) {
  const app = express();
  app.disable('x-powered-by');
  const httpServer = createServer(app);
  const server = createSubgraphServer({ ...opts, httpServer });
  await server.start();
  app.use(requestIdMiddleware());
  if (opts.observability) app.use(accessLog(opts.observability.log), httpMetrics(opts.observability.registry));
  app.use(
    labelRoute('/graphql'),
    gatewaySignedOnly(opts.internalSecret),
    express.json({ limit: SUBGRAPH_BODY_LIMIT }),
    expressMiddleware(server, {
      context: async ({ res }) => ({ ...opts.context, viewer: res.locals.viewer as Viewer | null }) as C,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(opts.port, opts.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  return { server, url: `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}/graphql` };
}

export const subgraphEnvShape = {
  ...commonEnv,
  ...queueEnv,
  ...opsEnv,
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
export async function listenSubgraph<C extends ViewerContext>(
  def: SubgraphDefinition<C>,
  env: SubgraphEnv & { SUBGRAPH_HOST: string },
  port: number,
  observability?: Observability,
) {
  const context = def.createContext(env);
  const { server, url } = await startSubgraph<C>({
    observability,
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

export const parseSubgraphEnv = (env: NodeJS.ProcessEnv = process.env) => parseEnv(subgraphEnvShape, env);

/** The whole main() of a subgraph process, with a graceful stop on SIGTERM so in-flight requests finish. */
export async function runSubgraph<C extends ViewerContext>(def: SubgraphDefinition<C>) {
  const env = parseSubgraphEnv();
  const observability = { registry: createMetricsRegistry(def.name), log: createLogger(def.name) };
  const { url, stop } = await listenSubgraph(def, env, env.PORT ?? serviceInfo(def.name).port, observability);
  observability.log.info(`${def.name} subgraph at ${url}`);
  const database = databaseCheck(env.DATABASE_URL);
  const redis = redisForProducer(env.REDIS_URL);
  redis.on('error', () => {});
  const ops = await serveOps({
    process: def.name,
    env,
    registry: observability.registry,
    checks: { database, redis: redisCheck(redis) },
    log: observability.log,
  });
  const shutdown = async () => {
    await stop();
    await ops.close();
    await database.close();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
