import type { Redis } from 'ioredis';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { startRowJobRelay } from '@juba/platform/row-job';
import type { ContentDb } from './db.ts';
import { handoutJob } from './handouts/handout-job.ts';
import { ACTIVE_WINDOW_MS } from './handouts/store.ts';

/**
 * Queues the jobs the content service wrote to its outbox (handouts). It runs
 * in the content subgraph, which owns the rows; every instance runs one.
 */
export function startContentJobRelay(deps: { db: ContentDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  // After this a handout in the making stops counting against the learner's
  // limit (store.ts), so the learner may already have asked again: a job
  // queued later than that would surprise more than the failure does.
  return startRowJobRelay(handoutJob, { ...deps, schema: 'content', maxAgeMs: ACTIVE_WINDOW_MS });
}
