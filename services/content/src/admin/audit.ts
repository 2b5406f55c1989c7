import { badInput } from '@juba/platform/errors';
import type { Viewer } from '@juba/platform/viewer';
import type { ContentDb } from '../db.ts';
import type { AuditEntry as AuditRow, Prisma } from '../generated/prisma/client.ts';

type AuditAction = 'content.create' | 'content.update' | 'content.publish' | 'content.delete' | 'config.create' | 'config.update' | 'config.initialize';

export interface AuditRecord {
  action: AuditAction;
  /** The content id or config key written. */
  target: string;
  /** The record as the API shows it, before and after; absent on create and delete respectively. */
  before?: unknown;
  after?: unknown;
}

/** Appends to the audit log; call it inside the write's own transaction so both happen or neither. */
export function recordAudit(tx: Prisma.TransactionClient, actor: Viewer, record: AuditRecord) {
  return tx.auditEntry.create({
    data: {
      actorId: actor.userId,
      actorEmail: actor.email,
      action: record.action,
      target: record.target,
      ...(record.before === undefined ? {} : { before: record.before as Prisma.InputJsonValue }),
      ...(record.after === undefined ? {} : { after: record.after as Prisma.InputJsonValue }),
    },
  });
}

const AUDIT_LOG_LIMIT = { min: 1, max: 200 } as const;

export async function readAuditLog(db: ContentDb, limit: number) {
  if (!Number.isInteger(limit) || limit < AUDIT_LOG_LIMIT.min || limit > AUDIT_LOG_LIMIT.max) {
    throw badInput(`limit must be a whole number from ${AUDIT_LOG_LIMIT.min} to ${AUDIT_LOG_LIMIT.max} (got ${limit})`);
  }
  const rows = await db.auditEntry.findMany({ orderBy: { id: 'desc' }, take: limit });
  return rows.map(toAuditEntry);
}

const toAuditEntry = (row: AuditRow) => ({
  id: String(row.id),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  target: row.target,
  at: row.at.toISOString(),
});
