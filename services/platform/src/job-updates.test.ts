import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JobWaitTimeoutError, listenForJobUpdates, waitForFinalJob } from './job-updates.ts';
import { jobUpdateChannel, type JobStatus, type JobUpdate } from '@juba/contracts/jobs';
import { redisForSubscriber, redisForWorker } from './redis.ts';

const publisher = redisForWorker(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  publisher.disconnect();
  subscriber.disconnect();
});

const update = (jobId: string, status: JobStatus, progress = 0): JobUpdate => ({
  jobId,
  userId: 'owner-1',
  queue: 'handout-generation',
  status,
  progress,
  message: null,
});

/** Publishes like a worker does; resolves with how many subscriptions received it. */
const publish = (u: JobUpdate) => publisher.publish(jobUpdateChannel(u.jobId), JSON.stringify(u));

const subscriptionCount = async (jobId: string) => {
  const [, count] = (await publisher.pubsub('NUMSUB', jobUpdateChannel(jobId))) as [string, number];
  return Number(count);
};

/** A job's durable state held in memory, with a signal for the first read (which follows the subscription). */
function jobState(initial: { status: JobStatus; result?: string } | null) {
  const state = { job: initial };
  let firstReadDone!: () => void;
  const firstRead = new Promise<void>((resolve) => (firstReadDone = resolve));
  const read = async () => {
    firstReadDone();
    return state.job && { ...state.job };
  };
  return { state, read, firstRead };
}

describe('listenForJobUpdates', () => {
  it('delivers every update of the job to each of its listeners', async () => {
    const jobId = randomUUID();
    const first: JobUpdate[] = [];
    const second: JobUpdate[] = [];
    const stops = await Promise.all([
      listenForJobUpdates(subscriber, jobId, (u) => first.push(u)),
      listenForJobUpdates(subscriber, jobId, (u) => second.push(u)),
    ]);

    await publish(update(jobId, 'RUNNING', 40));
    await publish(update(randomUUID(), 'RUNNING', 99));
    await publisher.publish(jobUpdateChannel(jobId), 'not json');
    await publish(update(jobId, 'COMPLETED', 100));

    await vi.waitFor(() => expect(second).toHaveLength(2));
    expect(first).toEqual([update(jobId, 'RUNNING', 40), update(jobId, 'COMPLETED', 100)]);
    expect(second).toEqual(first);
    for (const stop of stops) await stop();
  });

  it('returns only once Redis confirmed the subscription, also for a listener joining a channel being subscribed', async () => {
    const jobId = randomUUID();
    // A connection still connecting holds SUBSCRIBE back, so returning early would be seen.
    const connecting = redisForSubscriber(process.env.REDIS_URL!);
    const firstJoin = listenForJobUpdates(connecting, jobId, () => {});
    const stopSecond = await listenForJobUpdates(connecting, jobId, () => {});

    expect(await publish(update(jobId, 'RUNNING'))).toBe(1);
    await (await firstJoin)();
    await stopSecond();
    connecting.disconnect();
  });

  it('keeps the channel while someone listens and leaves it after the last one stops', async () => {
    const jobId = randomUUID();
    const stayed: JobUpdate[] = [];
    const stopLeaving = await listenForJobUpdates(subscriber, jobId, () => {});
    const stopStaying = await listenForJobUpdates(subscriber, jobId, (u) => stayed.push(u));

    await stopLeaving();
    expect(await subscriptionCount(jobId)).toBe(1);
    await publish(update(jobId, 'COMPLETED', 100));
    await vi.waitFor(() => expect(stayed).toEqual([update(jobId, 'COMPLETED', 100)]));

    await stopStaying();
    expect(await subscriptionCount(jobId)).toBe(0);
  });
});

describe('waitForFinalJob', () => {
  it('resolves with the job once a worker publishes that it completed', async () => {
    const jobId = randomUUID();
    const { state, read, firstRead } = jobState({ status: 'RUNNING' });
    // Polling far beyond the test's own timeout: only the message can end this wait.
    const waiting = waitForFinalJob({ subscriber, jobId, read, timeoutMs: 20_000, pollIntervalMs: 600_000 });

    await firstRead;
    state.job = { status: 'COMPLETED', result: 'slides' };
    expect(await publish(update(jobId, 'COMPLETED', 100))).toBe(1);

    expect(await waiting).toEqual({ status: 'COMPLETED', result: 'slides' });
    await vi.waitFor(async () => expect(await subscriptionCount(jobId)).toBe(0));
  });

  it('keeps waiting through progress updates', async () => {
    const jobId = randomUUID();
    const { state, read, firstRead } = jobState({ status: 'PENDING' });
    let settled = false;
    const waiting = waitForFinalJob({ subscriber, jobId, read, timeoutMs: 20_000, pollIntervalMs: 600_000 }).finally(() => (settled = true));

    await firstRead;
    state.job = { status: 'RUNNING' };
    await publish(update(jobId, 'RUNNING', 50));
    // A round trip on the subscriber connection: the progress message was handled before it returns.
    await subscriber.ping().catch(() => {});
    expect(settled).toBe(false);

    state.job = { status: 'FAILED', result: 'Não foi possível gerar.' };
    await publish(update(jobId, 'FAILED', 100));
    expect(await waiting).toEqual({ status: 'FAILED', result: 'Não foi possível gerar.' });
  });

  it('returns at once for a job that already ended, failed ones included', async () => {
    const { read } = jobState({ status: 'FAILED', result: 'erro' });
    expect(await waitForFinalJob({ subscriber, jobId: randomUUID(), read, timeoutMs: 20_000 })).toEqual({ status: 'FAILED', result: 'erro' });
  });

  it('rejects with NOT_FOUND when there is no such job, in the caller’s words when given', async () => {
    const { read } = jobState(null);
    await expect(waitForFinalJob({ subscriber, jobId: randomUUID(), read, timeoutMs: 20_000 })).rejects.toMatchObject({
      message: 'Tarefa não encontrada.',
      extensions: { code: 'NOT_FOUND' },
    });
    await expect(
      waitForFinalJob({ subscriber, jobId: randomUUID(), read, timeoutMs: 20_000, notFoundMessage: 'Material não encontrado.' }),
    ).rejects.toMatchObject({
      message: 'Material não encontrado.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('gives up with a JobWaitTimeoutError naming the job when it takes too long', async () => {
    const jobId = randomUUID();
    const { read } = jobState({ status: 'RUNNING' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const waiting = waitForFinalJob({ subscriber, jobId, read, timeoutMs: 90_000, pollIntervalMs: 120_000 });
    const outcome = expect(waiting).rejects.toSatisfy((err) => err instanceof JobWaitTimeoutError && err.jobId === jobId && err.timeoutMs === 90_000);
    await vi.advanceTimersByTimeAsync(90_000);

    await outcome;
  });

  it('still notices the end when the completion message was lost, by re-reading the job', async () => {
    const jobId = randomUUID();
    const { state, read, firstRead } = jobState({ status: 'RUNNING' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;

    const waiting = waitForFinalJob({ subscriber, jobId, read, timeoutMs: 90_000, pollIntervalMs: 5_000 }).finally(() => (settled = true));
    await firstRead;
    state.job = { status: 'COMPLETED', result: 'slides' };
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await waiting).toEqual({ status: 'COMPLETED', result: 'slides' });
  });
});
