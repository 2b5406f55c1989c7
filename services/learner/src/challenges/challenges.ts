import type { LearnerDb } from '../db.ts';
import { chooseChallengeScenarios } from '../daily-plan/choose-plan.ts';
import { readPlanInputs } from '../daily-plan/daily-plan.ts';
import type { Challenge } from '../generated/graphql.ts';
import { learnerDay } from '../time/learner-day.ts';
import { CHALLENGES } from './definitions.ts';

/**
 * The four challenges, each with a scenario for the learner's level, drawn like
 * the daily plan's (and the plan's own pick for today's challenge), so the
 * dashboard and the challenge screen name the same situation all day.
 */
export async function readChallenges(db: LearnerDb, userId: string, now = new Date()): Promise<Challenge[]> {
  const scenarios = chooseChallengeScenarios(userId, learnerDay(now), await readPlanInputs(db, userId));
  return CHALLENGES.map((challenge) => ({ ...challenge, scenario: scenarios[challenge.id] }));
}
