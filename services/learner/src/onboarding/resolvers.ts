import { requireViewer } from '@juba/platform/viewer';
import type { LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { ensureLearningProfile, findLearningProfile, saveLearningProfile, validateProfileInput } from './learning-profile.ts';

export const onboardingResolvers: Resolvers<LearnerContext> = {
  Query: {
    learningProfile: (_parent, _args, ctx) => findLearningProfile(ctx.db, requireViewer(ctx).userId),
  },
  Mutation: {
    saveLearningProfile: (_parent, args, ctx) => {
      const { userId } = requireViewer(ctx);
      return saveLearningProfile(ctx.db, userId, validateProfileInput(args.input));
    },
    ensureLearningProfile: (_parent, args, ctx) => ensureLearningProfile(ctx.db, requireViewer(ctx).userId, args.englishLevel),
  },
};
