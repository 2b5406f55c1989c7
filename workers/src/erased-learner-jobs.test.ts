import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { erasedAccountKey, markAccountErased } from '@juba/platform/erased-accounts';
import { redisForProducer, redisForWorker } from '@juba/platform/redis';
import { droppingJobsOfErasedLearners } from './erased-learner-jobs.ts';

const prefix = `test-erased-learner-jobs-${randomUUID()}`;
const redis = redisForProducer(process.env.REDIS_URL!);
const queue = new Queue('erased-learner-jobs', { connection: redis, prefix });
const erasedLearner = randomUUID();
const otherLearner = randomUUID();

// A job of the erased learner erases them while it runs, as if the erasure landed mid-job; then it completes or fails.
const worker = new Worker(
  queue.name,
  async (job: Job<{ userId: string; fails: boolean }>) => {
    if (job.data.userId === erasedLearner) await markAccountErased(redis, erasedLearner);
    if (job.data.fails) throw new Error('the row is gone');
    return { done: true };
  },
  { connection: redisForWorker(process.env.REDIS_URL!), prefix },
);
droppingJobsOfErasedLearners(worker, redis, { info: () => {}, warn: console.warn, error: console.error });

afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await redis.del(erasedAccountKey(erasedLearner));
  redis.disconnect();
});

describe('jobs of a learner erased while they ran', () => {
  it("are dropped from Redis when they end, failed (retries left or not) or completed; another learner's stay", async () => {
    const kept = { removeOnComplete: false, removeOnFail: false };
    await queue.add('report', { userId: erasedLearner, fails: false }, { ...kept, jobId: 'erased-completed' });
    await queue.add('report', { userId: erasedLearner, fails: true }, { ...kept, jobId: 'erased-failed' });
    await queue.add(
      'report',
      { userId: erasedLearner, fails: true },
      { ...kept, jobId: 'erased-retried', attempts: 3, backoff: { type: 'fixed', delay: 60_000 } },
    );
    await queue.add('report', { userId: otherLearner, fails: true }, { ...kept, jobId: 'other-failed' });
    await queue.add('report', { userId: otherLearner, fails: false }, { ...kept, jobId: 'other-completed' });

    const jobIds = async () => (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).map((job) => job.id).sort();
    await vi.waitFor(async () => expect(await jobIds()).toEqual(['other-completed', 'other-failed']), { timeout: 10_000, interval: 100 });
    expect(await queue.getJobCounts('completed', 'failed')).toMatchObject({ completed: 1, failed: 1 });
  });
});
