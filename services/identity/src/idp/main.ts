import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv, productionRequested } from '@juba/platform/env';
import { createLogger } from '@juba/platform/observability/logger';
import { createMetricsRegistry } from '@juba/platform/observability/metrics';
import { databaseCheck, redisCheck } from '@juba/platform/observability/ops-server';
import { serveOps } from '@juba/platform/observability/process-ops';
import { redisForProducer } from '@juba/platform/redis';
import { createIdentityDb } from '../db.ts';
import { purgeExpiredOidcPayloads } from './adapter.ts';
import { createIdp, PRODUCTION_REFUSAL } from './create-idp.ts';
import { idpEnv } from './env.ts';
import { SPA_CLIENT_ID } from './provider.ts';
import { SEED_ACCOUNTS, seedAccounts } from './seed.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

export { createIdp, type IdpOptions, type RunningIdp } from './create-idp.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

async function main() {
  // Before parsing: no setting would make it acceptable, so listing unsafe defaults would mislead.
  if (productionRequested()) {
    console.error(PRODUCTION_REFUSAL);
    process.exit(1);
  }
  const env = parseEnv(idpEnv);
  const db = createIdentityDb(env.DATABASE_URL);
  const redis = redisForProducer(env.REDIS_URL);
  await seedAccounts(db);
  await purgeExpiredOidcPayloads(db);
  const purge = setInterval(() => void purgeExpiredOidcPayloads(db).catch((err) => console.error('idp purge failed', err)), PURGE_EVERY_MS);
  purge.unref();

  const idp = await createIdp({
    db,
    port: env.IDP_PORT,
    host: env.IDP_HOST,
    issuer: env.IDP_ISSUER ?? `http://localhost:${env.IDP_PORT}`,
    spaOrigin: env.SPA_ORIGIN,
    audience: env.OIDC_AUDIENCE,
    cookieKeys: env.IDP_COOKIE_KEYS,
    throttle: createSignInThrottle(redis),
  });
  console.log(`identity provider (embedded OpenID Connect) at ${idp.url}`);
  console.log(`  issuer ${idp.issuer}  ·  discovery ${idp.issuer}/.well-known/openid-configuration  ·  client ${SPA_CLIENT_ID}`);
  for (const a of SEED_ACCOUNTS) console.log(`  sign in as ${a.email} / ${a.password} (${a.roles.join(', ')})`);
  // Development only, but watched like the rest: process metrics and probes (database, Redis for the sign-in throttle).
  const database = databaseCheck(env.DATABASE_URL);
  const ops = await serveOps({
    process: 'idp',
    env,
    registry: createMetricsRegistry('idp'),
    checks: { database, redis: redisCheck(redis) },
    log: createLogger('idp'),
  });

  const stop = async () => {
    await ops.close();
    await database.close();
    await idp.close();
    await db.$disconnect();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const startedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (startedDirectly) await main();
