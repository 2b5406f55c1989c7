import type { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import { startServiceJobRelay, type JobOutboxRelay, type OutboxEntry } from '@juba/platform/job-outbox';
import type { ContentDb } from './db.ts';
import { handoutUpdate } from './handouts/job-updates.ts';
import { HANDOUT_MESSAGES } from './handouts/messages.ts';
import { ACTIVE_WINDOW_MS, findHandout, markEnqueueFailed } from './handouts/store.ts';

/**
 * Queues the jobs the content service wrote to its outbox (handouts). It runs
 * in the content subgraph, which owns the rows; every instance runs one.
 */
export function startContentJobRelay(deps: { db: ContentDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  return startServiceJobRelay({
    db: deps.db,
    schema: 'content',
    redis: deps.redis,
    prefix: deps.prefix,
    // After this a handout in the making stops counting against the learner's
    // limit (store.ts), so the learner may already have asked again: a job
    // queued later than that would surprise more than the failure does.
    maxAgeMs: ACTIVE_WINDOW_MS,
    closeRow: (entry) => closeUnqueued(deps.db, entry),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

/** The FAILED update of the handout an entry given up leaves unqueued, or null when none was still waiting. */
async function closeUnqueued(db: ContentDb, entry: OutboxEntry) {
  if (entry.queue !== QUEUES.handoutGeneration) throw new Error(`the content outbox has no ${entry.queue} jobs`);
  const row = await findHandout(db, entry.id);
  return row && (await markEnqueueFailed(db, row.id)) ? handoutUpdate(row, 'FAILED', 0, HANDOUT_MESSAGES.unavailable) : null;
}
