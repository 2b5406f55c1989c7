import { readRetentionRuns } from '@juba/platform/data-retention';
import { appError } from '@juba/platform/errors';
import { requireAdmin } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const adminDataRetentionResolvers: Resolvers<ContentContext> = {
  Query: {
    // Each service records its own last sweep (@juba/platform/data-retention); content only shows them.
    adminDataRetention: async (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return readRetentionRuns(ctx.redis).catch(() => {
        throw appError('UNAVAILABLE', 'Não foi possível ler a última limpeza agora. Tente novamente em instantes.');
      });
    },
  },
};
