import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUES, type JobUpdate } from '@juba/contracts/jobs';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { requestGeneration } from '@juba/learner/adaptive-plan/request-generation';
import { createLearnerDb } from '@juba/learner/db';
import { startLearnerJobRelay } from '@juba/learner/job-outbox';
import { parseWorkerEnv } from './env.ts';
import { startWorkerPool, type WorkerPool } from './worker-pool.ts';

const prefix = `test-plan-generation-${randomUUID()}`;
const redis = new Redis(process.env.REDIS_URL!);
const subscriber = new Redis(process.env.REDIS_URL!);
const db = createLearnerDb(process.env.DATABASE_URL!);
const jobOutbox = startLearnerJobRelay({ db, redis, prefix });
let workers: WorkerPool;

beforeAll(async () => {
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, JOB_QUEUE_PREFIX: prefix, WORKER_QUEUES: 'plan-generation' }),
    ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    log: { info: () => {}, warn: console.warn, error: console.error },
  });
});
afterAll(async () => {
  await workers?.stop(5000);
  await jobOutbox.stop();
  const queue = new Queue(QUEUES.planGeneration, { connection: redis, prefix });
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  subscriber.disconnect();
  await db.$disconnect();
});

describe('plan generation on the workers', () => {
  it('takes the job the learner relay queued, publishes its progress and completes the row with activities for the plan', async () => {
    const userId = `learner-${randomUUID()}`;
    await db.learningProfile.create({ data: { userId, englishLevel: 'advanced', interests: [] } });
    const plan = await db.adaptivePlan.create({
      data: {
        id: randomUUID(),
        userId,
        learningStyle: 'cinestesico',
        availableTime: 45,
        studyHours: 'tarde',
        primaryGoal: 'Apresentar projetos em inglês',
        learningPreference: 'detalhado',
        difficultyPreference: 'gradual',
        focusAreas: ['negocios', 'escrita'],
        motivationStyle: 'progresso',
      },
    });
    const updates: JobUpdate[] = [];
    // The row id is known only once written, so listen on every plan-generation update of this learner.
    await subscriber.psubscribe('juba:job-updates:*');
    subscriber.on('pmessage', (_pattern, _channel, message) => {
      const update = JSON.parse(message) as JobUpdate;
      if (update.userId === userId) updates.push(update);
    });

    const row = await requestGeneration({ db, jobOutbox }, userId, plan.id, new Date());
    const done = await vi.waitFor(
      async () => {
        const current = await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } });
        if (current.status !== 'COMPLETED') throw new Error(`still ${current.status}`);
        return current;
      },
      { timeout: 15_000, interval: 100 },
    );
    const activities = done.activities as { focusArea: string; estimatedTime: number; adaptation: string }[];
    expect(activities).toHaveLength(3);
    expect(activities.every((a) => ['negocios', 'escrita'].includes(a.focusArea) && a.adaptation.startsWith('Para quem aprende fazendo'))).toBe(true);
    expect(activities.reduce((sum, a) => sum + a.estimatedTime, 0)).toBeLessThanOrEqual(45);
    await vi.waitFor(() => expect(updates.map((u) => u.status)).toContain('COMPLETED'));
    expect(updates.every((u) => u.jobId === row.id && u.queue === 'plan-generation')).toBe(true);
    expect(updates.map((u) => u.status)).toEqual(expect.arrayContaining(['RUNNING', 'COMPLETED']));
    expect(await db.jobOutbox.count({ where: { prefix } })).toBe(0);
  });
});
