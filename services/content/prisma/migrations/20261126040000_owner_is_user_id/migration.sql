-- One name for the learner a row belongs to: userId, as in every other table (issue 22 part 4).
-- A rename keeps every row; the outbox entries not yet published carry the new name too.
ALTER TABLE "content"."Handout" RENAME COLUMN "ownerId" TO "userId";
ALTER INDEX "content"."Handout_ownerId_idx" RENAME TO "Handout_userId_idx";
UPDATE "content"."JobOutbox" SET "payload" = ("payload" - 'ownerId') || jsonb_build_object('userId', "payload"->'ownerId') WHERE "payload" ? 'ownerId';
