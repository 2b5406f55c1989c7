import { isOpenAiConfigured, type AiConfig } from './config.ts';
import { OfflineAiProvider } from './offline/offline-provider.ts';
import type { Random } from './offline/random.ts';
import { OpenAiProvider } from './openai/openai-provider.ts';
import type { AiProvider } from './provider.ts';

export * from './provider.ts';
export * from './provider-name.ts';
export * from './handouts/material.ts';
export * from './brain/question.ts';
export * from './conversation/tutor.ts';
export * from './errors.ts';
export * from './config.ts';
export { progressReporter, assertHandoutLevel, type ProgressListener, type GenerationProgress } from './progress.ts';
export {
  OfflineAiProvider,
  createOfflineProvider,
  type GenerateHandoutOptions,
  type GenerateBrainQuestionOptions,
  type OfflineProviderOptions,
} from './offline/offline-provider.ts';
export { seededRandom, type Random } from './offline/random.ts';
export { OpenAiProvider, createOpenAiProvider, OPENAI_DEFAULT_BASE_URL, type OpenAiProviderOptions } from './openai/openai-provider.ts';
export { TOPICS_BY_LEVEL, type BankTopic, type TopicKind } from './handouts/bank/index.ts';
export { BRAIN_BANK, type BrainBankItem } from './brain/bank/index.ts';
export { DIFFICULTY_WINDOW } from './brain/choice.ts';
export { TUTOR_SCRIPTS } from './conversation/templates.ts';
export { detectCorrections } from './conversation/corrections.ts';
export { tutorGreeting } from './conversation/offline-tutor.ts';
export { MODULE_LABELS, ERROR_PATTERNS, normaliseBrainRequest, clampDifficulty, type ErrorPattern } from './brain/areas.ts';
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
} from './adaptive-plan/types.ts';
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
