import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { UnrecoverableError } from 'bullmq';
import { AiUnavailableError, createOfflineProvider, type PlanActivityGenerator } from '@juba/ai-provider';
import type { JobUpdate } from '@juba/contracts/jobs';
import type { Publisher } from '@juba/platform/redis';
import { createRowJobHandler } from '@juba/platform/row-job';
import { describeRowJobLifecycle } from '@juba/platform/testing/row-job-lifecycle';
import { createLearnerDb } from '../db.ts';
import { planActivitiesJob } from './generation-job.ts';
import { PLAN_MESSAGES } from './messages.ts';
import { ACTIVE_WINDOW_MS, createPendingGeneration } from './store.ts';

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

async function pendingGeneration(queuePrefix = `test-${randomUUID()}`) {
  const userId = `learner-${randomUUID()}`;
  const plan = await db.adaptivePlan.create({
    data: {
      id: randomUUID(),
      userId,
      learningStyle: 'visual',
      availableTime: 10,
      studyHours: 'manha',
      primaryGoal: 'Viajar',
      learningPreference: 'rapido',
      difficultyPreference: 'gradual',
      focusAreas: ['escuta'],
      motivationStyle: 'progresso',
    },
  });
  const row = await createPendingGeneration(db, { userId, planId: plan.id, queuePrefix }, NOW);
  const payload = { generationId: row.id, userId, planId: plan.id };
  const job = (attemptsMade = 0) => ({ id: row.id, data: payload, attemptsMade, opts: { attempts: 3 } });
  return { row, plan, payload, job };
}

const failing = (error: Error): PlanActivityGenerator => ({ name: 'openai', generatePlanActivities: () => Promise.reject(error) });

describeRowJobLifecycle('plan generation', {
  job: planActivitiesJob,
  db,
  schema: 'learner',
  maxAgeMs: ACTIVE_WINDOW_MS,
  async pending(queuePrefix) {
    const { row, payload } = await pendingGeneration(queuePrefix);
    return { row: { id: row.id, userId: row.userId }, payload };
  },
  standIn({ steps = [], error } = {}) {
    const offline = createOfflineProvider();
    let calls = 0;
    const ai: PlanActivityGenerator = {
      name: 'offline',
      async generatePlanActivities(request, { onProgress }) {
        calls++;
        for (const progress of steps) void onProgress?.({ progress, message: `Passo ${progress}` });
        if (error) throw error;
        return offline.generatePlanActivities(request, {});
      },
    };
    return { deps: { ai }, calls: () => calls };
  },
});

describe('the plan-generation job', () => {
  it('spares the retries of a failure that would repeat (a refused key), failing the row at once', async () => {
    const { row, job } = await pendingGeneration();
    const run = createRowJobHandler(planActivitiesJob, {
      db,
      ai: failing(new AiUnavailableError('bad key', 401)),
      publisher: recordingPublisher().publisher,
      log: quiet,
    });
    await expect(run(job(0))).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('FAILED');
  });

  it('fails the row when its plan was replaced before the job ran', async () => {
    const { row, plan, job } = await pendingGeneration();
    await db.adaptivePlan.delete({ where: { id: plan.id } });
    const run = createRowJobHandler(planActivitiesJob, { db, ai: createOfflineProvider(), publisher: recordingPublisher().publisher, log: quiet });
    expect(await run(job())).toEqual({ generationId: row.id, status: 'FAILED' });
    expect((await db.planGeneration.findUniqueOrThrow({ where: { id: row.id } })).error).toBe(PLAN_MESSAGES.failed);
  });
});
