import { requireViewer } from '@juba/platform/viewer';
import type { AiContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { aiDataExport } from './export.ts';

export const myDataResolvers: Resolvers<AiContext> = {
  Query: {
    // JSON text: the identity service's export job stores it as it is, in the learner's file.
    aiDataExport: async (_, __, ctx) => JSON.stringify(await aiDataExport(ctx.db, requireViewer(ctx).userId)),
  },
};
