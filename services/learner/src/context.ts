import type { AiConfig } from '@juba/ai-provider';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import type { ViewerContext } from '@juba/platform/viewer';
import type { LearnerDb } from './db.ts';

export interface LearnerContext extends ViewerContext {
  db: LearnerDb;
  /** Where plan generations leave their jobs: the outbox prefix, and a nudge to the relay once committed. */
  jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'>;
  /** The AI config per request (the administrator's live model settings over the environment's); none means no model, as in tests. */
  currentAiConfig?: () => AiConfig | Promise<AiConfig>;
  /** The clock streaks, goals and the daily plan read; tests fix it. */
  now?: () => Date;
}

export const now = (ctx: LearnerContext) => ctx.now?.() ?? new Date();
