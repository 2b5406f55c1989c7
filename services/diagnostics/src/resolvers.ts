import { GraphQLJSON } from '@juba/shared/json-scalar';
import { requireViewer } from '@juba/shared/viewer';
import type { DiagnosticsContext } from './context.ts';
import { completeDiagnostic } from './learning-path/complete.ts';
import { LEARNING_PATH_QUESTIONS } from './learning-path/questions.ts';
import { diagnosticStatus } from './learning-path/status.ts';

export type { DiagnosticsContext } from './context.ts';

export const resolvers = {
  JSON: GraphQLJSON,
  Query: {
    diagnosticStatus: (_: unknown, __: unknown, ctx: DiagnosticsContext) => diagnosticStatus(ctx.db, requireViewer(ctx).userId),
    learningPathQuestions: (_: unknown, __: unknown, ctx: DiagnosticsContext) => {
      requireViewer(ctx);
      return LEARNING_PATH_QUESTIONS;
    },
  },
  Mutation: {
    completeDiagnostic: (_: unknown, args: { input: unknown }, ctx: DiagnosticsContext) =>
      completeDiagnostic(ctx, requireViewer(ctx).userId, args.input),
  },
};
