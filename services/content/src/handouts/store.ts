import { randomUUID } from 'node:crypto';
import { QUEUES, type HandoutJobPayload, type HandoutLevel } from '@juba/contracts/jobs';
import { tooManyRequests } from '@juba/platform/errors';
import { clampProgress } from '@juba/platform/job-definition';
import type { OutboxJob } from '@juba/platform/job-outbox';
import { withRequestId } from '@juba/platform/observability/request-context';
import type { Material } from '@juba/ai-provider';
import type { ContentDb } from '../db.ts';
import type { Handout, Prisma } from '../generated/prisma/client.ts';
import { HANDOUT_MESSAGES } from './messages.ts';

export type HandoutRow = Handout;

export const HANDOUT_JOB_NAME = 'generate-handout';

/** Generation is expensive: a learner may have this many handouts in the making at once. */
export const MAX_ACTIVE_HANDOUTS = 3;

/**
 * A pending or running row untouched for this long no longer counts against
 * the limit: its job was lost (Redis keeps nothing on disk here) and must not
 * block the learner forever. Running jobs touch their row on every progress step.
 */
export const ACTIVE_WINDOW_MS = 15 * 60_000;

/**
 * How long one handout usually takes from request to completion (a model
 * writing a whole handout, with a retry now and then); the offline bank is faster.
 */
export const TYPICAL_GENERATION_MS = 60_000;

/** Never tell a learner to wait less than this: the limit is per learner, there is no crowd to spread out. */
const MIN_RETRY_AFTER_MS = 5_000;

const IN_FLIGHT: Handout['status'][] = ['PENDING', 'RUNNING'];

/**
 * When a learner at the limit may try again: the oldest handout in the making
 * frees a place first, likely about TYPICAL_GENERATION_MS after it was asked
 * for. A handout running late gets MIN_RETRY_AFTER_MS, never 0; the answer is
 * at most TYPICAL_GENERATION_MS, never the 15-minute window after which a lost
 * job stops counting (that is a safety net, not the expected case).
 */
export function retryAfterMs(oldestInFlight: Date, now: Date): number {
  const expectedEnd = oldestInFlight.getTime() + TYPICAL_GENERATION_MS;
  return Math.min(TYPICAL_GENERATION_MS, Math.max(MIN_RETRY_AFTER_MS, expectedEnd - now.getTime()));
}

/**
 * Writes the PENDING row and, in the same transaction, the outbox entry that
 * the relay turns into its job (@juba/platform/job-outbox): the request never
 * waits on Redis, and a job can neither exist without its row nor be lost
 * once the row exists. The count and the insert run under a per-learner
 * advisory lock, so parallel requests cannot slip past the limit together.
 */
export async function createPendingHandout(
  db: ContentDb,
  input: { ownerId: string; level: HandoutLevel; queuePrefix: string },
  now = new Date(),
): Promise<HandoutRow> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`content:handouts:${input.ownerId}`}))`;
    const active = await tx.handout.aggregate({
      where: { ownerId: input.ownerId, status: { in: IN_FLIGHT }, updatedAt: { gt: new Date(now.getTime() - ACTIVE_WINDOW_MS) } },
      _count: true,
      _min: { createdAt: true },
    });
    if (active._count >= MAX_ACTIVE_HANDOUTS) {
      throw tooManyRequests(HANDOUT_MESSAGES.tooManyActive(MAX_ACTIVE_HANDOUTS), retryAfterMs(active._min.createdAt ?? now, now) / 1000);
    }
    const row = await tx.handout.create({
      data: { id: randomUUID(), ownerId: input.ownerId, level: input.level, status: 'PENDING', message: HANDOUT_MESSAGES.queued },
    });
    const payload: HandoutJobPayload = { handoutId: row.id, ownerId: row.ownerId, level: row.level };
    const job: OutboxJob = { id: row.id, queue: QUEUES.handoutGeneration, name: HANDOUT_JOB_NAME, payload };
    // The request id rides in the job's data (beside the payload, which handlers parse), so the worker's log lines name the request.
    await tx.jobOutbox.create({ data: { ...job, payload: withRequestId(payload), prefix: input.queuePrefix } });
    return row;
  });
}

export function findHandout(db: ContentDb, id: string): Promise<HandoutRow | null> {
  return db.handout.findUnique({ where: { id } });
}

export function findOwnedHandout(db: ContentDb, ownerId: string, id: string): Promise<HandoutRow | null> {
  return db.handout.findFirst({ where: { id, ownerId } });
}

/** The job could not be queued for so long that it was given up: the row must not stay PENDING with nothing to move it on. */
export async function markEnqueueFailed(db: ContentDb, id: string): Promise<boolean> {
  const { count } = await db.handout.updateMany({
    where: { id, status: 'PENDING' },
    data: { status: 'FAILED', error: HANDOUT_MESSAGES.unavailable, message: null },
  });
  return count === 1;
}

/** Claims the row for one run; false when it is finished (or is not this owner's). */
export async function startAttempt(db: ContentDb, input: { handoutId: string; ownerId: string }): Promise<boolean> {
  const { count } = await db.handout.updateMany({
    where: { id: input.handoutId, ownerId: input.ownerId, status: { in: IN_FLIGHT } },
    data: { status: 'RUNNING', attempts: { increment: 1 }, progress: 0, message: HANDOUT_MESSAGES.started, error: null },
  });
  return count === 1;
}

/** False when the row already finished, e.g. a duplicate run completed it first. */
export async function recordProgress(db: ContentDb, id: string, step: { progress: number; message: string }): Promise<boolean> {
  const { count } = await db.handout.updateMany({
    where: { id, status: { in: IN_FLIGHT } },
    data: { status: 'RUNNING', progress: clampProgress(step.progress), message: step.message },
  });
  return count === 1;
}

/**
 * One conditional UPDATE: the first run to finish writes the material, any
 * retried or duplicated run that finishes later changes nothing.
 */
export async function completeHandout(db: ContentDb, id: string, material: Material, now = new Date()): Promise<boolean> {
  const { count } = await db.handout.updateMany({
    where: { id, status: { not: 'COMPLETED' } },
    data: {
      status: 'COMPLETED',
      progress: 100,
      message: HANDOUT_MESSAGES.completed,
      material: material as Prisma.InputJsonValue,
      error: null,
      completedAt: now,
    },
  });
  return count === 1;
}

/** Back to PENDING while the queue holds the job for another attempt. */
export async function returnToQueue(db: ContentDb, id: string, message: string): Promise<boolean> {
  const { count } = await db.handout.updateMany({ where: { id, status: { in: IN_FLIGHT } }, data: { status: 'PENDING', message } });
  return count === 1;
}

export async function failHandout(db: ContentDb, id: string, error: string): Promise<boolean> {
  const { count } = await db.handout.updateMany({ where: { id, status: { in: IN_FLIGHT } }, data: { status: 'FAILED', error, message: null } });
  return count === 1;
}
