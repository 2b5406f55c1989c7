import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { analyzeAccent } from './analyze-accent.ts';

export const accentLabResolvers: Resolvers<DiagnosticsContext> = {
  Mutation: {
    analyzeAccent: (_, args, ctx) => analyzeAccent(ctx, requireViewer(ctx).userId, args),
  },
};
