export { OfflineAiProvider, createOfflineProvider, type GenerateHandoutOptions, type OfflineProviderOptions } from './offline-provider.ts';
export { seededRandom, type Random } from './random.ts';
export { TOPICS_BY_LEVEL, type BankTopic, type ExerciseVariant, type LessonVariant, type TopicKind } from './bank/index.ts';
