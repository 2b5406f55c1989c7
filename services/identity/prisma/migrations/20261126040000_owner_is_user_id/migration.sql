-- One name for the learner a row belongs to: userId, as in every other table (issue 22 part 4).
-- A rename keeps every row; the outbox entries not yet published carry the new name too.
ALTER TABLE "identity"."DataExport" RENAME COLUMN "ownerId" TO "userId";
ALTER INDEX "identity"."DataExport_ownerId_createdAt_idx" RENAME TO "DataExport_userId_createdAt_idx";
UPDATE "identity"."JobOutbox" SET "payload" = ("payload" - 'ownerId') || jsonb_build_object('userId', "payload"->'ownerId') WHERE "payload" ? 'ownerId';
