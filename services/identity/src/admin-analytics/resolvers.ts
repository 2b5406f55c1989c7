import { validateAnalyticsDays } from '@juba/platform/analytics-window';
import { requireAdmin } from '@juba/platform/viewer';
import type { IdentityContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readIdentityAnalytics } from './admin-analytics.ts';

export const adminAnalyticsResolvers: Resolvers<IdentityContext> = {
  AdminAnalytics: {
    // The content subgraph answers adminAnalytics(days); the gateway asks here for the user counts.
    __resolveReference: (ref, ctx) => {
      requireAdmin(ctx);
      return readIdentityAnalytics(ctx.db, validateAnalyticsDays(ref.days));
    },
  },
};
