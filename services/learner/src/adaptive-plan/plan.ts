import { randomUUID } from 'node:crypto';
import {
  PLAN_DIFFICULTY_PREFERENCES,
  PLAN_FOCUS_AREAS,
  PLAN_GOAL_MAX_LENGTH,
  PLAN_LEARNING_PREFERENCES,
  PLAN_LEARNING_STYLES,
  PLAN_MOTIVATION_STYLES,
  PLAN_STUDY_HOURS,
  PLAN_TIME,
  type PlanFocusArea,
} from '@juba/contracts/adaptive-plan';
import { badInput } from '@juba/platform/errors';
import type { LearnerDb } from '../db.ts';
import type { AdaptivePlanInput } from '../generated/graphql.ts';
import type { AdaptivePlan } from '../generated/prisma/client.ts';
import { PLAN_MESSAGES } from './messages.ts';

export type AdaptivePlanRow = AdaptivePlan;

function oneOf<const T extends readonly string[]>(field: string, values: T, value: unknown): T[number] {
  if (typeof value === 'string' && values.includes(value)) return value;
  throw badInput(PLAN_MESSAGES.invalidChoice(field, values));
}

/** Spec part 2 §5: the GraphQL enums already hold for GraphQL callers; the rest of the rules (and the enums, for any other caller) are checked here. */
export function validatePlanInput(input: AdaptivePlanInput) {
  const primaryGoal = typeof input.primaryGoal === 'string' ? input.primaryGoal.trim() : '';
  if (!primaryGoal) throw badInput(PLAN_MESSAGES.goalRequired);
  if (primaryGoal.length > PLAN_GOAL_MAX_LENGTH) throw badInput(PLAN_MESSAGES.goalTooLong(primaryGoal.length));
  const time = input.availableTime;
  if (!Number.isInteger(time) || time < PLAN_TIME.min || time > PLAN_TIME.max || time % PLAN_TIME.step !== 0) throw badInput(PLAN_MESSAGES.invalidTime);
  if (!Array.isArray(input.focusAreas) || input.focusAreas.length === 0) throw badInput(PLAN_MESSAGES.focusRequired);
  if (input.focusAreas.length > PLAN_FOCUS_AREAS.length * 2) throw badInput(PLAN_MESSAGES.unknownFocus);
  const focusAreas = [...new Set(input.focusAreas.map((f) => oneOf('focusAreas', PLAN_FOCUS_AREAS, f) as PlanFocusArea))];
  return {
    learningStyle: oneOf('learningStyle', PLAN_LEARNING_STYLES, input.learningStyle),
    availableTime: time,
    studyHours: oneOf('studyHours', PLAN_STUDY_HOURS, input.studyHours),
    primaryGoal,
    learningPreference: oneOf('learningPreference', PLAN_LEARNING_PREFERENCES, input.learningPreference),
    difficultyPreference: oneOf('difficultyPreference', PLAN_DIFFICULTY_PREFERENCES, input.difficultyPreference),
    focusAreas,
    motivationStyle: oneOf('motivationStyle', PLAN_MOTIVATION_STYLES, input.motivationStyle),
  };
}

export type ValidPlan = ReturnType<typeof validatePlanInput>;

/** A new plan replaces the old one under a new id: a generation asked for the old plan no longer finds it. */
export async function createPlan(db: LearnerDb, userId: string, input: AdaptivePlanInput, now: Date): Promise<AdaptivePlanRow> {
  const plan = validatePlanInput(input);
  return db.$transaction(async (tx) => {
    await tx.adaptivePlan.deleteMany({ where: { userId } });
    return tx.adaptivePlan.create({ data: { id: randomUUID(), userId, ...plan, createdAt: now } });
  });
}

export function findPlan(db: LearnerDb, userId: string): Promise<AdaptivePlanRow | null> {
  return db.adaptivePlan.findUnique({ where: { userId } });
}

/** The learner's plan with that id; another learner's, an old one or a malformed id read as none. */
export function findOwnedPlan(db: LearnerDb, userId: string, planId: string): Promise<AdaptivePlanRow | null> {
  return db.adaptivePlan.findFirst({ where: { id: planId, userId } });
}

/** The GraphQL AdaptivePlan as resolvers return it (graphql-mappers.ts): the enum-like columns are the row's plain strings. */
export type AdaptivePlanView = Omit<AdaptivePlanRow, 'createdAt' | 'userId'> & { completedCount: number; createdAt: string };

export async function planView(db: LearnerDb, plan: AdaptivePlanRow): Promise<AdaptivePlanView> {
  const completedCount = await db.planActivityCompletion.count({ where: { planId: plan.id } });
  const { userId: _owner, ...fields } = plan;
  return { ...fields, completedCount, createdAt: plan.createdAt.toISOString() };
}
