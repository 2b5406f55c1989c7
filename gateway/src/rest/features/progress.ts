import { RestProgressDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

export const progressRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/progress',
    feature: 'progress',
    access: 'signed-in',
    run: async (call) => ({ json: (await call.graphql(RestProgressDocument)).progress }),
  }),
];
