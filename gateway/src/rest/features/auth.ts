import { RestAuthUserDocument } from '../../generated/graphql.ts';
import { restRoute } from '../rest-route.ts';

export const authRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/auth/user',
    feature: 'auth',
    access: 'signed-in',
    run: async (call) => {
      const { me } = await call.graphql(RestAuthUserDocument);
      return me ? { json: me } : { status: 401, json: { message: 'Unauthorized' } };
    },
  }),
];
