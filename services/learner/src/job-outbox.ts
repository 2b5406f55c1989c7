import type { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import { startServiceJobRelay, type JobOutboxRelay, type OutboxEntry } from '@juba/platform/job-outbox';
import type { LearnerDb } from './db.ts';
import { generationUpdate } from './adaptive-plan/job-updates.ts';
import { PLAN_MESSAGES } from './adaptive-plan/messages.ts';
import { ACTIVE_WINDOW_MS, findGeneration, markEnqueueFailed } from './adaptive-plan/store.ts';

/**
 * Queues the jobs the learner service wrote to its outbox (plan generations).
 * It runs in the learner subgraph, which owns the rows; every instance runs one.
 */
export function startLearnerJobRelay(deps: { db: LearnerDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  return startServiceJobRelay({
    db: deps.db,
    schema: 'learner',
    redis: deps.redis,
    prefix: deps.prefix,
    // After this a generation stops counting against the learner's limit, and the screen has long given up on it.
    maxAgeMs: ACTIVE_WINDOW_MS,
    closeRow: (entry) => closeUnqueued(deps.db, entry),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

/** The FAILED update of the generation an entry given up leaves unqueued, or null when none was still waiting. */
async function closeUnqueued(db: LearnerDb, entry: OutboxEntry) {
  if (entry.queue !== QUEUES.planGeneration) throw new Error(`the learner outbox has no ${entry.queue} jobs`);
  const row = await findGeneration(db, entry.id);
  return row && (await markEnqueueFailed(db, row.id)) ? generationUpdate(row, 'FAILED', 0, PLAN_MESSAGES.unavailable) : null;
}
