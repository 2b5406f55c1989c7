import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readChallenges } from './challenges.ts';
import { completeChallenge, completionView } from './complete-challenge.ts';

export const challengeResolvers: Resolvers<LearnerContext> = {
  Query: {
    challenges: (_parent, _args, ctx) => readChallenges(ctx.db, requireViewer(ctx).userId, now(ctx)),
  },
  Mutation: {
    completeChallenge: async (_parent, args, ctx) => completionView(await completeChallenge(ctx.db, requireViewer(ctx).userId, args.input, now(ctx))),
  },
};
