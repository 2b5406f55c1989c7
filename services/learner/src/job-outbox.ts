import type { Redis } from 'ioredis';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { startRowJobRelay } from '@juba/platform/row-job';
import type { LearnerDb } from './db.ts';
import { planActivitiesJob } from './adaptive-plan/generation-job.ts';
import { ACTIVE_WINDOW_MS } from './adaptive-plan/store.ts';

/**
 * Queues the jobs the learner service wrote to its outbox (plan generations).
 * It runs in the learner subgraph, which owns the rows; every instance runs one.
 */
export function startLearnerJobRelay(deps: { db: LearnerDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  // After this a generation stops counting against the learner's limit, and the screen has long given up on it.
  return startRowJobRelay(planActivitiesJob, { ...deps, schema: 'learner', maxAgeMs: ACTIVE_WINDOW_MS });
}
