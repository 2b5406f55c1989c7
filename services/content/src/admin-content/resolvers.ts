import { requireAdmin } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { createContent, deleteContent, listContent, publishContent, updateContent } from './content-items.ts';

export const adminContentResolvers: Resolvers<ContentContext> = {
  Query: {
    adminContent: (_parent, args, ctx) => {
      requireAdmin(ctx);
      return listContent(ctx.db, args.type);
    },
  },
  Mutation: {
    createContent: (_parent, args, ctx) => createContent(ctx.db, requireAdmin(ctx), args.input),
    updateContent: (_parent, args, ctx) => updateContent(ctx.db, requireAdmin(ctx), args.id, args.input, args.expectedUpdatedAt),
    publishContent: (_parent, args, ctx) => publishContent(ctx.db, requireAdmin(ctx), args.id),
    deleteContent: (_parent, args, ctx) => deleteContent(ctx.db, requireAdmin(ctx), args.id),
  },
};
