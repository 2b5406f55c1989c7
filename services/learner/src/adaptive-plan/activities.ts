import { PLAN_DAILY_TARGET, PLAN_FLOW_POINTS_PER_MINUTE } from '@juba/contracts/adaptive-plan';
import { learnerActivityPayload } from '@juba/contracts/jobs';
import { notFound } from '@juba/platform/errors';
import { z } from 'zod';
import { lockLearnerProgress, recordActivityInTransaction } from '../activity/record-activity.ts';
import type { LearnerDb } from '../db.ts';
import { dayToDate, learnerDay } from '../time/learner-day.ts';
import { PLAN_MESSAGES } from './messages.ts';
import { findPlan } from './plan.ts';
import { findOwnedGeneration, storedActivities, type PlanGenerationRow, type StoredPlanActivity } from './store.ts';

/** The GraphQL PlanActivity as resolvers return it (graphql-mappers.ts). */
export type PlanActivityView = StoredPlanActivity & { generationId: string };

export const activityViews = (row: PlanGenerationRow): PlanActivityView[] | null => storedActivities(row)?.map((a) => ({ ...a, generationId: row.id })) ?? null;

const anId = z.string().min(1).max(100);

/** A COMPLETED generation of the learner's and one of its activities, or NOT_FOUND for anything else (another learner's included). */
async function ownedActivity(db: LearnerDb, userId: string, generationId: string, activityId: string) {
  const row = z.uuid().safeParse(generationId).success && anId.safeParse(activityId).success ? await findOwnedGeneration(db, userId, generationId) : null;
  const activity = row && storedActivities(row)?.find((a) => a.id === activityId);
  if (!row || !activity) throw notFound(PLAN_MESSAGES.activityNotFound);
  return { row, activity };
}

export async function planProgressToday(db: LearnerDb, userId: string, now: Date) {
  const date = learnerDay(now);
  const completed = await db.planActivityCompletion.count({ where: { userId, localDay: dayToDate(date) } });
  return { date, completed, target: PLAN_DAILY_TARGET };
}

/**
 * Records the activity on the learner's progress (practice minutes and flow
 * points, through the learner service's own recording) and counts it for
 * today, in one transaction; completing the same activity again counts once.
 * Its generation is no longer the current activity.
 */
export async function completePlanActivity(db: LearnerDb, userId: string, generationId: string, activityId: string, now: Date) {
  const { row, activity } = await ownedActivity(db, userId, generationId, activityId);
  const minutes = activity.estimatedTime;
  const flowPoints = minutes * PLAN_FLOW_POINTS_PER_MINUTE;
  const report = learnerActivityPayload.parse({
    activityId: `plan-${row.id}-${activity.id}`.slice(0, 200),
    userId,
    kind: 'practice',
    title: `Plano IA: ${activity.title}`.slice(0, 200),
    minutes,
    flowPoints,
    occurredAt: now.toISOString(),
  });
  await db.$transaction(async (tx) => {
    await lockLearnerProgress(tx, userId);
    const { count } = await tx.planActivityCompletion.createMany({
      data: [
        {
          id: report.activityId,
          userId,
          planId: row.planId,
          generationId: row.id,
          activityId: activity.id,
          title: activity.title,
          minutes,
          flowPoints,
          localDay: dayToDate(learnerDay(now)),
          completedAt: now,
        },
      ],
      skipDuplicates: true,
    });
    if (count === 1) await recordActivityInTransaction(tx, report, now);
    await tx.planGeneration.updateMany({ where: { id: row.id, dismissedAt: null }, data: { dismissedAt: now } });
  });
  return planProgressToday(db, userId, now);
}

/** Spec part 2 §4: Skip clears the activity without adding it anywhere; it only stops being the current one. */
export async function skipPlanActivity(db: LearnerDb, userId: string, generationId: string, activityId: string, now: Date) {
  const { row } = await ownedActivity(db, userId, generationId, activityId);
  await db.planGeneration.updateMany({ where: { id: row.id, dismissedAt: null }, data: { dismissedAt: now } });
  return true;
}

/** The first activity of the newest finished generation of the current plan that was neither completed nor skipped. */
export async function currentPlanActivity(db: LearnerDb, userId: string): Promise<PlanActivityView | null> {
  const plan = await findPlan(db, userId);
  if (!plan) return null;
  const row = await db.planGeneration.findFirst({
    where: { userId, planId: plan.id, status: 'COMPLETED', dismissedAt: null },
    orderBy: { completedAt: 'desc' },
  });
  return (row && activityViews(row)?.[0]) ?? null;
}
