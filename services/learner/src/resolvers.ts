import { requireAdmin, requireViewer, type ViewerContext } from '@juba/shared/viewer';
import { validateAnalyticsDays } from '@juba/shared/admin-analytics';
import { readLearnerAnalytics } from './analytics/admin-analytics.ts';
import { readChallenges } from './challenges/challenges.ts';
import { completeChallenge, completionView, type ChallengeCompletionInput } from './challenges/complete-challenge.ts';
import type { LearnerDb } from './db.ts';
import { readDailyPlan } from './daily-plan/daily-plan.ts';
import { readErrorPatterns } from './error-patterns/error-patterns.ts';
import { ensureLearningProfile, findLearningProfile, saveLearningProfile, validateProfileInput, type LearningProfileInput } from './profile/profile.ts';
import type { EnglishLevel } from './profile/profile-options.ts';
import { readProgress, type ProgressView } from './progress/progress.ts';

export interface LearnerContext extends ViewerContext {
  db: LearnerDb;
  /** The clock streaks, goals and the daily plan read; tests fix it. */
  now?: () => Date;
}

const now = (ctx: LearnerContext) => ctx.now?.() ?? new Date();

export const resolvers = {
  Query: {
    myProgress: (_: unknown, __: unknown, ctx: LearnerContext) => readProgress(ctx.db, requireViewer(ctx).userId, now(ctx)),
    learningProfile: (_: unknown, __: unknown, ctx: LearnerContext) => findLearningProfile(ctx.db, requireViewer(ctx).userId),
    dailyPlan: (_: unknown, __: unknown, ctx: LearnerContext) => readDailyPlan(ctx.db, requireViewer(ctx).userId, now(ctx)),
    challenges: (_: unknown, __: unknown, ctx: LearnerContext) => readChallenges(ctx.db, requireViewer(ctx).userId, now(ctx)),
    myErrorPatterns: (_: unknown, __: unknown, ctx: LearnerContext) => readErrorPatterns(ctx.db, requireViewer(ctx).userId),
  },
  Mutation: {
    saveLearningProfile: (_: unknown, args: { input: LearningProfileInput }, ctx: LearnerContext) => {
      const { userId } = requireViewer(ctx);
      return saveLearningProfile(ctx.db, userId, validateProfileInput(args.input));
    },
    ensureLearningProfile: (_: unknown, args: { englishLevel: EnglishLevel }, ctx: LearnerContext) =>
      ensureLearningProfile(ctx.db, requireViewer(ctx).userId, args.englishLevel),
    completeChallenge: async (_: unknown, args: { input: ChallengeCompletionInput }, ctx: LearnerContext) =>
      completionView(await completeChallenge(ctx.db, requireViewer(ctx).userId, args.input, now(ctx))),
  },
  AdminAnalytics: {
    // The content subgraph answers adminAnalytics(days); the gateway asks here for the learner figures of that window.
    __resolveReference: (ref: { days: number }, ctx: LearnerContext) => {
      requireAdmin(ctx);
      return readLearnerAnalytics(ctx.db, validateAnalyticsDays(ref.days), now(ctx));
    },
  },
  Progress: {
    weeklyMinutes: (progress: ProgressView) => progress.weeklyMinutes(),
    recentActivity: (progress: ProgressView) => progress.recentActivity(),
    achievements: (progress: ProgressView) => progress.achievements(),
    dailyGoal: (progress: ProgressView) => progress.dailyGoal(),
  },
};
