import { requireViewer } from '@juba/platform/viewer';
import type { AiContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { finishConversation, sendConversationMessage, startConversation } from './index.ts';

export const conversationResolvers: Resolvers<AiContext> = {
  Mutation: {
    startConversation: (_parent, args, ctx) => startConversation(ctx, requireViewer(ctx).userId, args),
    sendConversationMessage: async (_parent, args, ctx) => {
      const viewer = requireViewer(ctx);
      return sendConversationMessage({ ...ctx, config: await ctx.currentAiConfig() }, viewer.userId, args);
    },
    finishConversation: (_parent, args, ctx) => finishConversation(ctx, requireViewer(ctx).userId, args),
  },
};
