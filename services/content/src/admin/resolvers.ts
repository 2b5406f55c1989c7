import { requireAdmin } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readAuditLog } from './audit.ts';
import { ADMIN_DASHBOARD } from './dashboard.ts';

export const adminResolvers: Resolvers<ContentContext> = {
  Query: {
    adminDashboard: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return ADMIN_DASHBOARD;
    },
    adminAuditLog: (_parent, args, ctx) => {
      requireAdmin(ctx);
      return readAuditLog(ctx.db, args.limit);
    },
  },
};
