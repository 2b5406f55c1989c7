import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { Queue } from 'bullmq';
import { GraphQLError } from 'graphql';
import { QUEUES } from '@juba/contracts/jobs';
import { INVALID_TOKEN_MESSAGE } from '@juba/platform/errors';
import { accessLog, requestIdMiddleware } from '@juba/platform/observability/http';
import type { Logger } from '@juba/platform/observability/logger';
import { httpMetrics, labelRoute, queueDepthGauge, type Registry } from '@juba/platform/observability/metrics';
import { readiness, redisCheck } from '@juba/platform/observability/ops-server';
import { redisForProducer, redisForSubscriber } from '@juba/platform/redis';
import { gatewaySignature, type Viewer } from '@juba/platform/viewer';
import { refusingErasedAccounts } from './auth/erased-accounts.ts';
import { bearerToken, createTokenVerifier, IdentityProviderUnavailableError } from './auth/token-verifier.ts';
import { browserAuthConfig, type GatewayConfig } from './config.ts';
import { createApolloServer, type GatewayContext } from './graphql/apollo.ts';
import { graphqlHeadRule, graphqlJsonBody } from './http/graphql-body.ts';
import { refusingFromTheHead } from './http/head-refusals.ts';
import { answerEverythingElseInJson, graphqlBodyErrors } from './http/json-errors.ts';
import { securityHeadersMiddleware } from './http/security-headers.ts';
import { shutdownDrain } from './http/shutdown-drain.ts';
import { UploadSlots } from './http/upload-slots.ts';
import { answerUnreadableRequestsInJson } from './http/unreadable-requests.ts';
import { createRestRouter, restHeadRule } from './rest/router.ts';
import { QUEUE_VIEW_PATH, queueViewRouter } from './queue-view/queue-view.ts';
import { PubSubHub } from './subscriptions/pubsub-hub.ts';
import { attachSubscriptionServer, buildSubscriptionSchema } from './subscriptions/ws-server.ts';

/** A subgraph answers when `{ __typename }`, signed as every request of the gateway, comes back without errors. */
async function subgraphAnswers(url: string, internalSecret: string) {
  const headers = { 'content-type': 'application/json', ...(await gatewaySignature(null, internalSecret)) };
  const res = await fetch(url, { method: 'POST', headers, body: '{"query":"{ __typename }"}', signal: AbortSignal.timeout(2_000) });
  const body = (await res.json()) as { data?: { __typename?: string } };
  if (!res.ok || body.data?.__typename !== 'Query') throw new Error(`answered ${res.status}`);
}

/**
 * The single public entry point: the SPA, /graphql over HTTP and WebSocket,
 * the REST facade under /api, the sign-in navigations and the admins' queue
 * view. Every entry point verifies the access token the same way. With
 * `observability` (the running process; tests leave it out) it logs each
 * request as JSON and records metrics into the registry its ops port serves.
 */
export async function createGateway(config: GatewayConfig, observability?: { registry: Registry; log: Logger }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = createServer();
  answerUnreadableRequestsInJson(httpServer);

  const erasedAccounts = redisForProducer(config.REDIS_URL);
  const verifyToken = refusingErasedAccounts(
    createTokenVerifier({ issuer: config.OIDC_ISSUER, audience: config.OIDC_AUDIENCE, jwksUri: config.OIDC_JWKS_URI }),
    erasedAccounts,
  );
  const authenticate = async (authorization: string | undefined) => {
    const token = bearerToken(authorization);
    return token ? verifyToken(token) : null;
  };
  // /graphql verifies the caller before reading the body (to choose its limit), and its context reads the same answer.
  const callers = new WeakMap<IncomingMessage, Promise<Viewer | null>>();
  const callerOf = (req: IncomingMessage) => {
    let caller = callers.get(req);
    if (!caller) callers.set(req, (caller = authenticate(req.headers.authorization)));
    return caller;
  };
  const uploadSlots = new UploadSlots(config.uploads);
  const bodyLimits = { documentBytes: config.limits.jsonBody, audioBytes: config.limits.audioBody };

  const redis = redisForSubscriber(config.REDIS_URL);
  const hub = new PubSubHub(redis, config.REST_JOB_TIMEOUT_MS);
  const apollo = createApolloServer(config, httpServer, observability?.registry);
  await apollo.start();

  // Every queue of the contracts, for the queue view and the depth metrics (a new queue in QUEUES appears in both).
  const queueConnection = redisForProducer(config.REDIS_URL);
  queueConnection.on('error', () => {});
  const queues = Object.values(QUEUES).map((name) => {
    const queue = new Queue(name, { connection: queueConnection, prefix: config.JOB_QUEUE_PREFIX });
    queue.on('error', () => {});
    return queue;
  });
  if (observability) queueDepthGauge(observability.registry, () => queues);

  const shutdown = shutdownDrain();
  /** Ready: not shutting down, and Redis (subscriptions, job waits) and every subgraph answer. */
  const readinessChecks = {
    shutdown: shutdown.readiness,
    redis: redisCheck(redis),
    ...Object.fromEntries(Object.entries(config.subgraphs).map(([name, url]) => [`subgraph ${name}`, () => subgraphAnswers(url, config.INTERNAL_SECRET)])),
  };

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const { ready, checks } = await readiness(readinessChecks);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });
  // After the probes, which keep answering while the gateway drains (liveness stays up, readiness says it is going).
  app.use(shutdown.middleware);
  app.get('/app-config.json', (_req, res) => void res.json(browserAuthConfig(config)));
  // Sign-in and sign-out are browser navigations; the SPA runs the OIDC flow (keycloak-js holds the PKCE state).
  app.get('/api/login', (_req, res) => res.redirect(302, '/?login'));
  app.get('/api/logout', (_req, res) => res.redirect(302, '/?logout'));

  app.use(
    QUEUE_VIEW_PATH,
    labelRoute(QUEUE_VIEW_PATH),
    queueViewRouter({
      queues,
      authenticate: (req) => authenticate(req.headers.authorization),
      internalSecret: config.INTERNAL_SECRET,
      publicOrigin: config.PUBLIC_ORIGIN,
    }),
  );

  app.use(
    createRestRouter({
      authenticate: callerOf,
      execute: async (viewer, query, variables) => {
        const response = await apollo.executeOperation({ query, variables }, { contextValue: { viewer } satisfies GatewayContext });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the REST facade');
        return response.body.singleResult;
      },
      waitForJobEnd: (jobId, read) => hub.waitForJobEnd(jobId, read),
      limits: config.limits,
      uploadSlots,
    }),
  );

  app.use(
    '/graphql',
    labelRoute('/graphql'),
    ...graphqlJsonBody({ ...bodyLimits, maxTokens: config.limits.maxTokens }, { identify: (req) => callerOf(req).catch(() => null), slots: uploadSlots }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GatewayContext> => {
        try {
          return { viewer: await callerOf(req) };
        } catch (err) {
          if (err instanceof IdentityProviderUnavailableError) {
            throw new GraphQLError(err.message, { extensions: { code: 'UNAVAILABLE', http: { status: 503 } } });
          }
          throw new GraphQLError(INVALID_TOKEN_MESSAGE, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
        }
      },
    }),
    graphqlBodyErrors,
  );

  const subscriptions = attachSubscriptionServer({
    httpServer,
    path: '/graphql',
    schema: buildSubscriptionSchema(hub),
    verify: verifyToken,
    limits: config.limits,
    socketLimits: config.websockets,
    subscriber: redis,
  });

  if (existsSync(join(config.FRONTEND_DIST, 'index.html'))) {
    // Labelled only when a file is served: a miss falls through to the SPA's route.
    app.use(
      express.static(config.FRONTEND_DIST, {
        index: false,
        maxAge: '1h',
        setHeaders: (res) => void ((res as unknown as express.Response).locals.routeLabel = 'static'),
      }),
    );
    // Client-side routes (and the 404 page) are the SPA's: every other GET gets index.html.
    app.get(/^(?!\/(api|graphql)(\/|$)).*/, labelRoute('spa'), (_req, res) => res.sendFile(join(config.FRONTEND_DIST, 'index.html'), { maxAge: 0 }));
  }
  answerEverythingElseInJson(app);

  // What every answer gets runs in front of Express, so an answer refused from the head gets it too.
  httpServer.on(
    'request',
    refusingFromTheHead({
      everyAnswer: [
        requestIdMiddleware(),
        ...(observability ? [accessLog(observability.log), httpMetrics(observability.registry)] : []),
        securityHeadersMiddleware(config),
      ],
      rules: [graphqlHeadRule(bodyLimits), restHeadRule()],
      caller: callerOf,
      draining: shutdown.draining,
      etag: app.get('etag fn') as (body: string, encoding: 'utf8') => string | undefined,
      app,
    }),
  );

  return {
    app,
    httpServer,
    async listen(port = config.PORT, host = config.HOST) {
      await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
      const address = httpServer.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    /** What the process's ops port answers on /readyz: the same checks as the public /readyz. */
    readinessChecks,
    async close() {
      await shutdown.drain(config.SHUTDOWN_GRACE_MS);
      await subscriptions.close();
      await apollo.stop();
      await Promise.all(queues.map((q) => q.close()));
      queueConnection.disconnect();
      erasedAccounts.disconnect();
      redis.disconnect();
    },
  };
}
