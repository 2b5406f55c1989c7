export {
  OfflineAiProvider,
  createOfflineProvider,
  type GenerateAdaptiveQuestionOptions,
  type GenerateHandoutOptions,
  type OfflineProviderOptions,
} from './offline-provider.ts';
export { ADAPTIVE_BANK, type AdaptiveBankItem } from './adaptive-bank/index.ts';
export { DIFFICULTY_WINDOW } from './adaptive-choice.ts';
export { seededRandom, type Random } from './random.ts';
export { TOPICS_BY_LEVEL, type BankTopic, type TopicKind } from './bank/index.ts';
export { TUTOR_SCRIPTS, detectCorrections, tutorGreeting } from './tutor/index.ts';
