import { createActivityRecorder } from '@juba/platform/activity';
import { redisForProducer } from '@juba/platform/redis';
import { defineSubgraph } from '@juba/platform/subgraph';
import type { DiagnosticsContext } from './context.ts';
import { createDiagnosticsDb } from './db.ts';
import { resolvers } from './resolvers.ts';

export const diagnosticsSubgraph = defineSubgraph<DiagnosticsContext>({
  name: 'diagnostics',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createDiagnosticsDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const activity = createActivityRecorder(redis, { prefix: env.JOB_QUEUE_PREFIX });
    return {
      db,
      activity,
      close: async () => {
        await activity.close();
        redis.disconnect();
        await db.$disconnect();
      },
    };
  },
});
