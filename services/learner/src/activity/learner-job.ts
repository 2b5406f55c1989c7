import type { JobHandler, JobRun } from '@juba/platform/job-definition';
import { warmDatabase } from '@juba/platform/prisma';
import { createLearnerDb, type LearnerDb } from '../db.ts';

export interface LearnerJobDeps {
  db: LearnerDb;
  /** The worker's clock; tests fix it. */
  now?: () => Date;
}

/** A learner-activity queue handler (activity kinds or ERROR_PATTERNS_JOB), driven directly by tests. */
export type LearnerJobHandler = (job: Pick<JobRun, 'id' | 'data'>) => Promise<unknown>;

/**
 * A learner job type's handler as the workers run it, on a database client
 * of its own. Nothing durable is written before a job runs, so a job the
 * queue gives up on leaves nothing to close.
 */
export function openLearnerJobHandler(databaseUrl: string, create: (deps: LearnerJobDeps) => LearnerJobHandler): JobHandler {
  const db = createLearnerDb(databaseUrl);
  const run = create({ db });
  return { process: (job) => run(job), warm: () => warmDatabase(db), close: () => db.$disconnect() };
}
