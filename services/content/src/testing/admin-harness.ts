import { randomUUID } from 'node:crypto';
import { liveConfigRedisKey } from '@juba/platform/live-config';
import { redisForProducer } from '@juba/platform/redis';
import { createSubgraphServer } from '@juba/platform/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import { createContentDb } from '../db.ts';
import type { ContentContext } from '../resolvers.ts';
import { contentSubgraph } from '../subgraph.ts';
import { freshDatabase } from '../../../../infra/test/fresh-database.ts';

export interface GraphQLResult {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export const adminViewer = (): Viewer => ({
  userId: `admin-${randomUUID()}`,
  email: 'rita.admin@example.com',
  firstName: 'Rita',
  lastName: 'Alves',
  profileImageUrl: null,
  isAdmin: true,
});

export const learnerViewer = (): Viewer => ({ ...adminViewer(), userId: `learner-${randomUUID()}`, email: 'leo@example.com', isAdmin: false });

export const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

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
  const server = createSubgraphServer<ContentContext>({
    schemaPath: new URL('../../schema.graphql', import.meta.url),
    resolvers: contentSubgraph.resolvers,
    internalSecret: 'x'.repeat(32),
    production: false,
    context,
  });
  return {
    db,
    redis,
    async run(query: string, variables: Record<string, unknown>, viewer: Viewer | null): Promise<GraphQLResult> {
      const response = await server.executeOperation({ query, variables }, { contextValue: { ...context, viewer } });
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      return response.body.singleResult as GraphQLResult;
    },
    async stop() {
      await server.stop();
      // A connection that never became ready mirrored nothing.
      if (redis.status === 'ready') await redis.del(liveConfigRedisKey('ai_model_settings'));
      redis.disconnect();
      await db.$disconnect();
    },
  };
}

export type AdminSubgraph = Awaited<ReturnType<typeof startAdminSubgraph>>;
