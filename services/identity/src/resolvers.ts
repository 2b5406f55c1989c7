import type { ViewerContext } from '@juba/shared/viewer';
import type { IdentityDb } from './db.ts';
import { provisionUser } from './users.ts';

export interface IdentityContext extends ViewerContext {
  db: IdentityDb;
}

export const resolvers = {
  Query: {
    me: (_: unknown, __: unknown, ctx: IdentityContext) => (ctx.viewer ? provisionUser(ctx.db, ctx.viewer) : null),
  },
  User: {
    __resolveReference: (ref: { id: string }, ctx: IdentityContext) => ctx.db.user.findUnique({ where: { id: ref.id } }),
  },
};
