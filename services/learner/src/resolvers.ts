import { requireAdmin, requireViewer, type ViewerContext } from '@juba/platform/viewer';
import { validateAnalyticsDays } from '@juba/platform/analytics-window';
import { readLearnerAnalytics } from './analytics/admin-analytics.ts';
import { readChallenges } from './challenges/challenges.ts';
import { completeChallenge, completionView } from './challenges/complete-challenge.ts';
import type { LearnerDb } from './db.ts';
import { readDailyPlan } from './daily-plan/daily-plan.ts';
import { readErrorPatterns } from './error-patterns/error-patterns.ts';
import type { Resolvers } from './generated/graphql.ts';
import { ensureLearningProfile, findLearningProfile, saveLearningProfile, validateProfileInput } from './profile/profile.ts';
import { readProgress } from './progress/progress.ts';

export interface LearnerContext extends ViewerContext {
  db: LearnerDb;
  /** The clock streaks, goals and the daily plan read; tests fix it. */
  now?: () => Date;
}

const now = (ctx: LearnerContext) => ctx.now?.() ?? new Date();

export const resolvers: Resolvers<LearnerContext> = {
  Query: {
    myProgress: (_parent, _args, ctx) => readProgress(ctx.db, requireViewer(ctx).userId, now(ctx)),
    learningProfile: (_parent, _args, ctx) => findLearningProfile(ctx.db, requireViewer(ctx).userId),
    dailyPlan: (_parent, _args, ctx) => readDailyPlan(ctx.db, requireViewer(ctx).userId, now(ctx)),
    challenges: (_parent, _args, ctx) => readChallenges(ctx.db, requireViewer(ctx).userId, now(ctx)),
    myErrorPatterns: (_parent, _args, ctx) => readErrorPatterns(ctx.db, requireViewer(ctx).userId),
  },
  Mutation: {
    saveLearningProfile: (_parent, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return saveLearningProfile(ctx.db, userId, validateProfileInput(args.input));
    },
    ensureLearningProfile: (_parent, args, ctx) => ensureLearningProfile(ctx.db, requireViewer(ctx).userId, args.englishLevel),
    completeChallenge: async (_parent, args, ctx) => completionView(await completeChallenge(ctx.db, requireViewer(ctx).userId, args.input, now(ctx))),
  },
  AdminAnalytics: {
    // The content subgraph answers adminAnalytics(days); the gateway asks here for the learner figures of that window.
    __resolveReference: (ref, ctx) => {
      requireAdmin(ctx);
      return readLearnerAnalytics(ctx.db, validateAnalyticsDays(ref.days), now(ctx));
    },
  },
  Progress: {
    weeklyMinutes: (progress) => progress.weeklyMinutes(),
    recentActivity: (progress) => progress.recentActivity(),
    achievements: (progress) => progress.achievements(),
    dailyGoal: (progress) => progress.dailyGoal(),
  },
};
