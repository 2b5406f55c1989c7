import type { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import { startServiceJobRelay, type JobOutboxRelay, type OutboxEntry } from '@juba/platform/job-outbox';
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
    closeRow: (entry) => closeUnqueued(deps.db, entry),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

/** The FAILED update of the session an entry given up leaves unqueued, or null when none was still waiting. */
async function closeUnqueued(db: DiagnosticsDb, entry: OutboxEntry) {
  if (entry.queue !== QUEUES.phoneticAnalysis) throw new Error(`the diagnostics outbox has no ${entry.queue} jobs`);
  const row = await findSession(db, entry.id);
  return row && (await markEnqueueFailed(db, row.id)) ? sessionUpdate(row, 'FAILED', 0, PHONETIC_MESSAGES.unavailable) : null;
}
