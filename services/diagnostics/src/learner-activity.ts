import type { LearnerActivity } from '@juba/contracts/jobs';
import type { ActivityRecorder } from '@juba/platform/activity';
import { withTimeout } from '@juba/platform/timeout';

export interface ActivityReportDeps {
  activity: Pick<ActivityRecorder, 'record'>;
  log?: Pick<Console, 'error'>;
  /** How long the learner's save may wait on Redis for the activity report. */
  activityTimeoutMs?: number;
}

/**
 * Reports a diagnostic the learner completed to their progress, after its
 * row is stored. The row is the truth and the learner must see their result
 * saved, so when Redis cannot take the report the failure is logged and the
 * save still succeeds: their progress misses this activity rather than the
 * learner losing their answers. The timeout covers a Redis that hangs
 * instead of refusing.
 */
export async function reportLearnerActivity(deps: ActivityReportDeps, report: LearnerActivity, what: string): Promise<void> {
  try {
    await withTimeout(deps.activity.record(report), deps.activityTimeoutMs ?? 5000, 'queueing the learner activity');
  } catch (err) {
    (deps.log ?? console).error(`${what}: stored, but its learner activity could not be queued:`, err);
  }
}
