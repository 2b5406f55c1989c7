import { randomUUID } from 'node:crypto';
import { liveConfigRedisKey } from '@juba/platform/live-config';
import { redisForProducer } from '@juba/platform/redis';
import { startTestSubgraph } from '@juba/platform/testing/subgraph';
import type { ContentContext } from '../context.ts';
import { createContentDb } from '../db.ts';
import { contentSubgraph } from '../subgraph.ts';
import { freshDatabase } from '../../../../infra/test/fresh-database.ts';

/**
 * The content subgraph in-process for admin resolver tests, with a live-config
 * mirror of its own. `database` names a freshly migrated database of the
 * suite's own, for suites that need table-wide config state; without it the
 * shared test database is used.
 */
export async function startAdminSubgraph(database?: string) {
  process.env.LIVE_CONFIG_PREFIX = `test-admin-${randomUUID()}`;
  const redis = redisForProducer(process.env.REDIS_URL!);
  const db = createContentDb(database ? await freshDatabase(database) : process.env.DATABASE_URL!);
  // Admin features queue nothing; the outbox only completes the context.
  const context = { db, redis, jobOutbox: { prefix: `test-admin-${randomUUID()}`, wake: () => {} } };
  const subgraph = startTestSubgraph<ContentContext>(contentSubgraph, context);
  return {
    db,
    redis,
    run: subgraph.run,
    async stop() {
      await subgraph.stop();
      // A connection that never became ready mirrored nothing.
      if (redis.status === 'ready') await redis.del(liveConfigRedisKey('ai_model_settings'));
      redis.disconnect();
      await db.$disconnect();
    },
  };
}

export type AdminSubgraph = Awaited<ReturnType<typeof startAdminSubgraph>>;
