import { z } from 'zod';
import { createActivityRecorder } from '@juba/platform/activity';
import { parseEnv } from '@juba/platform/env';
import { redisForProducer } from '@juba/platform/redis';
import { defineSubgraph } from '@juba/platform/subgraph';
import type { DiagnosticsContext } from './context.ts';
import { createDiagnosticsDb } from './db.ts';
import { resolvers } from './resolvers.ts';

/** Must match the workers' JOB_QUEUE_PREFIX; tests give each suite its own. */
const queueEnv = { JOB_QUEUE_PREFIX: z.string().min(1).default('bull') };

export const diagnosticsSubgraph = defineSubgraph<DiagnosticsContext>({
  name: 'diagnostics',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createDiagnosticsDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const activity = createActivityRecorder(redis, { prefix: parseEnv(queueEnv).JOB_QUEUE_PREFIX });
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
