import { requireAdmin } from '@juba/shared/viewer';
import type { ContentContext } from '../context.ts';
import type { ContentType } from '../generated/prisma/client.ts';
import type { ContentInput } from './content-input.ts';
import { createContent, deleteContent, listContent, publishContent, updateContent } from './content-items.ts';

export const adminContentResolvers = {
  Query: {
    adminContent: (_: unknown, args: { type?: ContentType | null }, ctx: ContentContext) => {
      requireAdmin(ctx);
      return listContent(ctx.db, args.type);
    },
  },
  Mutation: {
    createContent: (_: unknown, args: { input: ContentInput }, ctx: ContentContext) => createContent(ctx.db, requireAdmin(ctx), args.input),
    updateContent: (_: unknown, args: { id: string; input: ContentInput }, ctx: ContentContext) => updateContent(ctx.db, requireAdmin(ctx), args.id, args.input),
    publishContent: (_: unknown, args: { id: string }, ctx: ContentContext) => publishContent(ctx.db, requireAdmin(ctx), args.id),
    deleteContent: (_: unknown, args: { id: string }, ctx: ContentContext) => deleteContent(ctx.db, requireAdmin(ctx), args.id),
  },
};
