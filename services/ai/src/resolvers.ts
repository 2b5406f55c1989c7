import { requireViewer, type ViewerContext } from '@juba/shared/viewer';
import { generateAdaptiveContent } from './adaptive/generate.ts';
import { parseStudentProfile } from './adaptive/profile.ts';
import type { AiDb } from './db.ts';
import { describeAiProvider, type AiConfig } from './provider/index.ts';

export interface AiContext extends ViewerContext {
  /** A function, so runtime settings (admin overrides) can be read per request. */
  currentAiConfig: () => AiConfig | Promise<AiConfig>;
  db: AiDb;
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
  },
};
