import { QUEUES, type JobUpdate } from '@juba/contracts/jobs';
import { PHONETIC_MESSAGES } from './messages.ts';
import type { PhoneticSessionRow } from './store.ts';

export function sessionUpdate(row: Pick<PhoneticSessionRow, 'id' | 'ownerId'>, status: JobUpdate['status'], progress: number, message: string | null): JobUpdate {
  return { jobId: row.id, ownerId: row.ownerId, queue: QUEUES.phoneticAnalysis, status, progress, message };
}

/** What a finished row announces; re-sent when a rerun finds the work already done. */
export function finalUpdate(row: PhoneticSessionRow): JobUpdate {
  return row.status === 'COMPLETED'
    ? sessionUpdate(row, 'COMPLETED', 100, PHONETIC_MESSAGES.completed)
    : sessionUpdate(row, row.status, row.progress, row.error ?? row.message);
}
