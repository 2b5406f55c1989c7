import { mergeResolvers } from '@juba/platform/resolver-maps';
import { adaptivePlanResolvers } from './adaptive-plan/resolvers.ts';
import { adminAnalyticsResolvers } from './admin-analytics/resolvers.ts';
import { challengeResolvers } from './challenges/resolvers.ts';
import type { LearnerContext } from './context.ts';
import { dailyPlanResolvers } from './daily-plan/resolvers.ts';
import { dictionaryResolvers } from './dictionary/resolvers.ts';
import type { Resolvers } from './generated/graphql.ts';
import { myDataResolvers } from './my-data/resolvers.ts';
import { neuroSchedulerResolvers } from './neuro-scheduler/resolvers.ts';
import { onboardingResolvers } from './onboarding/resolvers.ts';
import { practiceResolvers } from './practice/resolvers.ts';
import { progressResolvers } from './progress/resolvers.ts';

export const resolvers: Resolvers<LearnerContext> = mergeResolvers(
  progressResolvers,
  onboardingResolvers,
  dailyPlanResolvers,
  challengeResolvers,
  neuroSchedulerResolvers,
  adminAnalyticsResolvers,
  practiceResolvers,
  dictionaryResolvers,
  adaptivePlanResolvers,
  myDataResolvers,
);
