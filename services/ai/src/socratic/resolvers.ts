import { requireViewer } from '@juba/platform/viewer';
import type { AiContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { sendSocraticMessage } from './send.ts';
import { startSocraticSession } from './start.ts';

export const socraticResolvers: Resolvers<AiContext> = {
  Mutation: {
    startSocraticSession: (_parent, args, ctx) => startSocraticSession(ctx, requireViewer(ctx).userId, args),
    sendSocraticMessage: async (_parent, args, ctx) => {
      const viewer = requireViewer(ctx);
      return sendSocraticMessage({ ...ctx, config: await ctx.currentAiConfig() }, viewer.userId, args);
    },
  },
};
