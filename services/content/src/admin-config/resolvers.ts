import { requireAdmin } from '@juba/shared/viewer';
import type { ContentContext } from '../context.ts';
import type { ConfigInput } from './config-input.ts';
import { createConfig, initializeConfigs, listConfigs, updateConfig } from './configs.ts';

export const adminConfigResolvers = {
  Query: {
    adminConfigs: (_: unknown, __: unknown, ctx: ContentContext) => {
      requireAdmin(ctx);
      return listConfigs(ctx.db);
    },
  },
  Mutation: {
    createConfig: (_: unknown, args: { input: ConfigInput }, ctx: ContentContext) => createConfig(ctx, requireAdmin(ctx), args.input),
    updateConfig: (_: unknown, args: { configKey: string; input: ConfigInput }, ctx: ContentContext) =>
      updateConfig(ctx, requireAdmin(ctx), args.configKey, args.input),
    initializeConfigs: (_: unknown, __: unknown, ctx: ContentContext) => initializeConfigs(ctx, requireAdmin(ctx)),
  },
};
