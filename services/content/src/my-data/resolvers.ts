import { requireViewer } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { contentDataExport } from './export.ts';

export const myDataResolvers: Resolvers<ContentContext> = {
  Query: {
    // JSON text: the identity service's export job stores it as it is, in the learner's file.
    contentDataExport: async (_, __, ctx) => JSON.stringify(await contentDataExport(ctx.db, requireViewer(ctx).userId)),
  },
};
