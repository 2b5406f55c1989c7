import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_DAYS } from '@juba/contracts/data-export';
import { QUEUES, type DataExportPayload } from '@juba/contracts/jobs';
import { admitPendingJobRow } from '@juba/platform/pending-job-row';
import { IN_FLIGHT, type JobRows } from '@juba/platform/row-job';
import type { IdentityDb } from '../db.ts';
import type { DataExport } from '../generated/prisma/client.ts';
import { DATA_EXPORT_MESSAGES } from './messages.ts';

export type DataExportRow = DataExport;

export const DATA_EXPORT_JOB_NAME = 'export-learner-data';

/** A pending or running export untouched this long no longer blocks a new one; the relay gives up queueing it too. */
export const ACTIVE_WINDOW_MS = 15 * 60_000;

const DAY_MS = 24 * 3600_000;

/** Writes the PENDING row and its outbox entry; one export in the making per learner. */
export function createPendingExport(db: IdentityDb, userId: string, queuePrefix: string, now = new Date()): Promise<DataExportRow> {
  return db.$transaction((tx) =>
    admitPendingJobRow(tx, {
      schema: 'identity',
      lockKey: `identity:data-export:${userId}`,
      countInFlight: async () => ({
        count: await tx.dataExport.count({ where: { userId, status: { in: IN_FLIGHT }, updatedAt: { gt: new Date(now.getTime() - ACTIVE_WINDOW_MS) } } }),
      }),
      limit: { max: 1, message: DATA_EXPORT_MESSAGES.inFlight, retryAfterSeconds: () => 10 },
      insert: () => tx.dataExport.create({ data: { id: randomUUID(), userId, status: 'PENDING', message: DATA_EXPORT_MESSAGES.queued } }),
      job: (row) => ({ queue: QUEUES.dataExport, name: DATA_EXPORT_JOB_NAME, payload: { exportId: row.id, userId: row.userId } satisfies DataExportPayload }),
      queuePrefix,
    }),
  );
}

/** The learner's export, while it is theirs and not expired; another learner's reads like a missing one. */
export function findOwnedExport(db: IdentityDb, userId: string, id: string, now = new Date()): Promise<DataExportRow | null> {
  return db.dataExport.findFirst({ where: { id, userId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });
}

export function latestExport(db: IdentityDb, userId: string, now = new Date()): Promise<DataExportRow | null> {
  return db.dataExport.findFirst({ where: { userId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, orderBy: { createdAt: 'desc' } });
}

/** Files past their DATA_EXPORT_DAYS, and failed exports as old, are deleted. */
export async function deleteExpiredExports(db: IdentityDb, now = new Date()): Promise<number> {
  const { count } = await db.dataExport.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { status: 'FAILED', updatedAt: { lte: new Date(now.getTime() - DATA_EXPORT_DAYS * DAY_MS) } }] },
  });
  return count;
}

/** The export table as the job lifecycle reads and writes it (@juba/platform/row-job); completing stores the file for DATA_EXPORT_DAYS. */
export function dataExportRows(db: IdentityDb): JobRows<DataExportRow, string> {
  return {
    find: (id) => db.dataExport.findUnique({ where: { id } }),
    update: (where, data) => db.dataExport.updateMany({ where, data }),
    complete: async (row, file, completedAt) => {
      const { count } = await db.dataExport.updateMany({
        where: { id: row.id, status: { not: 'COMPLETED' } },
        data: {
          status: 'COMPLETED',
          progress: 100,
          message: DATA_EXPORT_MESSAGES.completed,
          error: null,
          file,
          completedAt,
          expiresAt: new Date(completedAt.getTime() + DATA_EXPORT_DAYS * DAY_MS),
        },
      });
      return count === 1;
    },
  };
}
