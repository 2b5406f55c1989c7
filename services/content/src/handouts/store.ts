import { randomUUID } from 'node:crypto';
import { QUEUES, type HandoutJobPayload, type HandoutLevel } from '@juba/contracts/jobs';
import { admitPendingJobRow } from '@juba/platform/pending-job-row';
import { IN_FLIGHT, type JobRows } from '@juba/platform/row-job';
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

/** Writes the PENDING row and its outbox entry, under the learner's limit (@juba/platform/pending-job-row). */
export function createPendingHandout(
  db: ContentDb,
  input: { userId: string; level: HandoutLevel; queuePrefix: string },
  now = new Date(),
): Promise<HandoutRow> {
  return db.$transaction((tx) =>
    admitPendingJobRow(tx, {
      schema: 'content',
      lockKey: `content:handouts:${input.userId}`,
      countInFlight: async () => {
        const active = await tx.handout.aggregate({
          where: { userId: input.userId, status: { in: IN_FLIGHT }, updatedAt: { gt: new Date(now.getTime() - ACTIVE_WINDOW_MS) } },
          _count: true,
          _min: { createdAt: true },
        });
        return { count: active._count, oldest: active._min.createdAt };
      },
      limit: {
        max: MAX_ACTIVE_HANDOUTS,
        message: HANDOUT_MESSAGES.tooManyActive(MAX_ACTIVE_HANDOUTS),
        retryAfterSeconds: (oldest) => retryAfterMs(oldest ?? now, now) / 1000,
      },
      insert: () =>
        tx.handout.create({ data: { id: randomUUID(), userId: input.userId, level: input.level, status: 'PENDING', message: HANDOUT_MESSAGES.queued } }),
      job: (row) => ({
        queue: QUEUES.handoutGeneration,
        name: HANDOUT_JOB_NAME,
        payload: { handoutId: row.id, userId: row.userId, level: row.level } satisfies HandoutJobPayload,
      }),
      queuePrefix: input.queuePrefix,
    }),
  );
}

export function findHandout(db: ContentDb, id: string): Promise<HandoutRow | null> {
  return db.handout.findUnique({ where: { id } });
}

export function findOwnedHandout(db: ContentDb, userId: string, id: string): Promise<HandoutRow | null> {
  return db.handout.findFirst({ where: { id, userId } });
}

/** The handout table as the job lifecycle reads and writes it (@juba/platform/row-job). */
export function handoutRows(db: ContentDb): JobRows<HandoutRow, Material> {
  return {
    find: (id) => findHandout(db, id),
    update: (where, data) => db.handout.updateMany({ where, data }),
    /** The first run to finish writes the material; a retried or duplicated run that finishes later changes nothing. */
    async complete(row, material, completedAt) {
      const { count } = await db.handout.updateMany({
        where: { id: row.id, status: { not: 'COMPLETED' } },
        data: {
          status: 'COMPLETED',
          progress: 100,
          message: HANDOUT_MESSAGES.completed,
          material: material as Prisma.InputJsonValue,
          error: null,
          completedAt,
        },
      });
      return count === 1;
    },
  };
}
