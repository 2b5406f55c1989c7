import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { notFound } from '@juba/platform/errors';
import { z } from 'zod';
import type { LearnerDb } from '../db.ts';
import { PLAN_MESSAGES } from './messages.ts';
import { findOwnedPlan } from './plan.ts';
import { createPendingGeneration, type PlanGenerationRow } from './store.ts';

/**
 * Answers with the PENDING row as soon as it and its outbox entry are
 * committed; the relay queues the job now, or when Redis answers again.
 * A plan that is not the learner's current one is not found.
 */
export async function requestGeneration(
  deps: { db: LearnerDb; jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'> },
  userId: string,
  planId: string,
  now: Date,
): Promise<PlanGenerationRow> {
  const plan = z.uuid().safeParse(planId).success ? await findOwnedPlan(deps.db, userId, planId) : null;
  if (!plan) throw notFound(PLAN_MESSAGES.planNotFound);
  const row = await createPendingGeneration(deps.db, { userId, planId: plan.id, queuePrefix: deps.jobOutbox.prefix }, now);
  deps.jobOutbox.wake();
  return row;
}
