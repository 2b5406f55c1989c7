import type { Redis } from 'ioredis';
import { createContentDb } from '@juba/content/db';
import { createHandoutJobHandler, failLostHandout } from '@juba/content/handouts/handout-job';
import { createAiProvider, OpenAiProvider, type HandoutGenerator } from '@juba/ai-provider';
import { liveAiConfig } from '@juba/ai-provider/live-settings';
import type { QueueHandlerFactory } from '../registry.ts';

/**
 * A model-backed generator follows the administrator's live ai_model_settings,
 * read per job; the offline bank (and a test double) has no model settings to follow.
 */
function withLiveAiSettings(ai: HandoutGenerator, redis: Redis): HandoutGenerator {
  if (!(ai instanceof OpenAiProvider)) return ai;
  const currentConfig = liveAiConfig(redis, ai.config);
  return {
    name: ai.name,
    generateHandout: async (level, opts) => createAiProvider(await currentConfig()).generateHandout(level, opts),
  };
}

export const handoutGeneration: QueueHandlerFactory = ({ databaseUrl, ai, publisher, activities, log }) => {
  const db = createContentDb(databaseUrl);
  const run = createHandoutJobHandler({ db, ai: withLiveAiSettings(ai, publisher), publisher, activities, log });
  return {
    process: (job, signal) => run(job, signal),
    onFailedOutsideHandler: (jobId, reason) => failLostHandout({ db, publisher, log }, jobId, reason),
    close: () => db.$disconnect(),
  };
};
