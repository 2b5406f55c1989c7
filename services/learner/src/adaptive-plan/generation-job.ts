import { randomUUID } from 'node:crypto';
import { QUEUES, planGenerationPayload, type ErrorType, type PlanGenerationPayload } from '@juba/contracts/jobs';
import type { PlanDifficultyPreference, PlanFocusArea, PlanLearningPreference, PlanLearningStyle } from '@juba/contracts/adaptive-plan';
import type { JobResources } from '@juba/platform/job-definition';
import { ObsoleteJobError, rowJobDefinition, type RowJob, type RowJobDeps } from '@juba/platform/row-job';
import {
  PLAN_LEVELS,
  failsOnEveryAttempt,
  generatedPlanActivitiesSchema,
  type PlanActivityGenerator,
  type PlanActivityRequest,
  type PlanLevel,
} from '@juba/ai-provider';
import { withLivePlanSettings } from '@juba/ai-provider/live-settings';
import { createLearnerDb, type LearnerDb } from '../db.ts';
import { PLAN_MESSAGES } from './messages.ts';
import { PLAN_GENERATION_JOB_NAME, planGenerationRows, type PlanGenerationRow, type StoredPlanActivity } from './store.ts';

export interface PlanGenerationJobDeps extends RowJobDeps<LearnerDb> {
  ai: PlanActivityGenerator;
}

/** The mistakes a generation may build on: the newest few the learner has not overcome. */
const RECENT_MISTAKES = 3;

/** What the generator is asked, read from the learner service's own rows; null when the plan is gone (replaced meanwhile). */
async function planActivityRequest(db: LearnerDb, payload: PlanGenerationPayload): Promise<PlanActivityRequest | null> {
  const plan = await db.adaptivePlan.findFirst({ where: { id: payload.planId, userId: payload.userId } });
  if (!plan) return null;
  const [profile, mistakes, served] = await Promise.all([
    db.learningProfile.findUnique({ where: { userId: payload.userId }, select: { englishLevel: true } }),
    db.errorPattern.findMany({
      where: { userId: payload.userId, isResolved: false },
      orderBy: { lastOccurrence: 'desc' },
      take: RECENT_MISTAKES,
      select: { errorType: true, specificError: true, correctForm: true },
    }),
    db.planServedTemplate.findMany({ where: { userId: payload.userId }, select: { templateId: true } }),
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

/** Writes one generation's activities (@juba/platform/row-job runs its lifecycle). */
export const planActivitiesJob: RowJob<'generationId', PlanGenerationPayload, PlanGenerationRow, StoredPlanActivity[], LearnerDb, PlanGenerationJobDeps> = {
  queue: QUEUES.planGeneration,
  name: PLAN_GENERATION_JOB_NAME,
  payload: planGenerationPayload,
  idKey: 'generationId',
  names: { job: 'plan generation', payload: 'plan generation', id: 'generation' },
  messages: PLAN_MESSAGES,
  rows: planGenerationRows,
  async work({ payload, progress, signal }, { db, ai }) {
    const request = await planActivityRequest(db, payload);
    if (!request) throw new ObsoleteJobError(`plan ${payload.planId} was replaced before its activities were written`);
    signal?.throwIfAborted();
    const generated = generatedPlanActivitiesSchema.parse(await ai.generatePlanActivities(request, { onProgress: progress, signal }));
    return generated.map((a) => ({ ...a, id: randomUUID() }));
  },
  isPermanent: failsOnEveryAttempt,
};

/** Plan generation also needs something that writes activities. */
export interface PlanGenerationJobResources extends JobResources {
  ai: PlanActivityGenerator;
}

/** The plan-generation job, as the workers run it; the learner service writes its rows (request-generation.ts). */
export const planGenerationJob = rowJobDefinition(planActivitiesJob, ({ databaseUrl, ai, publisher, log }: PlanGenerationJobResources) => ({
  db: createLearnerDb(databaseUrl),
  ai: withLivePlanSettings(ai, publisher),
  publisher,
  log,
}));
