import { GraphQLError } from 'graphql';
import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';

// The contract's fields, answered before the rows and the job exist (next commits).
export const phoneticsResolvers: Resolvers<DiagnosticsContext> = {
  Query: {
    phoneticSessions: (_, __, ctx) => {
      requireViewer(ctx);
      return [];
    },
    phoneticSession: (_, __, ctx) => {
      requireViewer(ctx);
      return null;
    },
    phoneticExercises: (_, __, ctx) => {
      requireViewer(ctx);
      return [];
    },
  },
  Mutation: {
    requestPhoneticAnalysis: (_, __, ctx) => {
      requireViewer(ctx);
      throw new GraphQLError('A análise de pronúncia ainda não está disponível.', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    },
  },
};
