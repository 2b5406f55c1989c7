import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readDailyPlan } from './daily-plan.ts';

export const dailyPlanResolvers: Resolvers<LearnerContext> = {
  Query: {
    dailyPlan: (_parent, _args, ctx) => readDailyPlan(ctx.db, requireViewer(ctx).userId, now(ctx)),
  },
};
