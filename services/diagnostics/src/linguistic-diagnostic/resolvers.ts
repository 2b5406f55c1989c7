import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { latestLinguisticDiagnostic, linguisticDiagnosticView } from './store.ts';
import { submitLinguisticDiagnostic } from './submit.ts';

export const linguisticDiagnosticResolvers: Resolvers<DiagnosticsContext> = {
  Query: {
    linguisticDiagnostic: async (_, __, ctx) => {
      const row = await latestLinguisticDiagnostic(ctx.db, requireViewer(ctx).userId);
      return row && linguisticDiagnosticView(row);
    },
  },
  Mutation: {
    // The schema only promises the field types; submitLinguisticDiagnostic checks the values against the answers.
    submitLinguisticDiagnostic: (_, args, ctx) => submitLinguisticDiagnostic(ctx, requireViewer(ctx).userId, args.input),
  },
};
