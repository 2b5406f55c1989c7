import { validateAnalyticsDays } from '@juba/platform/analytics-window';
import { requireAdmin, type ViewerContext } from '@juba/platform/viewer';
import { readIdentityAnalytics } from './analytics/admin-analytics.ts';
import type { IdentityDb } from './db.ts';
import type { Resolvers } from './generated/graphql.ts';
import { provisionUser } from './users.ts';

export interface IdentityContext extends ViewerContext {
  db: IdentityDb;
}

export const resolvers: Resolvers<IdentityContext> = {
  Query: {
    me: (_, __, ctx) => (ctx.viewer ? provisionUser(ctx.db, ctx.viewer) : null),
  },
  User: {
    __resolveReference: (ref, ctx) => ctx.db.user.findUnique({ where: { id: ref.id } }),
  },
  AdminAnalytics: {
    // The content subgraph answers adminAnalytics(days); the gateway asks here for the user counts.
    __resolveReference: (ref, ctx) => {
      requireAdmin(ctx);
      return readIdentityAnalytics(ctx.db, validateAnalyticsDays(ref.days));
    },
  },
};
