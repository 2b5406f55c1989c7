import { redisForProducer } from '@juba/platform/redis';
import { defineSubgraph } from '@juba/platform/subgraph';
import type { ContentContext } from './context.ts';
import { keepLiveConfigsMirrored } from './admin-config/live-config-mirror.ts';
import { createContentDb } from './db.ts';
import { startContentJobRelay } from './job-outbox.ts';
import { resolvers } from './resolvers.ts';

export const contentSubgraph = defineSubgraph<ContentContext>({
  name: 'content',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createContentDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const jobOutbox = startContentJobRelay({ db, redis, prefix: env.JOB_QUEUE_PREFIX });
    keepLiveConfigsMirrored(db, redis);
    return {
      db,
      jobOutbox,
      redis,
      close: async () => {
        await jobOutbox.stop();
        redis.disconnect();
        await db.$disconnect();
      },
    };
  },
});
