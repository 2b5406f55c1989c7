import type { IdentityContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { provisionUser } from './users.ts';

export const authResolvers: Resolvers<IdentityContext> = {
  Query: {
    me: (_, __, ctx) => (ctx.viewer ? provisionUser(ctx.db, ctx.viewer) : null),
  },
  User: {
    __resolveReference: (ref, ctx) => ctx.db.user.findUnique({ where: { id: ref.id } }),
  },
};
