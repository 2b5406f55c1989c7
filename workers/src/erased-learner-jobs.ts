import type { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { isAccountErased, learnerOfJob } from '@juba/platform/erased-accounts';
import type { JobLog } from '@juba/platform/job-definition';

/**
 * A job that was running when its learner's account was erased ends after
 * the erasure dropped their jobs from Redis (it cannot drop a running one):
 * its entry, kept as completed, failed or waiting to be retried, carries the
 * learner's id, so it goes as soon as it ends.
 */
export function droppingJobsOfErasedLearners(worker: Worker, redis: Redis, log: JobLog) {
  const dropIfErased = async (job: Job | undefined) => {
    const learner = job && learnerOfJob(job.data);
    if (!learner || !(await isAccountErased(redis, learner))) return;
    // Already gone (removeOnComplete) is as good.
    await job.remove().catch(() => undefined);
  };
  const drop = (job: Job | undefined) =>
    void dropIfErased(job).catch((err: Error) => log.warn(`${worker.name} job ${job?.id}: could not check its learner's erasure:`, err.message));
  worker.on('completed', drop);
  worker.on('failed', drop);
}
