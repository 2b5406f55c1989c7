import { validateAnalyticsDays } from '@juba/platform/analytics-window';
import { requireAdmin } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readLearnerAnalytics } from './admin-analytics.ts';

export const adminAnalyticsResolvers: Resolvers<LearnerContext> = {
  AdminAnalytics: {
    // The content subgraph answers adminAnalytics(days); the gateway asks here for the learner figures of that window.
    __resolveReference: (ref, ctx) => {
      requireAdmin(ctx);
      return readLearnerAnalytics(ctx.db, validateAnalyticsDays(ref.days), now(ctx));
    },
  },
};
