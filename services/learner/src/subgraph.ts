import { aiConfigFromEnv } from '@juba/ai-provider';
import { liveAiConfig } from '@juba/ai-provider/live-settings';
import { startRetentionSweep } from '@juba/platform/data-retention';
import { redisForProducer } from '@juba/platform/redis';
import { defineSubgraph } from '@juba/platform/subgraph';
import type { LearnerContext } from './context.ts';
import { createLearnerDb } from './db.ts';
import { deleteOldActivity } from './data-retention/sweep.ts';
import { startLearnerJobRelay } from './job-outbox.ts';
import { resolvers } from './resolvers.ts';

export const learnerSubgraph = defineSubgraph<LearnerContext>({
  name: 'learner',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    // Read once at start: a bad AI_* variable stops the process instead of failing later per request.
    const aiConfig = aiConfigFromEnv(process.env);
    const db = createLearnerDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const jobOutbox = startLearnerJobRelay({ db, redis, prefix: env.JOB_QUEUE_PREFIX });
    const stopRetention = startRetentionSweep({ service: 'learner', redis, sweep: (cutoff) => deleteOldActivity(db, cutoff) });
    return {
      db,
      jobOutbox,
      currentAiConfig: liveAiConfig(redis, aiConfig),
      close: async () => {
        stopRetention();
        await jobOutbox.stop();
        redis.disconnect();
        await db.$disconnect();
      },
    };
  },
});
