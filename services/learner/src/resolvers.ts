import { requireViewer, type ViewerContext } from '@juba/shared/viewer';
import type { LearnerDb } from './db.ts';
import { readProgress } from './progress/progress.ts';

export interface LearnerContext extends ViewerContext {
  db: LearnerDb;
}

export const resolvers = {
  Query: {
    myProgress: (_: unknown, __: unknown, ctx: LearnerContext) => readProgress(ctx.db, requireViewer(ctx).userId),
  },
};
