import { createActivityRecorder } from '@juba/platform/activity';
import { redisForProducer } from '@juba/platform/redis';
import { repeatSweep } from '@juba/platform/repeat-sweep';
import { startRetentionSweep } from '@juba/platform/data-retention';
import { defineSubgraph } from '@juba/platform/subgraph';
import { redisDraftPublisher } from './chat/index.ts';
import { finishIdleConversations, IDLE_SWEEP_INTERVAL_MS } from './conversation/index.ts';
import { deleteOldChats } from './data-retention/sweep.ts';
import { createAiDb } from './db.ts';
import { aiConfigFromEnv } from '@juba/ai-provider';
import { liveAiConfig } from '@juba/ai-provider/live-settings';
import type { AiContext } from './context.ts';
import { resolvers } from './resolvers.ts';

export const aiSubgraph = defineSubgraph<AiContext>({
  name: 'ai',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    // Read once at start: a bad AI_* variable stops the process instead of failing later per request.
    const config = aiConfigFromEnv(process.env);
    const db = createAiDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const activity = createActivityRecorder(redis, { prefix: env.JOB_QUEUE_PREFIX });
    const stopRetention = startRetentionSweep({ service: 'ai', redis, sweep: (cutoff) => deleteOldChats(db, cutoff) });
    const stopSweeping = repeatSweep('finishing idle conversations', () => finishIdleConversations({ db, activity }), IDLE_SWEEP_INTERVAL_MS);
    return {
      currentAiConfig: liveAiConfig(redis, config),
      db,
      activity,
      publishDraft: redisDraftPublisher(redis),
      close: async () => {
        stopSweeping();
        stopRetention();
        await activity.close();
        redis.disconnect();
        await db.$disconnect();
      },
    };
  },
});
