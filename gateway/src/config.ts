import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { commonEnv, parseEnv, queueEnv } from '@juba/platform/env';
import { opsEnv } from '@juba/platform/observability/ops-server';
import { EMBEDDED_ISSUER } from '@juba/platform/production-env';
import { SERVICES, subgraphUrl, type ServiceName } from '@juba/platform/services';

// No DATABASE_URL: the gateway reaches data only through the subgraphs.
const { DATABASE_URL: _database, ...gatewayCommonEnv } = commonEnv;

/** Bytes of a JSON body (in /graphql, all but the recording mutations': http/graphql-body.ts); all an anonymous caller may send. */
export const JSON_BODY_BYTES = 100 * 1024;

export const gatewayEnvShape = {
  ...gatewayCommonEnv,
  /** The queue view and the queue-depth metrics read the queues under this prefix. */
  ...queueEnv,
  ...opsEnv,
  PORT: z.coerce.number().int().min(0).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:4000'),
  /** Strict-Transport-Security max-age in seconds; unset, a year when PUBLIC_ORIGIN is https and none otherwise (http/security-headers.ts). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).optional(),
  OIDC_KIND: z.enum(['embedded', 'keycloak']).default('embedded'),
  OIDC_ISSUER: z.string().url().default(EMBEDDED_ISSUER),
  OIDC_AUDIENCE: z.string().min(1).default('urn:juba:api'),
  OIDC_CLIENT_ID: z.string().min(1).default('juba-spa'),
  /** Where the gateway itself fetches signing keys when the issuer's public address is not reachable from it (containers). */
  OIDC_JWKS_URI: z.string().url().optional(),
  KEYCLOAK_URL: z.string().url().optional(),
  KEYCLOAK_REALM: z.string().optional(),
  /** Recordings (bodies over the 100 KB document limit) one learner may be uploading at once; beyond it, 429 with Retry-After. */
  UPLOADS_PER_LEARNER: z.coerce.number().int().positive().default(2),
  /** Recordings the whole gateway reads and parses at once (each holds tens of MB while it does). */
  UPLOADS_AT_ONCE: z.coerce.number().int().positive().default(8),
  /** Open sockets one learner may hold (a tab needs one); the oldest is closed beyond it. */
  WS_SOCKETS_PER_LEARNER: z.coerce.number().int().positive().default(10),
  /** How long a socket may stay without a subscription before it is closed (the browser connects only to subscribe). */
  WS_IDLE_MS: z.coerce.number().int().positive().default(30_000),
  /** Subscriptions one socket may run at once: more than every screen of one tab follows. */
  WS_SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().positive().default(20),
  FRONTEND_DIST: z.string().default(fileURLToPath(new URL('../../frontend/dist', import.meta.url))),
  /** On SIGTERM, how long requests already in flight may take to finish (new ones get 503 meanwhile): under k8s' 30 s grace period. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
  /** How long POST /api/material-didatico/generate waits for its job. */
  REST_JOB_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** How long a subgraph may take to answer a query or an ordinary mutation before the caller gets 504. */
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** The same for the recording and generation mutations (graphql/subgraph-guard.ts): above analyzeAccent's 30 s wait and a model call retried once. */
  SUBGRAPH_SLOW_TIMEOUT_MS: z.coerce.number().int().positive().default(65_000),
  /** Fetches in a row without an answer that open a subgraph's breaker (503 at once while open). */
  SUBGRAPH_BREAKER_FAILURES: z.coerce.number().int().positive().default(3),
  /** How long an open breaker refuses before one probe request goes through. */
  SUBGRAPH_BREAKER_OPEN_MS: z.coerce.number().int().positive().default(2_000),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  // With JUBA_PRODUCTION=true this also refuses the embedded identity provider and every development default.
  const parsed = parseEnv(gatewayEnvShape, env);
  if (parsed.OIDC_KIND === 'keycloak' && (!parsed.KEYCLOAK_URL || !parsed.KEYCLOAK_REALM)) {
    throw new Error('OIDC_KIND=keycloak needs KEYCLOAK_URL and KEYCLOAK_REALM for the browser sign-in.');
  }
  return {
    ...parsed,
    subgraphs: Object.fromEntries(SERVICES.map((s) => [s.name, subgraphUrl(s.name, env)])) as Record<ServiceName, string>,
    subgraphGuard: {
      timeoutMs: parsed.SUBGRAPH_TIMEOUT_MS,
      slowTimeoutMs: parsed.SUBGRAPH_SLOW_TIMEOUT_MS,
      breaker: { failures: parsed.SUBGRAPH_BREAKER_FAILURES, openMs: parsed.SUBGRAPH_BREAKER_OPEN_MS },
    },
    limits: {
      /** Deepest selection a query may have: the app's deepest operation has 5. */
      maxDepth: 10,
      maxAliases: 15,
      /** The app's largest operation has about 60 tokens; the parser stops past this many. */
      maxTokens: 2000,
      maxDefinitions: 20,
      maxFragmentSpreads: 50,
      jsonBody: JSON_BODY_BYTES,
      /** Recordings for phonetic analysis arrive as data URLs: in a REST row marked largeBody, or in /graphql variables. */
      audioBody: 10 * 1024 * 1024,
    },
    uploads: { perLearner: parsed.UPLOADS_PER_LEARNER, total: parsed.UPLOADS_AT_ONCE },
    websockets: { socketsPerLearner: parsed.WS_SOCKETS_PER_LEARNER, idleMs: parsed.WS_IDLE_MS, subscriptionsPerSocket: parsed.WS_SUBSCRIPTIONS_PER_SOCKET },
  };
}

/** What the browser needs to start sign-in: served as /app-config.json. */
export function browserAuthConfig(config: GatewayConfig) {
  return config.OIDC_KIND === 'keycloak'
    ? { oidc: { kind: 'keycloak' as const, url: config.KEYCLOAK_URL!, realm: config.KEYCLOAK_REALM!, clientId: config.OIDC_CLIENT_ID } }
    : { oidc: { kind: 'embedded' as const, issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID } };
}
