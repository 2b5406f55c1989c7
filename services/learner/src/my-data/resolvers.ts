import { requireViewer } from '@juba/platform/viewer';
import type { LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { learnerDataExport } from './export.ts';

export const myDataResolvers: Resolvers<LearnerContext> = {
  Query: {
    // JSON text: the identity service's export job stores it as it is, in the learner's file.
    learnerDataExport: async (_, __, ctx) => JSON.stringify(await learnerDataExport(ctx.db, requireViewer(ctx).userId)),
  },
};
