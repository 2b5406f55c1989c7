import type { LearnerDb } from '../db.ts';
import type { DailyPlan } from '../generated/graphql.ts';
import { findLearningProfile } from '../onboarding/learning-profile.ts';
import { learnerDay } from '../time/learner-day.ts';
import { chooseDailyPlan } from './choose-plan.ts';

/**
 * Today's plan, drawn again on every read rather than stored: the draw is
 * deterministic for the learner and day, so it only changes when the day
 * does, or when the learner changes the profile it is drawn from.
 */
export async function readDailyPlan(db: LearnerDb, userId: string, now = new Date()): Promise<DailyPlan> {
  return chooseDailyPlan(userId, learnerDay(now), await findLearningProfile(db, userId));
}
