import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readProgress } from './progress.ts';

export const progressResolvers: Resolvers<LearnerContext> = {
  Query: {
    progress: (_parent, _args, ctx) => readProgress(ctx.db, requireViewer(ctx).userId, now(ctx)),
  },
  Progress: {
    weeklyMinutes: (progress) => progress.weeklyMinutes(),
    recentActivity: (progress) => progress.recentActivity(),
    achievements: (progress) => progress.achievements(),
    dailyGoal: (progress) => progress.dailyGoal(),
  },
};
