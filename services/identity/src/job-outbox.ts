import type { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { startRowJobRelay } from '@juba/platform/row-job';
import type { IdentityDb } from './db.ts';
import { exportData } from './my-data/export-job.ts';
import { ACTIVE_WINDOW_MS } from './my-data/store.ts';

/**
 * Queues the jobs the identity service wrote to its outbox: data exports, and
 * the account-erased event for every service, which is never given up. It
 * runs in the identity subgraph, which owns the rows; every instance runs one.
 */
export function startIdentityJobRelay(deps: { db: IdentityDb; redis: Redis; prefix: string; log?: Pick<Console, 'warn' | 'error'> }): JobOutboxRelay {
  return startRowJobRelay(exportData, { ...deps, schema: 'identity', maxAgeMs: ACTIVE_WINDOW_MS, neverGivenUp: [QUEUES.accountErased] });
}
