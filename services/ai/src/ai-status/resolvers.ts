import { describeAiProvider } from '@juba/ai-provider';
import { requireViewer } from '@juba/platform/viewer';
import type { AiContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const aiStatusResolvers: Resolvers<AiContext> = {
  Query: {
    aiStatus: async (_parent, _args, ctx) => {
      requireViewer(ctx);
      return describeAiProvider(await ctx.currentAiConfig());
    },
  },
};
