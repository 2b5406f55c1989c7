import { requireViewer, type ViewerContext } from '@juba/shared/viewer';
import type { LearnerDb } from './db.ts';
import { readDailyPlan } from './daily-plan/daily-plan.ts';
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
  },
  Mutation: {
    saveLearningProfile: (_: unknown, args: { input: LearningProfileInput }, ctx: LearnerContext) => {
      const { userId } = requireViewer(ctx);
      return saveLearningProfile(ctx.db, userId, validateProfileInput(args.input));
    },
    ensureLearningProfile: (_: unknown, args: { englishLevel: EnglishLevel }, ctx: LearnerContext) =>
      ensureLearningProfile(ctx.db, requireViewer(ctx).userId, args.englishLevel),
  },
  Progress: {
    weeklyMinutes: (progress: ProgressView) => progress.weeklyMinutes(),
    recentActivity: (progress: ProgressView) => progress.recentActivity(),
    achievements: (progress: ProgressView) => progress.achievements(),
    dailyGoal: (progress: ProgressView) => progress.dailyGoal(),
  },
};
