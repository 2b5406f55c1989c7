import type { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import { startServiceJobRelay, type JobOutboxRelay, type OutboxEntry } from '@juba/platform/job-outbox';
import { publishJobUpdate } from '@juba/platform/job-updates';
import type { Publisher } from '@juba/platform/redis';
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
    expire: (entry) => failUnqueued(deps, entry),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

async function failUnqueued(deps: { db: ContentDb; redis: Publisher; log?: Pick<Console, 'warn'> }, entry: OutboxEntry) {
  if (entry.queue !== QUEUES.handoutGeneration) throw new Error(`the content outbox has no ${entry.queue} jobs`);
  const row = await findHandout(deps.db, entry.id);
  if (!row || !(await markEnqueueFailed(deps.db, row.id))) return;
  // Redis has been away for long: the browser's re-read shows the failure if this push is lost.
  publishJobUpdate(deps.redis, handoutUpdate(row, 'FAILED', 0, HANDOUT_MESSAGES.unavailable)).catch((err: unknown) =>
    (deps.log ?? console).warn(`handout ${row.id}: FAILED not announced:`, err),
  );
}
