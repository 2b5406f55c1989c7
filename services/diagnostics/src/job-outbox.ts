import type { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import { startServiceJobRelay, type JobOutboxRelay, type OutboxEntry } from '@juba/platform/job-outbox';
import { publishJobUpdate } from '@juba/platform/job-updates';
import type { Publisher } from '@juba/platform/redis';
import type { DiagnosticsDb } from './db.ts';
import { sessionUpdate } from './phonetics/job-updates.ts';
import { PHONETIC_MESSAGES } from './phonetics/messages.ts';
import { ACTIVE_WINDOW_MS, findSession, markEnqueueFailed } from './phonetics/store.ts';

/**
 * Queues the jobs the diagnostics service wrote to its outbox (phonetic
 * analyses). It runs in the diagnostics subgraph, which owns the rows; every instance runs one.
 */
export function startDiagnosticsJobRelay(deps: { db: DiagnosticsDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  return startServiceJobRelay({
    db: deps.db,
    schema: 'diagnostics',
    redis: deps.redis,
    prefix: deps.prefix,
    // A learner waits seconds for an analysis, not minutes: after this the session stops counting against their limit.
    maxAgeMs: ACTIVE_WINDOW_MS,
    expire: (entry) => failUnqueued(deps, entry),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

async function failUnqueued(deps: { db: DiagnosticsDb; redis: Publisher; log?: Pick<Console, 'warn'> }, entry: OutboxEntry) {
  if (entry.queue !== QUEUES.phoneticAnalysis) throw new Error(`the diagnostics outbox has no ${entry.queue} jobs`);
  const row = await findSession(deps.db, entry.id);
  if (!row || !(await markEnqueueFailed(deps.db, row.id))) return;
  // The browser's re-read shows the failure if this push is lost.
  publishJobUpdate(deps.redis, sessionUpdate(row, 'FAILED', 0, PHONETIC_MESSAGES.unavailable)).catch((err: unknown) =>
    (deps.log ?? console).warn(`phonetic session ${row.id}: FAILED not announced:`, err),
  );
}
