import { requireViewer, type ViewerContext } from '@juba/shared/viewer';
import { generateAdaptiveContent } from './adaptive/generate.ts';
import { parseStudentProfile } from './adaptive/profile.ts';
import { finishConversation, sendConversationMessage, startConversation, type ConversationActivity } from './conversation/index.ts';
import type { AiDb } from './db.ts';
import { describeAiProvider, type AiConfig, type ConversationTheme, type EnglishLevel } from './provider/index.ts';

export interface AiContext extends ViewerContext {
  /** A function, so runtime settings (admin overrides) can be read per request. */
  currentAiConfig: () => AiConfig | Promise<AiConfig>;
  db: AiDb;
  /** The learner-progress API (practice time, the tutor's corrections); tests inject one on their own queue prefix. */
  activity: ConversationActivity;
}

export const resolvers = {
  Query: {
    aiStatus: async (_: unknown, __: unknown, ctx: AiContext) => {
      requireViewer(ctx);
      return describeAiProvider(await ctx.currentAiConfig());
    },
  },
  Mutation: {
    generateAdaptiveContent: async (_: unknown, args: { studentProfile: unknown }, ctx: AiContext) => {
      const viewer = requireViewer(ctx);
      const profile = parseStudentProfile(args.studentProfile);
      return generateAdaptiveContent({ db: ctx.db, config: await ctx.currentAiConfig() }, viewer.userId, profile);
    },
    startConversation: (_: unknown, args: { theme: ConversationTheme; level?: EnglishLevel | null }, ctx: AiContext) =>
      startConversation(ctx, requireViewer(ctx).userId, args),
    sendConversationMessage: async (_: unknown, args: { conversationId: string; text: string }, ctx: AiContext) => {
      const viewer = requireViewer(ctx);
      return sendConversationMessage({ ...ctx, config: await ctx.currentAiConfig() }, viewer.userId, args);
    },
    finishConversation: (_: unknown, args: { conversationId: string }, ctx: AiContext) => finishConversation(ctx, requireViewer(ctx).userId, args),
  },
};
