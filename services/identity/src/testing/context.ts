import { randomUUID } from 'node:crypto';
import { redisForProducer } from '@juba/platform/redis';
import type { IdentityContext } from '../context.ts';
import { createIdentityDb } from '../db.ts';
import { privacyConfigFromEnv, type PrivacyConfig } from '../privacy/config.ts';

/**
 * The identity subgraph's context for a test file: no relay, so a requested
 * export stays PENDING with its outbox entry under the file's own `prefix`.
 */
export function identityTestContext(privacy: PrivacyConfig = privacyConfigFromEnv({})) {
  const prefix = `test-identity-${randomUUID()}`;
  const db = createIdentityDb(process.env.DATABASE_URL!);
  const redis = redisForProducer(process.env.REDIS_URL!);
  const context: Omit<IdentityContext, 'viewer'> = { db, privacy, redis, jobOutbox: { prefix, wake: () => {} } };
  return {
    db,
    redis,
    prefix,
    context,
    async close() {
      redis.disconnect();
      await db.$disconnect();
    },
  };
}
