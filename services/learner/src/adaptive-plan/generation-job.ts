import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { QUEUES, planGenerationPayload, type ErrorType, type PlanGenerationPayload } from '@juba/contracts/jobs';
import type { PlanDifficultyPreference, PlanFocusArea, PlanLearningPreference, PlanLearningStyle } from '@juba/contracts/adaptive-plan';
import { clampProgress, isFinalAttempt, parseJobPayload, type JobDefinition, type JobLog, type JobResources, type JobRun } from '@juba/platform/job-definition';
import { publishJobUpdate } from '@juba/platform/job-updates';
import type { Publisher } from '@juba/platform/redis';
import { AiProviderError, PLAN_LEVELS, generatedPlanActivitiesSchema, type PlanActivityGenerator, type PlanActivityRequest, type PlanLevel } from '@juba/ai-provider';
import { withLivePlanSettings } from '@juba/ai-provider/live-settings';
import { createLearnerDb, type LearnerDb } from '../db.ts';
import { PLAN_MESSAGES } from './messages.ts';
import { finalUpdate, generationUpdate } from './job-updates.ts';
import {
  PLAN_GENERATION_JOB_NAME,
  completeGeneration,
  failGeneration,
  findGeneration,
  recordProgress,
  returnToQueue,
  startAttempt,
  type PlanGenerationRow,
} from './store.ts';

export interface PlanGenerationJobDeps {
  db: LearnerDb;
  ai: PlanActivityGenerator;
  publisher: Publisher;
  log?: JobLog;
  now?: () => Date;
}

/** The mistakes a generation may build on: the newest few the learner has not overcome. */
export const RECENT_MISTAKES = 3;

/** What the generator is asked, read from the learner service's own rows; null when the plan is gone (replaced meanwhile). */
export async function planActivityRequest(db: LearnerDb, payload: PlanGenerationPayload): Promise<PlanActivityRequest | null> {
  const plan = await db.adaptivePlan.findFirst({ where: { id: payload.planId, userId: payload.ownerId } });
  if (!plan) return null;
  const [profile, mistakes, served] = await Promise.all([
    db.learningProfile.findUnique({ where: { userId: payload.ownerId }, select: { englishLevel: true } }),
    db.errorPattern.findMany({
      where: { userId: payload.ownerId, isResolved: false },
      orderBy: { lastOccurrence: 'desc' },
      take: RECENT_MISTAKES,
      select: { errorType: true, specificError: true, correctForm: true },
    }),
    db.planServedTemplate.findMany({ where: { userId: payload.ownerId }, select: { templateId: true } }),
  ]);
  const level = PLAN_LEVELS.find((l) => l === profile?.englishLevel) ?? 'beginner';
  return {
    plan: {
      learningStyle: plan.learningStyle as PlanLearningStyle,
      availableTime: plan.availableTime,
      learningPreference: plan.learningPreference as PlanLearningPreference,
      difficultyPreference: plan.difficultyPreference as PlanDifficultyPreference,
      focusAreas: plan.focusAreas as PlanFocusArea[],
      primaryGoal: plan.primaryGoal,
    },
    level: level satisfies PlanLevel,
    recentMistakes: mistakes.map((m) => ({ errorType: m.errorType as ErrorType, specificError: m.specificError, correctForm: m.correctForm })),
    servedTemplateIds: served.map((s) => s.templateId),
  };
}

/**
 * Writes one generation's activities. As with handouts, the row is the
 * truth: each step is a conditional UPDATE then a publish, so a retried,
 * duplicated or resumed job never writes a second list, and a worker
 * shutting down leaves the row PENDING for the next one.
 */
export function createPlanGenerationHandler(deps: PlanGenerationJobDeps) {
  const log = deps.log ?? console;
  const now = deps.now ?? (() => new Date());
  const publish = (update: Parameters<typeof publishJobUpdate>[1]) => publishJobUpdate(deps.publisher, update);

  async function republishFinished(payload: PlanGenerationPayload) {
    const row = await findGeneration(deps.db, payload.generationId);
    if (!row || row.userId !== payload.ownerId) throw new UnrecoverableError(`plan generation ${payload.generationId} of ${payload.ownerId} does not exist`);
    if (row.status !== 'COMPLETED' && row.status !== 'FAILED') throw new Error(`plan generation ${row.id} changed state while starting (${row.status}); retrying`);
    await publish(finalUpdate(row));
    return { generationId: row.id, status: row.status };
  }

  async function fail(row: { id: string; userId: string }) {
    if (await failGeneration(deps.db, row.id, PLAN_MESSAGES.failed)) await publish(generationUpdate(row, 'FAILED', 0, PLAN_MESSAGES.failed));
  }

  return async function processPlanGeneration(job: JobRun, signal?: AbortSignal) {
    const payload = parseJobPayload(job, planGenerationPayload, { payload: 'plan generation', id: 'generation' }, (p) => p.generationId);
    const row = { id: payload.generationId, userId: payload.ownerId };
    if (!(await startAttempt(deps.db, payload))) return republishFinished(payload);
    await publish(generationUpdate(row, 'RUNNING', 0, PLAN_MESSAGES.started));

    const request = await planActivityRequest(deps.db, payload);
    if (!request) {
      log.warn(`plan generation ${row.id}: plan ${payload.planId} was replaced before its activities were written`);
      await fail(row);
      return { generationId: row.id, status: 'FAILED' as const };
    }

    let progressWrites: Promise<void> = Promise.resolve();
    const onProgress = (step: { progress: number; message: string }) => {
      progressWrites = progressWrites
        .then(async () => {
          if (await recordProgress(deps.db, row.id, step)) await publish(generationUpdate(row, 'RUNNING', clampProgress(step.progress), step.message));
        })
        .catch((err: unknown) => log.warn('plan generation progress not recorded:', err));
      return progressWrites;
    };

    try {
      signal?.throwIfAborted();
      const generated = generatedPlanActivitiesSchema.parse(await deps.ai.generatePlanActivities(request, { onProgress, signal }));
      await progressWrites;
      const activities = generated.map((a) => ({ ...a, id: randomUUID() }));
      if (!(await completeGeneration(deps.db, row, activities, now()))) return republishFinished(payload);
      await publish(generationUpdate(row, 'COMPLETED', 100, PLAN_MESSAGES.completed));
      return { generationId: row.id, status: 'COMPLETED' as const };
    } catch (err) {
      await progressWrites;
      if (signal?.aborted) {
        log.info(`plan generation ${row.id}: interrupted (${String(signal.reason ?? 'aborted')}); left for another worker`);
        if (await returnToQueue(deps.db, row.id, PLAN_MESSAGES.released)) await publish(generationUpdate(row, 'PENDING', 0, PLAN_MESSAGES.released));
        throw err;
      }
      const permanent = err instanceof AiProviderError && !err.retryable;
      if (permanent || err instanceof UnrecoverableError || isFinalAttempt(job)) {
        log.error(`plan generation ${row.id}: failed for good after ${job.attemptsMade + 1} attempt(s):`, err);
        await fail(row);
        throw permanent ? new UnrecoverableError(`${(err as Error).message} (not retried)`) : err;
      }
      log.warn(`plan generation ${row.id}: attempt ${job.attemptsMade + 1} failed, will retry:`, err);
      if (await returnToQueue(deps.db, row.id, PLAN_MESSAGES.retrying)) await publish(generationUpdate(row, 'PENDING', 0, PLAN_MESSAGES.retrying));
      throw err;
    }
  };
}

/** A job the queue failed without running the handler (it stalled too often) still needs its row closed and the learner told. */
export async function failLostGeneration(deps: Pick<PlanGenerationJobDeps, 'db' | 'publisher' | 'log'>, generationId: string, reason: string): Promise<boolean> {
  if (!z.uuid().safeParse(generationId).success) return false;
  const row: PlanGenerationRow | null = await findGeneration(deps.db, generationId);
  if (!row || !(await failGeneration(deps.db, generationId, PLAN_MESSAGES.failed))) return false;
  (deps.log ?? console).error(`plan generation ${generationId}: failed outside the handler: ${reason}`);
  await publishJobUpdate(deps.publisher, generationUpdate(row, 'FAILED', 0, PLAN_MESSAGES.failed));
  return true;
}

/** Plan generation also needs something that writes activities. */
export interface PlanGenerationJobResources extends JobResources {
  ai: PlanActivityGenerator;
}

/** The plan-generation job, as the workers run it; the learner service writes its rows (request-generation.ts). */
export const planGenerationJob: JobDefinition<PlanGenerationJobResources> = {
  queue: QUEUES.planGeneration,
  names: [PLAN_GENERATION_JOB_NAME],
  payload: planGenerationPayload,
  createHandler({ databaseUrl, ai, publisher, log }) {
    const db = createLearnerDb(databaseUrl);
    const run = createPlanGenerationHandler({ db, ai: withLivePlanSettings(ai, publisher), publisher, log });
    return {
      process: (job, signal) => run(job, signal),
      onFailedOutsideHandler: (jobId, reason) => failLostGeneration({ db, publisher, log }, jobId, reason),
      close: () => db.$disconnect(),
    };
  },
};
