import { GraphQLError } from 'graphql';
import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';

// The contract's field, answered before the job exists (next commits).
export const accentLabResolvers: Resolvers<DiagnosticsContext> = {
  Mutation: {
    analyzeAccent: (_, __, ctx) => {
      requireViewer(ctx);
      throw new GraphQLError('A análise de sotaque ainda não está disponível.', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    },
  },
};
