import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { appError, notFound } from '@juba/platform/errors';
import type { Viewer } from '@juba/platform/viewer';
import type { ContentDb } from '../db.ts';
import type { ContentInput } from '../generated/graphql.ts';
import type { ContentItem as ContentRow, ContentType, Prisma } from '../generated/prisma/client.ts';
import { recordAudit } from '../admin/audit.ts';
import { readMaxContentLength } from '../admin-config/content-settings.ts';
import { validateContentInput, type ContentWrite } from './content-input.ts';
import { refuseStaleEdit } from '../admin/stale-edit.ts';

const toContentItem = (row: ContentRow) => ({
  id: row.id,
  contentType: row.contentType,
  title: row.title,
  description: row.description,
  content: row.content,
  difficulty: row.difficulty,
  category: row.category,
  tags: row.tags,
  isPublished: row.isPublished,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
type ContentItemView = ReturnType<typeof toContentItem>;

const contentId = z.uuid();
const noSuchContent = (id: string) => notFound(`No content with id ${id}.`);

/** Newest first, optionally one type. */
export async function listContent(db: ContentDb, type?: ContentType | null) {
  const rows = await db.contentItem.findMany({ where: type ? { contentType: type } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(toContentItem);
}

const rowData = (write: ContentWrite) => ({ ...write, content: write.content as Prisma.InputJsonValue });

async function validated(db: ContentDb, input: ContentInput) {
  return validateContentInput(input, await readMaxContentLength(db));
}

export async function createContent(db: ContentDb, actor: Viewer, input: ContentInput) {
  const write = await validated(db, input);
  return db.$transaction(async (tx) => {
    const created = toContentItem(await tx.contentItem.create({ data: { id: randomUUID(), ...rowData(write), createdBy: actor.userId } }));
    await recordAudit(tx, actor, { action: 'content.create', target: created.id, after: created });
    return created;
  });
}

/**
 * Runs a write on one locked item, so the audit's "before" is exactly what the
 * write changed; an unknown (or malformed) id is NOT_FOUND.
 */
async function onLockedItem<T>(db: ContentDb, id: string, write: (tx: Prisma.TransactionClient, before: ContentItemView) => Promise<T>): Promise<T> {
  if (!contentId.safeParse(id).success) throw noSuchContent(id);
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "content"."ContentItem" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (locked.length === 0) throw noSuchContent(id);
    return write(tx, toContentItem(await tx.contentItem.findUniqueOrThrow({ where: { id } })));
  });
}

export async function updateContent(db: ContentDb, actor: Viewer, id: string, input: ContentInput, expectedUpdatedAt?: string | null) {
  const write = await validated(db, input);
  return onLockedItem(db, id, async (tx, before) => {
    refuseStaleEdit(before.updatedAt, expectedUpdatedAt);
    const updated = toContentItem(await tx.contentItem.update({ where: { id }, data: rowData(write) }));
    await recordAudit(tx, actor, { action: 'content.update', target: id, before, after: updated });
    return updated;
  });
}

/** Spec part 1 §4: a draft becomes published; publishing again is a CONFLICT. */
export function publishContent(db: ContentDb, actor: Viewer, id: string) {
  return onLockedItem(db, id, async (tx, before) => {
    if (before.isPublished) throw appError('CONFLICT', 'This content is already published.');
    const published = toContentItem(await tx.contentItem.update({ where: { id }, data: { isPublished: true } }));
    await recordAudit(tx, actor, { action: 'content.publish', target: id, before, after: published });
    return published;
  });
}

/** Answers the deleted id. */
export function deleteContent(db: ContentDb, actor: Viewer, id: string) {
  return onLockedItem(db, id, async (tx, before) => {
    await tx.contentItem.delete({ where: { id } });
    await recordAudit(tx, actor, { action: 'content.delete', target: id, before });
    return id;
  });
}
