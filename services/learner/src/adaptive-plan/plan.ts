import { randomUUID } from 'node:crypto';
import { adaptivePlanInput } from '@juba/contracts/adaptive-plan-input';
import { badInput } from '@juba/platform/errors';
import type { LearnerDb } from '../db.ts';
import type { AdaptivePlanInput } from '../generated/graphql.ts';
import type { AdaptivePlan } from '../generated/prisma/client.ts';

export type AdaptivePlanRow = AdaptivePlan;

/** Spec part 2 §5, the rules the form and the REST facade check too: the GraphQL enums already hold for GraphQL callers; the rest (and the enums, for any other caller) are checked here. */
function validatePlanInput(input: AdaptivePlanInput) {
  const parsed = adaptivePlanInput.safeParse(input);
  if (!parsed.success) throw badInput([...new Set(parsed.error.issues.map((issue) => issue.message))].join(' '));
  return parsed.data;
}

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
