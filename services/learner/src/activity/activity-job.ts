import { ACTIVITY_KINDS, QUEUES, learnerActivityPayload } from '@juba/contracts/jobs';
import { parseJobPayload, type JobDefinition, type JobRun } from '@juba/platform/job-definition';
import { openLearnerJobHandler, type LearnerJobDeps } from './learner-job.ts';
import { recordActivity } from './record-activity.ts';

export interface ActivityJobOutcome {
  activityId: string;
  /** False when the activity had been recorded before (a retried or duplicated report). */
  recorded: boolean;
}

/**
 * Consumes the activity reports of the learner-activity queue (QUEUES.learnerActivity).
 * A malformed payload fails at once without retries; database errors are
 * thrown as they are and retried by BullMQ.
 */
export function createActivityJobHandler(deps: LearnerJobDeps) {
  return async function processActivityJob(job: Pick<JobRun, 'id' | 'data'>): Promise<ActivityJobOutcome> {
    const report = parseJobPayload(job, learnerActivityPayload, { payload: 'learner activity', id: 'activity' }, (r) => r.activityId);
    const recorded = await recordActivity(deps.db, report, deps.now?.() ?? new Date());
    return { activityId: report.activityId, recorded };
  };
}

/** Activity reports on the learner-progress queue, each job named after its kind. */
export const activityJob: JobDefinition = {
  queue: QUEUES.learnerActivity,
  names: ACTIVITY_KINDS,
  payload: learnerActivityPayload,
  createHandler: ({ databaseUrl }) => openLearnerJobHandler(databaseUrl, createActivityJobHandler),
};
