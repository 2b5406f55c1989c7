import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { completeDiagnostic } from './complete.ts';
import { LEARNING_PATH_QUESTIONS } from './questions.ts';
import { diagnosticStatus } from './status.ts';

export const learningPathResolvers: Resolvers<DiagnosticsContext> = {
  Query: {
    diagnosticStatus: (_, __, ctx) => diagnosticStatus(ctx.db, requireViewer(ctx).userId),
    learningPathQuestions: (_, __, ctx) => {
      requireViewer(ctx);
      // A copy: the generated signature wants a mutable list, and the bank stays readonly.
      return [...LEARNING_PATH_QUESTIONS];
    },
  },
  Mutation: {
    // The schema only promises the field types; completeDiagnostic validates the values.
    completeDiagnostic: (_, args, ctx) => completeDiagnostic(ctx, requireViewer(ctx).userId, args.input),
  },
};
