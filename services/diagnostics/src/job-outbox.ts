import type { Redis } from 'ioredis';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { startRowJobRelay } from '@juba/platform/row-job';
import type { DiagnosticsDb } from './db.ts';
import { phoneticJob } from './phonetics/phonetic-job.ts';
import { ACTIVE_WINDOW_MS } from './phonetics/store.ts';

/**
 * Queues the jobs the diagnostics service wrote to its outbox (phonetic
 * analyses). It runs in the diagnostics subgraph, which owns the rows; every instance runs one.
 */
export function startDiagnosticsJobRelay(deps: { db: DiagnosticsDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  // A learner waits seconds for an analysis, not minutes: after this the session stops counting against their limit.
  return startRowJobRelay(phoneticJob, { ...deps, schema: 'diagnostics', maxAgeMs: ACTIVE_WINDOW_MS });
}
