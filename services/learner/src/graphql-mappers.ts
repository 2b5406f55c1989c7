/** GraphQL types whose resolvers' parent values are the service's own types (infra/scripts/subgraph-codegen.ts); paths from src/generated/. */
export const mappers = {
  Progress: '../progress/progress.ts#ProgressView',
  // Rows, or views of rows, whose enum-like columns Prisma types as plain strings; the schema's enums still check each value as it is sent.
  Activity: '../progress/progress.ts#ActivityView',
  LearningProfile: '../onboarding/learning-profile.ts#LearningProfileRow',
  ChallengeCompletion: '../challenges/complete-challenge.ts#ChallengeCompletionView',
  ErrorPattern: '../neuro-scheduler/error-patterns.ts#ErrorPatternView',
  DictionaryWord: '../dictionary/dictionary.ts#DictionaryWordView',
  ErrorPatternPractice: '../neuro-scheduler/practice.ts#ErrorPatternPracticeView',
  AdaptivePlan: '../adaptive-plan/plan.ts#AdaptivePlanView',
  PlanGeneration: '../adaptive-plan/generation-view.ts#PlanGenerationView',
  PlanActivity: '../adaptive-plan/activities.ts#PlanActivityView',
};
