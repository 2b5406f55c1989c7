import { z } from 'zod';
import { parseEnv } from '@juba/shared/env';
import { redisForProducer } from '@juba/shared/redis';
import { defineSubgraph, type SubgraphDefinition } from '@juba/shared/subgraph';
import { keepLiveConfigsMirrored } from './admin-config/live-config-mirror.ts';
import { createContentDb } from './db.ts';
import { createHandoutQueue } from './handouts/queue.ts';
import { resolvers, type ContentContext } from './resolvers.ts';

/** Must match the workers' JOB_QUEUE_PREFIX; tests give each suite its own. */
const queueEnv = { JOB_QUEUE_PREFIX: z.string().min(1).default('bull') };

export const contentSubgraph = defineSubgraph<ContentContext>({
  name: 'content',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  // Apollo's resolver-map type has every resolver as a field resolver (source, args, context, info), but
  // @apollo/subgraph calls __resolveReference(reference, context, info), as the generated Resolvers type says:
  // the map is checked against the schema in resolvers.ts and only retyped here, where Apollo takes it.
  resolvers: resolvers as SubgraphDefinition<ContentContext>['resolvers'],
  createContext: (env) => {
    const db = createContentDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const handoutQueue = createHandoutQueue(redis, { prefix: parseEnv(queueEnv).JOB_QUEUE_PREFIX });
    keepLiveConfigsMirrored(db, redis);
    return {
      db,
      handoutQueue,
      redis,
      close: async () => {
        await handoutQueue.close();
        redis.disconnect();
        await db.$disconnect();
      },
    };
  },
});
