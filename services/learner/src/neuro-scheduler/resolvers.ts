import { requireViewer } from '@juba/platform/viewer';
import { now, type LearnerContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { readErrorPatterns } from './error-patterns.ts';
import { exercisesFor } from './exercises.ts';
import { practiceErrorPattern } from './practice.ts';

export const neuroSchedulerResolvers: Resolvers<LearnerContext> = {
  Query: {
    errorPatterns: (_parent, _args, ctx) => readErrorPatterns(ctx.db, requireViewer(ctx).userId, now(ctx)),
  },
  ErrorPattern: {
    practiceExercises: (pattern) => exercisesFor(pattern),
  },
  Mutation: {
    practiceErrorPattern: (_parent, args, ctx) => practiceErrorPattern(ctx.db, requireViewer(ctx).userId, args.input, now(ctx)),
  },
};
