import { isOpenAiConfigured, type AiConfig } from './config.ts';
import { OfflineAiProvider } from './offline/index.ts';
import type { Random } from './offline/random.ts';
import { OpenAiProvider } from './openai/index.ts';
import type { AiProvider } from './types.ts';

export * from './types.ts';
export * from './tutor.ts';
export * from './errors.ts';
export * from './config.ts';
export { progressReporter, assertHandoutLevel, type ProgressListener } from './progress.ts';
export {
  OfflineAiProvider,
  createOfflineProvider,
  seededRandom,
  TOPICS_BY_LEVEL,
  ADAPTIVE_BANK,
  DIFFICULTY_WINDOW,
  TUTOR_SCRIPTS,
  detectCorrections,
  tutorGreeting,
} from './offline/index.ts';
export type { GenerateHandoutOptions, GenerateAdaptiveQuestionOptions, OfflineProviderOptions, Random, BankTopic, TopicKind, AdaptiveBankItem } from './offline/index.ts';
export { OpenAiProvider, createOpenAiProvider, OPENAI_DEFAULT_BASE_URL, type OpenAiProviderOptions } from './openai/index.ts';
export { MODULE_LABELS, ERROR_PATTERNS, normaliseAdaptiveRequest, clampDifficulty, type ErrorPattern } from './adaptive/areas.ts';
export { HANDOUT_LEVELS, type HandoutLevel } from '@juba/contracts/jobs';
export {
  PLAN_LEVELS,
  MAX_PLAN_ACTIVITIES,
  generatedPlanActivitySchema,
  generatedPlanActivitiesSchema,
  type PlanLevel,
  type RecentMistake,
  type PlanActivityRequest,
  type GeneratedPlanActivity,
  type PlanActivityGenerator,
} from './plan/types.ts';
export { LEVEL_LABELS } from './levels.ts';
export { suggestDictionaryEntry } from './dictionary/suggest.ts';
export type { DictionaryEntrySuggestion } from './dictionary/prompt.ts';
export { socraticReply, offlineSocraticReply } from './socratic/partner.ts';
export { SOCRATIC_MAX_REPLY_LENGTH, socraticSystemPrompt, type SocraticReplyRequest } from './socratic/prompt.ts';

export interface CreateAiProviderOptions {
  /** Only used by the offline provider; seed it in tests for reproducible handouts. */
  random?: Random;
}

/**
 * The provider for a config: a model when one is configured (API key or server
 * address), otherwise handouts composed from the curated offline bank.
 * Cheap to call per job, so a runtime settings change applies to the next job.
 */
export function createAiProvider(config: AiConfig, options: CreateAiProviderOptions = {}): AiProvider {
  return isOpenAiConfigured(config) ? new OpenAiProvider(config) : new OfflineAiProvider({ random: options.random });
}
