import { RestDailyPlanDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

export const dailyPlanRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/daily-plan',
    feature: 'daily-plan',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestDailyPlanDocument)).dailyPlan }),
  }),
];
