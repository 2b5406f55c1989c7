import { errorPatternsPayload } from '@juba/contracts/jobs';
import { parseJobPayload, type LearnerJobDeps, type LearnerJobRun } from '../activity/job-payload.ts';
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
  return async function processErrorPatternsJob(job: LearnerJobRun): Promise<ErrorPatternsJobOutcome> {
    const report = parseJobPayload(job, errorPatternsPayload, { payload: 'error patterns', id: 'report' }, (r) => r.reportId);
    const recorded = await recordErrorPatterns(deps.db, report, deps.now?.() ?? new Date());
    return { reportId: report.reportId, recorded };
  };
}
