import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readErrorPatterns } from './error-patterns.ts';

export const errorPatternResolvers: Resolvers<LearnerContext> = {
  Query: {
    errorPatterns: (_parent, _args, ctx) => readErrorPatterns(ctx.db, requireViewer(ctx).userId, now(ctx)),
  },
};
