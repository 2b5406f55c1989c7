import { ERROR_PATTERNS_JOB, QUEUES, errorPatternsPayload } from '@juba/contracts/jobs';
import { parseJobPayload, type JobDefinition, type JobRun } from '@juba/platform/job-definition';
import { openLearnerJobHandler, type LearnerJobDeps } from '../activity/learner-job.ts';
import { recordErrorPatterns } from './record-error-patterns.ts';

export interface ErrorPatternsJobOutcome {
  reportId: string;
  /** False when the report had been applied before (a retried or duplicated report). */
  recorded: boolean;
}

/**
 * Consumes the ERROR_PATTERNS_JOB reports of the learner-activity queue. A
 * malformed payload fails at once without retries; database errors are
 * thrown as they are and retried by BullMQ.
 */
export function createErrorPatternsJobHandler(deps: LearnerJobDeps) {
  return async function processErrorPatternsJob(job: Pick<JobRun, 'id' | 'data'>): Promise<ErrorPatternsJobOutcome> {
    const report = parseJobPayload(job, errorPatternsPayload, { payload: 'error patterns', id: 'report' }, (r) => r.reportId);
    const recorded = await recordErrorPatterns(deps.db, report, deps.now?.() ?? new Date());
    return { reportId: report.reportId, recorded };
  };
}

/** Mistakes a learner made, on the learner-progress queue as ERROR_PATTERNS_JOB. */
export const errorPatternsJob: JobDefinition = {
  queue: QUEUES.learnerActivity,
  names: [ERROR_PATTERNS_JOB],
  payload: errorPatternsPayload,
  createHandler: ({ databaseUrl }) => openLearnerJobHandler(databaseUrl, createErrorPatternsJobHandler),
};
