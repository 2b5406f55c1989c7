import type { LearnerDb } from '../db.ts';
import type { DailyPlan } from '../generated/graphql.ts';
import { findPlan } from '../adaptive-plan/plan.ts';
import { findLearningProfile } from '../onboarding/learning-profile.ts';
import { learnerDay } from '../time/learner-day.ts';
import { chooseDailyPlan, type PlanInputs } from './choose-plan.ts';

/**
 * Today's plan, drawn again on every read rather than stored: the draw is
 * deterministic for the learner and day, so it only changes when the day
 * does, or when the learner changes the profile or the adaptive plan it is drawn from.
 */
export async function readDailyPlan(db: LearnerDb, userId: string, now = new Date()): Promise<DailyPlan> {
  return chooseDailyPlan(userId, learnerDay(now), await readPlanInputs(db, userId));
}

/** What today's draws read: the learning profile and the adaptive plan; null while the learner has neither. */
export async function readPlanInputs(db: LearnerDb, userId: string): Promise<PlanInputs | null> {
  const [profile, adaptivePlan] = await Promise.all([findLearningProfile(db, userId), findPlan(db, userId)]);
  return profile || adaptivePlan ? { ...profile, adaptivePlan } : null;
}
