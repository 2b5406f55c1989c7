-- One name for the learner a row belongs to: userId, as in every other table (issue 22 part 4).
-- A rename keeps every row; the outbox entries not yet published carry the new name too.
ALTER TABLE "diagnostics"."PhoneticSession" RENAME COLUMN "ownerId" TO "userId";
ALTER INDEX "diagnostics"."PhoneticSession_ownerId_kind_status_createdAt_idx" RENAME TO "PhoneticSession_userId_kind_status_createdAt_idx";
UPDATE "diagnostics"."JobOutbox" SET "payload" = ("payload" - 'ownerId') || jsonb_build_object('userId', "payload"->'ownerId') WHERE "payload" ? 'ownerId';
