import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { recordPractice } from './record-practice.ts';

export const practiceResolvers: Resolvers<LearnerContext> = {
  Mutation: {
    recordPractice: (_parent, args, ctx) => recordPractice(ctx.db, requireViewer(ctx).userId, args.input, now(ctx)),
  },
};
