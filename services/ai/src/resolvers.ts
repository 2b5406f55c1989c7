import { requireViewer, type ViewerContext } from '@juba/platform/viewer';
import { generateAdaptiveContent } from './adaptive/generate.ts';
import { parseStudentProfile } from './adaptive/profile.ts';
import { finishConversation, sendConversationMessage, startConversation, type ConversationActivity, type DraftPublisher } from './conversation/index.ts';
import type { AiDb } from './db.ts';
import type { Resolvers } from './generated/graphql.ts';
import { describeAiProvider, type AiConfig } from '@juba/ai-provider';

export interface AiContext extends ViewerContext {
  /** A function, so runtime settings (admin overrides) can be read per request. */
  currentAiConfig: () => AiConfig | Promise<AiConfig>;
  db: AiDb;
  /** The learner-progress API (practice time, the tutor's corrections); tests inject one on their own queue prefix. */
  activity: ConversationActivity;
  /** Sends the gateway drafts of the tutor's reply while a model writes it. */
  publishDraft: DraftPublisher;
}

export const resolvers: Resolvers<AiContext> = {
  Query: {
    aiStatus: async (_parent, _args, ctx) => {
      requireViewer(ctx);
      return describeAiProvider(await ctx.currentAiConfig());
    },
  },
  Mutation: {
    generateAdaptiveContent: async (_parent, args, ctx) => {
      const viewer = requireViewer(ctx);
      const profile = parseStudentProfile(args.studentProfile);
      return generateAdaptiveContent({ db: ctx.db, config: await ctx.currentAiConfig() }, viewer.userId, profile);
    },
    startConversation: (_parent, args, ctx) => startConversation(ctx, requireViewer(ctx).userId, args),
    sendConversationMessage: async (_parent, args, ctx) => {
      const viewer = requireViewer(ctx);
      return sendConversationMessage({ ...ctx, config: await ctx.currentAiConfig() }, viewer.userId, args);
    },
    finishConversation: (_parent, args, ctx) => finishConversation(ctx, requireViewer(ctx).userId, args),
  },
};
