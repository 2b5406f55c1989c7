import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActivityRecorder } from '@juba/platform/activity';
import { DEFAULT_JOB_OPTIONS, ERROR_PATTERNS_JOB, QUEUES } from '@juba/contracts/jobs';
import { redisForProducer } from '@juba/platform/redis';
import { createLearnerDb } from '@juba/learner/db';
import { parseWorkerEnv } from './env.ts';
import { startWorkerPool } from './worker-pool.ts';

const db = createLearnerDb(process.env.DATABASE_URL!);
const producer = redisForProducer(process.env.REDIS_URL!);
const prefix = `test-workers-learner-activity-${randomUUID()}`;
const activities = createActivityRecorder(producer, { prefix });
const inspect = new Queue(QUEUES.learnerActivity, { connection: producer, prefix });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const pool = await startWorkerPool({
  env: parseWorkerEnv({ ...process.env, WORKER_QUEUES: 'learner-activity', JOB_QUEUE_PREFIX: prefix }),
  ai: () => {
    throw new Error('the learner-activity queue needs no AI');
  },
  log: quiet,
});

afterAll(async () => {
  await pool.stop(5000);
  await activities.close();
  await inspect.obliterate({ force: true });
  await inspect.close();
  producer.disconnect();
  await db.$disconnect();
});

describe('the learner-activity queue on the worker pool', () => {
  it('turns reported activities into progress, counting a repeated report once', async () => {
    const userId = randomUUID();
    const report = (minutes: number) => ({
      activityId: `practice-${randomUUID()}`,
      userId,
      kind: 'practice' as const,
      title: 'Cool-down concluído',
      minutes,
      flowPoints: 15,
      occurredAt: new Date().toISOString(),
    });
    const first = report(5);
    await activities.record(first);
    await activities.record(report(4));
    await vi.waitFor(async () => expect((await inspect.getJob(first.activityId))?.finishedOn).toBeTruthy(), { timeout: 10_000 });
    await activities.record(first);

    await vi.waitFor(async () => expect(await db.activity.count({ where: { userId } })).toBe(2), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await inspect.getJobCounts('wait', 'active')).toEqual({ wait: 0, active: 0 }), { timeout: 10_000 });
    expect(await db.progress.findUniqueOrThrow({ where: { userId } })).toMatchObject({ totalMinutes: 9, flowPoints: 30, currentStreak: 1 });
  });

  it('turns reported mistakes into error patterns, counting a repeated report once', async () => {
    const userId = randomUUID();
    const report = (specificError: string) => ({
      reportId: `conversation-${randomUUID()}`,
      userId,
      patterns: [{ errorType: 'grammar' as const, specificError, correctForm: 'I am 25 years old', context: `${specificError} and I live in Recife.` }],
      occurredAt: new Date().toISOString(),
    });
    const first = report('I have 25 years');
    await activities.recordErrorPatterns(first);
    // The pool runs two jobs at once: the second report is queued only once the first is recorded, so the first wording is the one kept.
    await vi.waitFor(async () => expect((await inspect.getJob(first.reportId))?.finishedOn).toBeTruthy(), { timeout: 10_000 });
    await activities.recordErrorPatterns(report('i have 25 years'));
    await activities.recordErrorPatterns(first);

    await vi.waitFor(async () => expect(await db.errorPatternReport.count({ where: { userId } })).toBe(2), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await inspect.getJobCounts('wait', 'active')).toEqual({ wait: 0, active: 0 }), { timeout: 10_000 });
    expect(await db.errorPattern.findMany({ where: { userId } })).toEqual([
      expect.objectContaining({ specificError: 'I have 25 years', occurrenceCount: 2, fsrsState: 0, reviewInterval: 1 }),
    ]);
  });

  it.each([
    ['practice', (id: string) => ({ activityId: id, userId: 'someone', kind: 'napping' }), /invalid learner activity payload/],
    [ERROR_PATTERNS_JOB, (id: string) => ({ reportId: id, userId: 'someone', patterns: [{ errorType: 'spelling' }] }), /invalid error patterns payload/],
    ['homework', (id: string) => ({ activityId: id }), /unknown job "homework" on the learner-activity queue/],
  ])('fails a malformed %s job at once, without retries', async (name, payload, reason) => {
    const jobId = `bad-${randomUUID()}`;
    await inspect.add(name, payload(jobId), { ...DEFAULT_JOB_OPTIONS, jobId });

    await vi.waitFor(async () => expect(await (await inspect.getJob(jobId))?.getState()).toBe('failed'), { timeout: 10_000 });
    const job = await inspect.getJob(jobId);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(reason);
  });
});
