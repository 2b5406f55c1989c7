import { validateAnalyticsDays } from '@juba/platform/analytics-window';
import { requireAdmin } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const adminAnalyticsResolvers: Resolvers<ContentContext> = {
  Query: {
    /** The entity's key only: identity and the learner-progress service resolve the figures for that window. */
    adminAnalytics: (_parent, args, ctx) => {
      requireAdmin(ctx);
      return { days: validateAnalyticsDays(args.days) };
    },
  },
};
