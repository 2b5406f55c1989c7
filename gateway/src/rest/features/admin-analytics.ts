import { ANALYTICS_WINDOWS, DEFAULT_ANALYTICS_DAYS } from '@juba/contracts/admin-analytics';
import { RestAdminAnalyticsDocument } from '../../generated/graphql.ts';
import { badQuery } from '../checks.ts';
import { restRoute } from '../rest-route.ts';

/** Spec part 1 §9: the admin analytics windows, as query text. */
const ANALYTICS_DAYS = ANALYTICS_WINDOWS.map(String);

export const adminAnalyticsRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/admin/analytics',
    feature: 'admin-analytics',
    access: 'admin',
    run: async (call) => {
      const days = call.query.days ?? String(DEFAULT_ANALYTICS_DAYS);
      if (typeof days !== 'string' || !ANALYTICS_DAYS.includes(days)) return badQuery(`days must be one of ${ANALYTICS_DAYS.join(', ')}`);
      const { adminAnalytics } = await call.graphql(RestAdminAnalyticsDocument, { days: Number(days) });
      return { json: { stats: adminAnalytics } };
    },
  }),
];
