import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { GraphQLError } from 'graphql';
import { redisForSubscriber } from '@juba/platform/redis';
import { bearerToken, createTokenVerifier, IdentityProviderUnavailableError } from './auth/token-verifier.ts';
import { browserAuthConfig, type GatewayConfig } from './config.ts';
import { createApolloServer, type GatewayContext } from './graphql/apollo.ts';
import { graphqlJsonBody } from './http/graphql-body.ts';
import { answerEverythingElseInJson, graphqlBodyErrors } from './http/json-errors.ts';
import { securityHeadersMiddleware } from './http/security-headers.ts';
import { answerUnreadableRequestsInJson } from './http/unreadable-requests.ts';
import { createRestRouter } from './rest/router.ts';
import { PubSubHub } from './subscriptions/pubsub-hub.ts';
import { attachSubscriptionServer, buildSubscriptionSchema } from './subscriptions/ws-server.ts';

/**
 * The single public entry point: the SPA, /graphql over HTTP and WebSocket,
 * the REST facade under /api, and the sign-in navigations. Every entry point
 * verifies the access token the same way.
 */
export async function createGateway(config: GatewayConfig) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = createServer(app);
  answerUnreadableRequestsInJson(httpServer);

  const verifyToken = createTokenVerifier({ issuer: config.OIDC_ISSUER, audience: config.OIDC_AUDIENCE, jwksUri: config.OIDC_JWKS_URI });
  const authenticate = async (authorization: string | undefined) => {
    const token = bearerToken(authorization);
    return token ? verifyToken(token) : null;
  };

  const redis = redisForSubscriber(config.REDIS_URL);
  const hub = new PubSubHub(redis, config.REST_JOB_TIMEOUT_MS);
  const apollo = createApolloServer(config, httpServer);
  await apollo.start();

  app.use(securityHeadersMiddleware(config));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const redisOk = await redis.ping().then(() => true, () => false);
    res.status(redisOk ? 200 : 503).json({ status: redisOk ? 'ready' : 'redis unavailable' });
  });
  app.get('/app-config.json', (_req, res) => void res.json(browserAuthConfig(config)));
  // Sign-in and sign-out are browser navigations; the SPA runs the OIDC flow (keycloak-js holds the PKCE state).
  app.get('/api/login', (_req, res) => res.redirect(302, '/?login'));
  app.get('/api/logout', (_req, res) => res.redirect(302, '/?logout'));

  app.use(
    createRestRouter({
      authenticate: (req) => authenticate(req.headers.authorization),
      execute: async (viewer, query, variables) => {
        const response = await apollo.executeOperation({ query, variables }, { contextValue: { viewer } satisfies GatewayContext });
        if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the REST facade');
        return response.body.singleResult;
      },
      waitForJobEnd: (jobId, read) => hub.waitForJobEnd(jobId, read),
      limits: config.limits,
    }),
  );

  app.use(
    '/graphql',
    ...graphqlJsonBody({ documentBytes: config.limits.jsonBody, audioBytes: config.limits.audioBody, maxTokens: config.limits.maxTokens }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GatewayContext> => {
        try {
          return { viewer: await authenticate(req.headers.authorization) };
        } catch (err) {
          if (err instanceof IdentityProviderUnavailableError) {
            throw new GraphQLError(err.message, { extensions: { code: 'UNAVAILABLE', http: { status: 503 } } });
          }
          throw new GraphQLError('Unauthorized: the access token is invalid or expired.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
        }
      },
    }),
    graphqlBodyErrors,
  );

  const subscriptions = attachSubscriptionServer({ httpServer, path: '/graphql', schema: buildSubscriptionSchema(hub), verify: verifyToken, limits: config.limits });

  if (existsSync(join(config.FRONTEND_DIST, 'index.html'))) {
    app.use(express.static(config.FRONTEND_DIST, { index: false, maxAge: '1h' }));
    // Client-side routes (and the 404 page) are the SPA's: every other GET gets index.html.
    app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => res.sendFile(join(config.FRONTEND_DIST, 'index.html'), { maxAge: 0 }));
  }
  answerEverythingElseInJson(app);

  return {
    app,
    httpServer,
    async listen(port = config.PORT, host = config.HOST) {
      await new Promise<void>((resolve) => httpServer.listen(port, host, resolve));
      const address = httpServer.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    async close() {
      await subscriptions.close();
      await apollo.stop();
      redis.disconnect();
    },
  };
}
