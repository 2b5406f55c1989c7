import { createContentDb } from '@juba/content/db';
import { createHandoutJobHandler, failLostHandout } from '@juba/content/handouts/handout-job';
import type { QueueHandlerFactory } from '../registry.ts';

export const handoutGeneration: QueueHandlerFactory = ({ databaseUrl, ai, publisher, activities, log }) => {
  const db = createContentDb(databaseUrl);
  const run = createHandoutJobHandler({ db, ai, publisher, activities, log });
  return {
    process: (job, signal) => run(job, signal),
    onFailedOutsideHandler: (jobId, reason) => failLostHandout({ db, publisher, log }, jobId, reason),
    close: () => db.$disconnect(),
  };
};
