import { z } from 'zod';
import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { completePlanActivity, currentPlanActivity, planProgressToday, skipPlanActivity } from './activities.ts';
import { createPlan, findPlan, planView } from './plan.ts';
import { requestGeneration } from './request-generation.ts';
import { generationView } from './generation-view.ts';
import { findOwnedGeneration } from './store.ts';

export const adaptivePlanResolvers: Resolvers<LearnerContext> = {
  Query: {
    adaptivePlan: async (_parent, _args, ctx) => {
      const plan = await findPlan(ctx.db, requireViewer(ctx).userId);
      return plan && planView(ctx.db, plan);
    },
    // Another learner's generation reads exactly like a missing one.
    planGeneration: async (_parent, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      const row = z.uuid().safeParse(args.id).success ? await findOwnedGeneration(ctx.db, userId, args.id) : null;
      return row && generationView(row);
    },
    currentPlanActivity: (_parent, _args, ctx) => currentPlanActivity(ctx.db, requireViewer(ctx).userId),
    planProgressToday: (_parent, _args, ctx) => planProgressToday(ctx.db, requireViewer(ctx).userId, now(ctx)),
  },
  Mutation: {
    createAdaptivePlan: async (_parent, args, ctx) => planView(ctx.db, await createPlan(ctx.db, requireViewer(ctx).userId, args.input, now(ctx))),
    generatePlanActivities: async (_parent, args, ctx) => generationView(await requestGeneration(ctx, requireViewer(ctx).userId, args.planId, now(ctx))),
    completePlanActivity: (_parent, args, ctx) => completePlanActivity(ctx.db, requireViewer(ctx).userId, args.generationId, args.activityId, now(ctx)),
    skipPlanActivity: (_parent, args, ctx) => skipPlanActivity(ctx.db, requireViewer(ctx).userId, args.generationId, args.activityId, now(ctx)),
  },
};
