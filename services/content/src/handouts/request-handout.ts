import { z } from 'zod';
import { HANDOUT_LEVELS } from '@juba/contracts/jobs';
import { badInput } from '@juba/platform/errors';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import type { ContentDb } from '../db.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { createPendingHandout, type HandoutRow } from './store.ts';

const levelSchema = z.enum(HANDOUT_LEVELS);

/**
 * Answers with the PENDING row as soon as it and its outbox entry are
 * committed; the relay queues the job now, or when Redis answers again.
 */
export async function requestHandout(
  deps: { db: ContentDb; jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'> },
  userId: string,
  level: unknown,
): Promise<HandoutRow> {
  const parsedLevel = levelSchema.safeParse(level);
  if (!parsedLevel.success) throw badInput(HANDOUT_MESSAGES.invalidLevel);
  const row = await createPendingHandout(deps.db, { userId, level: parsedLevel.data, queuePrefix: deps.jobOutbox.prefix });
  deps.jobOutbox.wake();
  return row;
}
