import { createLearnerDb } from '@juba/learner/db';
import { createActivityJobHandler } from '@juba/learner/activity/activity-job';
import type { QueueHandlerFactory } from '../registry.ts';

/** Nothing durable is written before the job runs, so a job the queue gives up on leaves nothing to close. */
export const learnerActivity: QueueHandlerFactory = ({ databaseUrl }) => {
  const db = createLearnerDb(databaseUrl);
  const run = createActivityJobHandler({ db });
  return {
    process: (job) => run(job),
    close: () => db.$disconnect(),
  };
};
