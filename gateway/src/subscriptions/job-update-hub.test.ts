import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JobWaitTimeoutError } from '@juba/shared/job-updates';
import { jobUpdateChannel, type JobStatus } from '@juba/shared/jobs';
import { redisForSubscriber, redisForWorker } from '@juba/shared/redis';
import { JobUpdateHub } from './job-update-hub.ts';

const publisher = redisForWorker(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);
const hub = new JobUpdateHub(subscriber, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  publisher.disconnect();
  subscriber.disconnect();
});

/** The job as the REST facade reads it through GraphQL, with a signal for the first read. */
function jobRead(status: JobStatus) {
  const job = { status: status as string };
  let firstReadDone!: () => void;
  const firstRead = new Promise<void>((resolve) => (firstReadDone = resolve));
  const read = async () => {
    firstReadDone();
    return { ...job };
  };
  return { job, read, firstRead };
}

describe('JobUpdateHub.waitForJobEnd (REST facade)', () => {
  it('answers as soon as the worker publishes the end', async () => {
    const jobId = randomUUID();
    const { job, read, firstRead } = jobRead('RUNNING');
    const waiting = hub.waitForJobEnd(jobId, read);
    await firstRead;
    job.status = 'COMPLETED';
    await publisher.publish(jobUpdateChannel(jobId), JSON.stringify({ jobId, ownerId: 'o', queue: 'handout-generation', status: 'COMPLETED', progress: 100, message: null }));
    expect(await waiting).toEqual({ status: 'COMPLETED' });
  });

  it('notices a lost completion message within two seconds', async () => {
    const { job, read, firstRead } = jobRead('RUNNING');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const waiting = hub.waitForJobEnd(randomUUID(), read).finally(() => (settled = true));
    await firstRead;
    job.status = 'FAILED';
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toEqual({ status: 'FAILED' });
  });

  it('gives up after the REST job timeout', async () => {
    const jobId = randomUUID();
    const { read } = jobRead('RUNNING');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = expect(hub.waitForJobEnd(jobId, read)).rejects.toSatisfy((err) => err instanceof JobWaitTimeoutError && err.jobId === jobId);
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
  });
});
