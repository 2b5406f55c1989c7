import { UnrecoverableError } from 'bullmq';
import { ACTIVITY_KINDS, ERROR_PATTERNS_JOB } from '@juba/contracts/jobs';
import { createLearnerDb } from '@juba/learner/db';
import { createActivityJobHandler } from '@juba/learner/activity/activity-job';
import { createErrorPatternsJobHandler } from '@juba/learner/error-patterns/error-patterns-job';
import type { QueueHandlerFactory } from '../registry.ts';

const isActivityKind = (name: string) => (ACTIVITY_KINDS as readonly string[]).includes(name);

/**
 * The learner-activity queue carries two kinds of job, told apart by name:
 * activity reports (named after their kind) and ERROR_PATTERNS_JOB reports.
 * Nothing durable is written before a job runs, so a job the queue gives up on leaves nothing to close.
 */
export const learnerActivity: QueueHandlerFactory = ({ databaseUrl }) => {
  const db = createLearnerDb(databaseUrl);
  const activity = createActivityJobHandler({ db });
  const errorPatterns = createErrorPatternsJobHandler({ db });
  return {
    process: async (job) => {
      if (job.name === ERROR_PATTERNS_JOB) return errorPatterns(job);
      if (isActivityKind(job.name)) return activity(job);
      throw new UnrecoverableError(`unknown job "${job.name}" on the learner-activity queue: expected an activity kind (${ACTIVITY_KINDS.join(', ')}) or ${ERROR_PATTERNS_JOB}`);
    },
    close: () => db.$disconnect(),
  };
};
