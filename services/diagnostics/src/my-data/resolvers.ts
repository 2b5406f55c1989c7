import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { diagnosticsDataExport } from './export.ts';

export const myDataResolvers: Resolvers<DiagnosticsContext> = {
  Query: {
    // JSON text: the identity service's export job stores it as it is, in the learner's file.
    diagnosticsDataExport: async (_, __, ctx) => JSON.stringify(await diagnosticsDataExport(ctx.db, requireViewer(ctx).userId)),
  },
};
