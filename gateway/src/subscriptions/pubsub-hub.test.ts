import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JobWaitTimeoutError } from '@juba/platform/job-updates';
import { tutorDraftChannel, type TutorReplyDraft } from '@juba/contracts/tutor-drafts';
import { jobUpdateChannel, type JobStatus, type JobUpdate } from '@juba/contracts/jobs';
import { redisForSubscriber, redisForWorker } from '@juba/platform/redis';
import { subscriberCount, untilSubscribed as untilRedisSubscribed } from '../testing/redis-channels.ts';
import { PubSubHub } from './pubsub-hub.ts';

const publisher = redisForWorker(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);
const hub = new PubSubHub(subscriber, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  publisher.disconnect();
  subscriber.disconnect();
});

const subscriptionCount = (channel: string) => subscriberCount(publisher, channel);
const untilSubscribed = (channel: string) => untilRedisSubscribed(publisher, channel);

/** Everything `stream` yields until it ends, as a GraphQL subscription would read it. */
async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const received: T[] = [];
  for await (const message of stream) received.push(message);
  return received;
}

describe('PubSubHub.jobUpdates', () => {
  const update = (jobId: string, userId: string, status: JobStatus, progress: number): JobUpdate => ({
    jobId,
    userId,
    queue: 'handout-generation',
    status,
    progress,
    message: null,
  });

  it("passes the owner's updates, skips others' and malformed ones, and ends after the final status", async () => {
    const jobId = randomUUID();
    const channel = jobUpdateChannel(jobId);
    const stream = hub.jobUpdates(jobId, 'owner-1');
    const received = collect(stream);
    await untilSubscribed(channel);

    await publisher.publish(channel, JSON.stringify(update(jobId, 'owner-1', 'RUNNING', 40)));
    await publisher.publish(channel, JSON.stringify(update(jobId, 'owner-2', 'RUNNING', 99)));
    await publisher.publish(channel, JSON.stringify({ jobId, userId: 'owner-1', status: 'RUNNING' }));
    await publisher.publish(channel, JSON.stringify(update(jobId, 'owner-1', 'COMPLETED', 100)));

    expect(await received).toEqual([update(jobId, 'owner-1', 'RUNNING', 40), update(jobId, 'owner-1', 'COMPLETED', 100)]);
    expect(await subscriptionCount(channel)).toBe(0);
  });
});

describe('PubSubHub.tutorReplyDrafts', () => {
  const draft = (conversationId: string, userId: string, text: string): TutorReplyDraft => ({ conversationId, userId, replyTo: null, text });

  it("passes the owner's drafts, skips other users' and malformed ones, and gives a reader that fell behind only the newest", async () => {
    const conversationId = randomUUID();
    const channel = tutorDraftChannel(conversationId);
    const stream = hub.tutorReplyDrafts(conversationId, 'learner-1');
    const first = stream.next();
    await untilSubscribed(channel);

    for (const message of [
      JSON.stringify(draft(conversationId, 'learner-1', 'Hi')),
      JSON.stringify(draft(conversationId, 'intruder', 'Not yours')),
      'not json',
      JSON.stringify({ conversationId, userId: 'learner-1' }),
      JSON.stringify({ conversationId, userId: 'learner-1', text: 42 }),
      'null',
      JSON.stringify(draft(conversationId, 'learner-1', 'Hi there')),
      JSON.stringify(draft(conversationId, 'learner-1', 'Hi there!')),
    ]) {
      await publisher.publish(channel, message);
    }

    // A round trip on the subscriber connection: every draft was handled before it returns.
    await subscriber.ping();

    expect(await first).toEqual({ value: draft(conversationId, 'learner-1', 'Hi'), done: false });
    // 'Hi there' arrived while nobody was reading, and 'Hi there!' holds all of it.
    expect(await stream.next()).toEqual({ value: draft(conversationId, 'learner-1', 'Hi there!'), done: false });
    const afterNewest = stream.next();
    await publisher.publish(channel, JSON.stringify(draft(conversationId, 'learner-1', 'Hi there! Ready?')));
    expect(await afterNewest).toEqual({ value: draft(conversationId, 'learner-1', 'Hi there! Ready?'), done: false });
    await stream.return!();
  });

  it('waits past any draft and releases the channel when the client leaves mid-wait', async () => {
    const conversationId = randomUUID();
    const channel = tutorDraftChannel(conversationId);
    const stream = hub.tutorReplyDrafts(conversationId, 'learner-1');
    const received = collect(stream);
    await untilSubscribed(channel);
    await publisher.publish(channel, JSON.stringify(draft(conversationId, 'learner-1', 'The whole reply.')));
    // A round trip on the subscriber connection: the draft was handled before it returns.
    await subscriber.ping();

    await stream.return!();
    expect(await received).toEqual([draft(conversationId, 'learner-1', 'The whole reply.')]);
    expect(await subscriptionCount(channel)).toBe(0);
  });
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

describe('PubSubHub.waitForJobEnd (REST facade)', () => {
  it('answers as soon as the worker publishes the end', async () => {
    const jobId = randomUUID();
    const { job, read, firstRead } = jobRead('RUNNING');
    const waiting = hub.waitForJobEnd(jobId, read);
    await firstRead;
    job.status = 'COMPLETED';
    await publisher.publish(
      jobUpdateChannel(jobId),
      JSON.stringify({ jobId, userId: 'o', queue: 'handout-generation', status: 'COMPLETED', progress: 100, message: null }),
    );
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
