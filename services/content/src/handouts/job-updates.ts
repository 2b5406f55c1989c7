import { QUEUES, type JobUpdate } from '@juba/contracts/jobs';
import type { HandoutRow } from './store.ts';
import { HANDOUT_MESSAGES } from './messages.ts';

export function handoutUpdate(
  row: Pick<HandoutRow, 'id' | 'ownerId'>,
  status: JobUpdate['status'],
  progress: number,
  message: string | null,
): JobUpdate {
  return { jobId: row.id, ownerId: row.ownerId, queue: QUEUES.handoutGeneration, status, progress, message };
}

/** What a finished row announces; re-sent when a rerun finds the work already done. */
export function finalUpdate(row: HandoutRow): JobUpdate {
  return row.status === 'COMPLETED'
    ? handoutUpdate(row, 'COMPLETED', 100, HANDOUT_MESSAGES.completed)
    : handoutUpdate(row, row.status, row.progress, row.error ?? row.message);
}
