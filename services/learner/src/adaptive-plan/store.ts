import { randomUUID } from 'node:crypto';
import { QUEUES, type PlanGenerationPayload } from '@juba/contracts/jobs';
import { tooManyRequests } from '@juba/platform/errors';
import { clampProgress } from '@juba/platform/job-definition';
import type { OutboxJob } from '@juba/platform/job-outbox';
import { withRequestId } from '@juba/platform/observability/request-context';
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

const IN_FLIGHT = ['PENDING', 'RUNNING'];

/** A generated activity as stored: the provider's, with the id the learner completes or skips it by. */
export const storedPlanActivitySchema = generatedPlanActivitySchema.extend({ id: z.string().min(1).max(100) });
export type StoredPlanActivity = z.infer<typeof storedPlanActivitySchema>;

/**
 * Writes the PENDING row and, in the same transaction, the outbox entry the
 * relay turns into its job (@juba/platform/job-outbox). The count and the
 * insert run under a per-learner advisory lock, so parallel requests cannot
 * slip past the limit together.
 */
export async function createPendingGeneration(db: LearnerDb, input: { userId: string; planId: string; queuePrefix: string }, now: Date): Promise<PlanGenerationRow> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`learner:plan-generation:${input.userId}`}))`;
    const active = await tx.planGeneration.count({
      where: { userId: input.userId, status: { in: IN_FLIGHT }, updatedAt: { gt: new Date(now.getTime() - ACTIVE_WINDOW_MS) } },
    });
    if (active >= MAX_ACTIVE_GENERATIONS) throw tooManyRequests(PLAN_MESSAGES.tooManyActive(MAX_ACTIVE_GENERATIONS), RETRY_AFTER_SECONDS);
    const row = await tx.planGeneration.create({
      data: { id: randomUUID(), userId: input.userId, planId: input.planId, status: 'PENDING', message: PLAN_MESSAGES.queued },
    });
    const payload: PlanGenerationPayload = { generationId: row.id, ownerId: row.userId, planId: row.planId };
    const job: OutboxJob = { id: row.id, queue: QUEUES.planGeneration, name: PLAN_GENERATION_JOB_NAME, payload };
    await tx.jobOutbox.create({ data: { ...job, payload: withRequestId(payload), prefix: input.queuePrefix } });
    return row;
  });
}

export function findGeneration(db: LearnerDb, id: string): Promise<PlanGenerationRow | null> {
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

export async function markEnqueueFailed(db: LearnerDb, id: string): Promise<boolean> {
  const { count } = await db.planGeneration.updateMany({ where: { id, status: 'PENDING' }, data: { status: 'FAILED', error: PLAN_MESSAGES.unavailable, message: null } });
  return count === 1;
}

/** Claims the row for one run; false when it is finished (or is not this owner's). */
export async function startAttempt(db: LearnerDb, input: { generationId: string; ownerId: string }): Promise<boolean> {
  const { count } = await db.planGeneration.updateMany({
    where: { id: input.generationId, userId: input.ownerId, status: { in: IN_FLIGHT } },
    data: { status: 'RUNNING', attempts: { increment: 1 }, progress: 0, message: PLAN_MESSAGES.started, error: null },
  });
  return count === 1;
}

export async function recordProgress(db: LearnerDb, id: string, step: { progress: number; message: string }): Promise<boolean> {
  const { count } = await db.planGeneration.updateMany({
    where: { id, status: { in: IN_FLIGHT } },
    data: { status: 'RUNNING', progress: clampProgress(step.progress), message: step.message },
  });
  return count === 1;
}

/**
 * One transaction: the activities (only the first run to finish writes them)
 * and the curated templates now served to the learner. A focus whose
 * template comes round again starts a new round: its earlier ones are forgotten.
 */
export async function completeGeneration(db: LearnerDb, row: { id: string; userId: string }, activities: StoredPlanActivity[], now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.planGeneration.updateMany({
      where: { id: row.id, status: { not: 'COMPLETED' } },
      data: { status: 'COMPLETED', progress: 100, message: PLAN_MESSAGES.completed, activities: activities as Prisma.InputJsonValue, error: null, completedAt: now },
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

export async function returnToQueue(db: LearnerDb, id: string, message: string): Promise<boolean> {
  const { count } = await db.planGeneration.updateMany({ where: { id, status: { in: IN_FLIGHT } }, data: { status: 'PENDING', message } });
  return count === 1;
}

export async function failGeneration(db: LearnerDb, id: string, error: string): Promise<boolean> {
  const { count } = await db.planGeneration.updateMany({ where: { id, status: { in: IN_FLIGHT } }, data: { status: 'FAILED', error, message: null } });
  return count === 1;
}
