import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { learnerActivityPayload } from '@juba/shared/jobs';
import type { LearnerDb } from '../db.ts';
import { recordActivity } from './record-activity.ts';

/** The parts of a BullMQ job the handler reads, so tests can drive it directly. */
export interface ActivityJobRun {
  id?: string | undefined;
  data: unknown;
}

export interface ActivityJobOutcome {
  activityId: string;
  /** False when the activity had been recorded before (a retried or duplicated report). */
  recorded: boolean;
}

export interface ActivityJobDeps {
  db: LearnerDb;
  now?: () => Date;
}

/**
 * Consumes the learner-activity queue (QUEUES.learnerActivity). A payload
 * that does not match the contract can never succeed, so it fails at once
 * without retries; database errors are thrown as they are and retried by BullMQ.
 */
export function createActivityJobHandler(deps: ActivityJobDeps) {
  return async function processActivityJob(job: ActivityJobRun): Promise<ActivityJobOutcome> {
    const parsed = learnerActivityPayload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid learner activity payload: ${z.prettifyError(parsed.error)}`);
    const report = parsed.data;
    if (job.id !== undefined && job.id !== report.activityId) {
      throw new UnrecoverableError(`job ${job.id} carries activity ${report.activityId}; the job id must be the activity id`);
    }
    const recorded = await recordActivity(deps.db, report, deps.now?.() ?? new Date());
    return { activityId: report.activityId, recorded };
  };
}
