import { z } from 'zod';
import { HANDOUT_LEVELS } from '@juba/shared/jobs';
import { appError, badInput } from '@juba/shared/errors';
import type { ContentDb } from '../db.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import type { HandoutQueue } from './queue.ts';
import { createPendingHandout, markEnqueueFailed, type HandoutRow } from './store.ts';

const levelSchema = z.enum(HANDOUT_LEVELS);

/**
 * The durable row comes first and only then the job, so a worker never sees a
 * job without its row; when the queue cannot take the job the row is closed as
 * FAILED rather than left pending with nothing to move it on.
 */
export async function requestHandout(
  deps: { db: ContentDb; handoutQueue: HandoutQueue; log?: Pick<Console, 'error'> },
  ownerId: string,
  level: unknown,
): Promise<HandoutRow> {
  const parsedLevel = levelSchema.safeParse(level);
  if (!parsedLevel.success) throw badInput(HANDOUT_MESSAGES.invalidLevel);
  const row = await createPendingHandout(deps.db, { ownerId, level: parsedLevel.data });
  try {
    await deps.handoutQueue.enqueue({ handoutId: row.id, ownerId, level: parsedLevel.data });
  } catch (err) {
    const log = deps.log ?? console;
    log.error(`handout ${row.id}: could not be queued:`, err);
    await markEnqueueFailed(deps.db, row.id).catch((dbErr: unknown) => log.error(`handout ${row.id}: could not be marked FAILED:`, dbErr));
    throw appError('UNAVAILABLE', HANDOUT_MESSAGES.unavailable, { handoutId: row.id });
  }
  return row;
}
