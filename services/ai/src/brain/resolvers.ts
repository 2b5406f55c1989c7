import { requireViewer } from '@juba/platform/viewer';
import type { AiContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { generateAdaptiveContent } from './generate.ts';
import { parseStudentProfile } from './profile.ts';

export const brainResolvers: Resolvers<AiContext> = {
  Mutation: {
    generateAdaptiveContent: async (_parent, args, ctx) => {
      const viewer = requireViewer(ctx);
      const profile = parseStudentProfile(args.studentProfile);
      return generateAdaptiveContent({ db: ctx.db, config: await ctx.currentAiConfig() }, viewer.userId, profile);
    },
  },
};
