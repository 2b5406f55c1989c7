import { validateAnalyticsDays } from '@juba/shared/admin-analytics';
import { requireAdmin } from '@juba/shared/viewer';
import type { ContentContext } from '../context.ts';
import { readAuditLog } from './audit.ts';
import { ADMIN_DASHBOARD } from './dashboard.ts';

export const adminResolvers = {
  Query: {
    adminDashboard: (_: unknown, __: unknown, ctx: ContentContext) => {
      requireAdmin(ctx);
      return ADMIN_DASHBOARD;
    },
    /** The entity's key only: identity and the learner-progress service resolve the figures for that window. */
    adminAnalytics: (_: unknown, args: { days: number }, ctx: ContentContext) => {
      requireAdmin(ctx);
      return { days: validateAnalyticsDays(args.days) };
    },
    adminAuditLog: (_: unknown, args: { limit: number }, ctx: ContentContext) => {
      requireAdmin(ctx);
      return readAuditLog(ctx.db, args.limit);
    },
  },
};
