import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { UnrecoverableError } from 'bullmq';
import { AiUnavailableError, createOfflineProvider, type PlanActivityGenerator } from '@juba/ai-provider';
import type { JobUpdate } from '@juba/contracts/jobs';
import type { Publisher } from '@juba/platform/redis';
import { createLearnerDb } from '../db.ts';
import { createPlanGenerationHandler, failLostGeneration } from './generation-job.ts';
import { PLAN_MESSAGES } from './messages.ts';
import { createPendingGeneration } from './store.ts';

const db = createLearnerDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const NOW = new Date('2026-07-14T15:00:00Z');

/** A publisher that keeps what the handler announces. */
function recordingPublisher() {
  const updates: JobUpdate[] = [];
  const publisher: Publisher = { publish: async (_channel, message) => updates.push(JSON.parse(message) as JobUpdate) };
  return { updates, publisher };
}

async function pendingGeneration() {
  const userId = `learner-${randomUUID()}`;
  const plan = await db.adaptivePlan.create({
    data: { id: randomUUID(), userId, learningStyle: 'visual', availableTime: 10, studyHours: 'manha', primaryGoal: 'Viajar', learningPreference: 'rapido', difficultyPreference: 'gradual', focusAreas: ['escuta'], motivationStyle: 'progresso' },
  });
  const row = await createPendingGeneration(db, { userId, planId: plan.id, queuePrefix: `test-${randomUUID()}` }, NOW);
  const job = (attemptsMade = 0) => ({ id: row.id, data: { generationId: row.id, ownerId: userId, planId: plan.id }, attemptsMade, opts: { attempts: 3 } });
  return { row, plan, job };
}

const failing = (error: Error): PlanActivityGenerator => ({ name: 'openai', generatePlanActivities: () => Promise.reject(error) });

describe('the plan-generation job', () => {
  it('completes once: a rerun of a finished generation announces it again and writes nothing new', async () => {
    const { row, job } = await pendingGeneration();
    const { updates, publisher } = recordingPublisher();
    const run = createPlanGenerationHandler({ db, ai: createOfflineProvider(), publisher: publisher, log: quiet, now: () => NOW });
    expect(await run(job())).toEqual({ generationId: row.id, status: 'COMPLETED' });
    const first = await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } });
    expect(await run(job())).toEqual({ generationId: row.id, status: 'COMPLETED' });
    expect((await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).activities).toEqual(first.activities);
    expect(updates.map((u) => u.status)).toEqual(['RUNNING', 'RUNNING', 'RUNNING', 'COMPLETED', 'COMPLETED']);
  });

  it('hands a failed attempt back to the queue, and fails the row on the last one', async () => {
    const { row, job } = await pendingGeneration();
    const { updates, publisher } = recordingPublisher();
    const run = createPlanGenerationHandler({ db, ai: failing(new AiUnavailableError('model down', 503)), publisher: publisher, log: quiet });
    await expect(run(job(0))).rejects.toThrow('model down');
    expect(await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'PENDING', message: PLAN_MESSAGES.retrying, attempts: 1 });
    await expect(run(job(2))).rejects.toThrow('model down');
    expect(await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'FAILED', error: PLAN_MESSAGES.failed });
    expect(updates.at(-1)).toMatchObject({ jobId: row.id, status: 'FAILED', message: PLAN_MESSAGES.failed, queue: 'plan-generation' });
  });

  it('spares the retries of a failure that would repeat (a refused key), failing the row at once', async () => {
    const { row, job } = await pendingGeneration();
    const run = createPlanGenerationHandler({ db, ai: failing(new AiUnavailableError('bad key', 401)), publisher: recordingPublisher().publisher, log: quiet });
    await expect(run(job(0))).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('FAILED');
  });

  it('fails the row when its plan was replaced before the job ran', async () => {
    const { row, plan, job } = await pendingGeneration();
    await db.adaptivePlan.delete({ where: { id: plan.id } });
    const run = createPlanGenerationHandler({ db, ai: createOfflineProvider(), publisher: recordingPublisher().publisher, log: quiet });
    expect(await run(job())).toEqual({ generationId: row.id, status: 'FAILED' });
    expect((await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).error).toBe(PLAN_MESSAGES.failed);
  });

  it('closes a generation the queue lost outside the handler, and ignores ids that are none', async () => {
    const { row } = await pendingGeneration();
    const { updates, publisher } = recordingPublisher();
    expect(await failLostGeneration({ db, publisher: publisher, log: quiet }, row.id, 'stalled')).toBe(true);
    expect((await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('FAILED');
    expect(updates).toEqual([expect.objectContaining({ jobId: row.id, status: 'FAILED' })]);
    expect(await failLostGeneration({ db, publisher: publisher, log: quiet }, 'not-a-uuid', 'stalled')).toBe(false);
  });
});
