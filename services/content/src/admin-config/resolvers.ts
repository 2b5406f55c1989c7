import { requireAdmin } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { createConfig, initializeConfigs, listConfigs, updateConfig } from './configs.ts';

export const adminConfigResolvers: Resolvers<ContentContext> = {
  Query: {
    adminConfigs: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return listConfigs(ctx.db);
    },
  },
  Mutation: {
    createConfig: (_parent, args, ctx) => createConfig(ctx, requireAdmin(ctx), args.input),
    updateConfig: (_parent, args, ctx) => updateConfig(ctx, requireAdmin(ctx), args.configKey, args.input, args.expectedUpdatedAt),
    initializeConfigs: (_parent, _args, ctx) => initializeConfigs(ctx, requireAdmin(ctx)),
  },
};
