import { QUEUES, type JobUpdate } from '@juba/contracts/jobs';
import { PLAN_MESSAGES } from './messages.ts';
import type { PlanGenerationRow } from './store.ts';

export function generationUpdate(row: { id: string; userId: string }, status: JobUpdate['status'], progress: number, message: string | null): JobUpdate {
  return { jobId: row.id, ownerId: row.userId, queue: QUEUES.planGeneration, status, progress, message };
}

/** What a finished row announces; re-sent when a rerun finds the work already done. */
export function finalUpdate(row: PlanGenerationRow): JobUpdate {
  return row.status === 'COMPLETED'
    ? generationUpdate(row, 'COMPLETED', 100, PLAN_MESSAGES.completed)
    : generationUpdate(row, row.status as JobUpdate['status'], row.progress, row.error ?? row.message);
}
