import { GraphQLJSON } from '@juba/shared/json-scalar';
import { requireViewer, type ViewerContext } from '@juba/shared/viewer';
import type { DiagnosticsDb } from './db.ts';
import { diagnosticStatus } from './learning-path/status.ts';

export interface DiagnosticsContext extends ViewerContext {
  db: DiagnosticsDb;
}

export const resolvers = {
  JSON: GraphQLJSON,
  Query: {
    diagnosticStatus: (_: unknown, __: unknown, ctx: DiagnosticsContext) => diagnosticStatus(ctx.db, requireViewer(ctx).userId),
  },
};
