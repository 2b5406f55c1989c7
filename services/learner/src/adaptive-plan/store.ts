import { randomUUID } from 'node:crypto';
import { QUEUES, type PlanGenerationPayload } from '@juba/contracts/jobs';
import { admitPendingJobRow } from '@juba/platform/pending-job-row';
import { IN_FLIGHT, type JobRows } from '@juba/platform/row-job';
import { generatedPlanActivitySchema } from '@juba/ai-provider';
import { z } from 'zod';
import type { LearnerDb } from '../db.ts';
import type { PlanGeneration, Prisma } from '../generated/prisma/client.ts';
import { PLAN_MESSAGES } from './messages.ts';

export type PlanGenerationRow = PlanGeneration;

export const PLAN_GENERATION_JOB_NAME = 'generate-plan-activities';

/** A learner asks for one activity at a time; a few in flight covers double clicks and a second tab. */
export const MAX_ACTIVE_GENERATIONS = 3;

/**
 * A pending or running row untouched for this long no longer counts against
 * the limit (its job was lost), and the relay gives up queueing a job this old.
 * A learner waits on the screen for an activity: minutes, not a quarter hour.
 */
export const ACTIVE_WINDOW_MS = 5 * 60_000;

/** An activity usually arrives within this; never tell a learner to wait longer or shorter. */
const RETRY_AFTER_SECONDS = 10;

/** A generated activity as stored: the provider's, with the id the learner completes or skips it by. */
const storedPlanActivitySchema = generatedPlanActivitySchema.extend({ id: z.string().min(1).max(100) });
export type StoredPlanActivity = z.infer<typeof storedPlanActivitySchema>;

/** Writes the PENDING row and its outbox entry, under the learner's limit (@juba/platform/pending-job-row). */
export function createPendingGeneration(db: LearnerDb, input: { userId: string; planId: string; queuePrefix: string }, now: Date): Promise<PlanGenerationRow> {
  return db.$transaction((tx) =>
    admitPendingJobRow(tx, {
      schema: 'learner',
      lockKey: `learner:plan-generation:${input.userId}`,
      countInFlight: async () => ({
        count: await tx.planGeneration.count({
          where: { userId: input.userId, status: { in: IN_FLIGHT }, updatedAt: { gt: new Date(now.getTime() - ACTIVE_WINDOW_MS) } },
        }),
      }),
      limit: { max: MAX_ACTIVE_GENERATIONS, message: PLAN_MESSAGES.tooManyActive(MAX_ACTIVE_GENERATIONS), retryAfterSeconds: () => RETRY_AFTER_SECONDS },
      insert: () =>
        tx.planGeneration.create({ data: { id: randomUUID(), userId: input.userId, planId: input.planId, status: 'PENDING', message: PLAN_MESSAGES.queued } }),
      job: (row) => ({
        queue: QUEUES.planGeneration,
        name: PLAN_GENERATION_JOB_NAME,
        payload: { generationId: row.id, userId: row.userId, planId: row.planId } satisfies PlanGenerationPayload,
      }),
      queuePrefix: input.queuePrefix,
    }),
  );
}

function findGeneration(db: LearnerDb, id: string): Promise<PlanGenerationRow | null> {
  return db.planGeneration.findUnique({ where: { id } });
}

export function findOwnedGeneration(db: LearnerDb, userId: string, id: string): Promise<PlanGenerationRow | null> {
  return db.planGeneration.findFirst({ where: { id, userId } });
}

/** The row's activities, checked again on the way out: a bad row must not break the screen. */
export function storedActivities(row: PlanGenerationRow): StoredPlanActivity[] | null {
  if (row.status !== 'COMPLETED') return null;
  const parsed = z.array(storedPlanActivitySchema).safeParse(row.activities);
  if (parsed.success) return parsed.data;
  console.error(`plan generation ${row.id}: stored activities do not match the schema`, parsed.error.issues);
  return null;
}

/** The generation table as the job lifecycle reads and writes it (@juba/platform/row-job); its learner is `userId`. */
export function planGenerationRows(db: LearnerDb): JobRows<PlanGenerationRow, StoredPlanActivity[]> {
  return {
    find: (id) => findGeneration(db, id),
    update: (where, data) => db.planGeneration.updateMany({ where, data }),
    complete: (row, activities, completedAt) => completeGeneration(db, row, activities, completedAt),
  };
}

/**
 * One transaction: the activities (only the first run to finish writes them)
 * and the curated templates now served to the learner. A focus whose
 * template comes round again starts a new round: its earlier ones are forgotten.
 */
async function completeGeneration(db: LearnerDb, row: { id: string; userId: string }, activities: StoredPlanActivity[], now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.planGeneration.updateMany({
      where: { id: row.id, status: { not: 'COMPLETED' } },
      data: {
        status: 'COMPLETED',
        progress: 100,
        message: PLAN_MESSAGES.completed,
        activities: activities as Prisma.InputJsonValue,
        error: null,
        completedAt: now,
      },
    });
    if (count === 0) return false;
    const curated = activities.filter((a) => !a.templateId.startsWith('gen-'));
    const repeated = await tx.planServedTemplate.findMany({ where: { userId: row.userId, templateId: { in: curated.map((a) => a.templateId) } } });
    const newRound = [...new Set(repeated.map((t) => t.focusArea))];
    if (newRound.length) await tx.planServedTemplate.deleteMany({ where: { userId: row.userId, focusArea: { in: newRound } } });
    await tx.planServedTemplate.createMany({
      data: curated.map((a) => ({ userId: row.userId, templateId: a.templateId, focusArea: a.focusArea, servedAt: now })),
      skipDuplicates: true,
    });
    return true;
  });
}
