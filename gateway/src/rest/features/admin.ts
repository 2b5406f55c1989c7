import { RestAdminDashboardDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

// Admin rows: the router refuses non-admins before running them, and every resolver checks again (requireAdmin).
export const adminRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/admin/dashboard',
    feature: 'admin',
    access: 'admin',
    run: async (call) => {
      const { adminDashboard, adminAnalytics } = await call.graphql(RestAdminDashboardDocument);
      // The overview counts every practice session ever recorded.
      return { json: { ...adminDashboard, stats: { totalUsers: adminAnalytics.totalUsers, totalSessions: adminAnalytics.allTimeSessions } } };
    },
  }),
];
