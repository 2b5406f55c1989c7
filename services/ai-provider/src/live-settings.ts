import type { Redis } from 'ioredis';
import { z } from 'zod';
import { liveSetting } from '@juba/platform/live-config';
import { withSettings, type AiConfig } from './config.ts';
import { createAiProvider } from './index.ts';
import { OpenAiProvider } from './openai/openai-provider.ts';
import type { PlanActivityGenerator } from './adaptive-plan/types.ts';
import type { AiProvider } from './provider.ts';
import type { HandoutGenerator } from './handouts/material.ts';

/** ai_model_settings as the admin panel stores it (spec part 1 §9 names); withSettings() checks the ranges. */
const storedAiModelSettings = z.object({ model: z.string(), temperature: z.number(), max_tokens: z.number(), timeout: z.number() }).partial();

export function aiSettingsFromConfig(value: unknown) {
  const { model, temperature, max_tokens, timeout } = storedAiModelSettings.parse(value);
  return { model, temperature, maxTokens: max_tokens, timeoutMs: timeout };
}

/**
 * The config to use for the next request or job: `config` (from the
 * environment) with the administrator's live ai_model_settings applied, or
 * `config` itself while none is active or the published one does not fit.
 */
export function liveAiConfig(redis: Redis, config: AiConfig): () => Promise<AiConfig> {
  return liveSetting(redis, 'ai_model_settings', { fallback: config, apply: (value) => withSettings(config, aiSettingsFromConfig(value)) });
}

/** A provider made from the live config per call, or null for one that has no model settings to follow (the offline bank, a test double). */
function liveProvider(ai: { name: string }, redis: Redis): (() => Promise<AiProvider>) | null {
  if (!(ai instanceof OpenAiProvider)) return null;
  const currentConfig = liveAiConfig(redis, ai.config);
  return async () => createAiProvider(await currentConfig());
}

/**
 * A model-backed generator follows the administrator's live ai_model_settings,
 * read per handout; the offline bank (and a test double) has no model settings to follow.
 */
export function withLiveAiSettings(ai: HandoutGenerator, redis: Redis): HandoutGenerator {
  const current = liveProvider(ai, redis);
  if (!current) return ai;
  return {
    name: ai.name,
    generateHandout: async (level, opts) => (await current()).generateHandout(level, opts),
  };
}

/** The plan-generation job's generator, following the live settings the same way, per generation. */
export function withLivePlanSettings(ai: PlanActivityGenerator, redis: Redis): PlanActivityGenerator {
  const current = liveProvider(ai, redis);
  if (!current) return ai;
  return {
    name: ai.name,
    generatePlanActivities: async (request, opts) => (await current()).generatePlanActivities(request, opts),
  };
}
