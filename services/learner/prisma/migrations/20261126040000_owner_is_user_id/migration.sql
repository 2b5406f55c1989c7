-- One name for the learner a job belongs to: userId (issue 22 part 4). The plan generation
-- payloads not yet published carry it under the new name.
UPDATE "learner"."JobOutbox" SET "payload" = ("payload" - 'ownerId') || jsonb_build_object('userId', "payload"->'ownerId') WHERE "payload" ? 'ownerId';
