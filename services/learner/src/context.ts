import type { ViewerContext } from '@juba/platform/viewer';
import type { LearnerDb } from './db.ts';

export interface LearnerContext extends ViewerContext {
  db: LearnerDb;
  /** The clock streaks, goals and the daily plan read; tests fix it. */
  now?: () => Date;
}

export const now = (ctx: LearnerContext) => ctx.now?.() ?? new Date();
