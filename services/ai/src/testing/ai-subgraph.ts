import { randomUUID } from 'node:crypto';
import { aiConfigFromEnv } from '@juba/ai-provider';
import { createActivityRecorder } from '@juba/platform/activity';
import { redisForProducer } from '@juba/platform/redis';
import { startTestSubgraph } from '@juba/platform/testing/subgraph';
import type { AiContext } from '../context.ts';
import { redisDraftPublisher } from '../chat/index.ts';
import { createAiDb } from '../db.ts';
import { aiSubgraph } from '../subgraph.ts';

/** No model configured: the offline provider answers. */
export const offlineConfig = () => aiConfigFromEnv({});

/**
 * The AI subgraph in-process on the test database, offline unless a call
 * passes another `currentAiConfig`, reporting activity on a queue prefix of
 * the suite's own (`prefix`, for a test that inspects the queue).
 */
export function startAiSubgraph() {
  const prefix = `test-ai-${randomUUID()}`;
  const db = createAiDb(process.env.DATABASE_URL!);
  const redis = redisForProducer(process.env.REDIS_URL!);
  const activity = createActivityRecorder(redis, { prefix });
  const publishDraft = redisDraftPublisher(redis);
  const subgraph = startTestSubgraph<AiContext>(aiSubgraph, { db, activity, currentAiConfig: offlineConfig, publishDraft });
  return {
    db,
    redis,
    prefix,
    activity,
    publishDraft,
    run: subgraph.run,
    async stop() {
      await subgraph.stop();
      await activity.close();
      redis.disconnect();
      await db.$disconnect();
    },
  };
}
