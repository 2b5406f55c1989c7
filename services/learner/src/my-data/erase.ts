import { accountErasedJob } from '@juba/platform/account-erasure';
import { lockLearnerProgress } from '../activity/record-activity.ts';
import { createLearnerDb, type LearnerDb } from '../db.ts';
import { lockLearnerErrorPatterns } from '../neuro-scheduler/record-error-patterns.ts';
import { markLearnerErased } from './erased-accounts.ts';

/**
 * Deletes every row of the learner in the learner schema, in one transaction;
 * their plan generations' outbox entries too. It takes the locks their
 * reports write under and marks the learner erased, so a report queued or
 * running meanwhile finds the mark and writes nothing.
 */
export function eraseLearnerRows(db: LearnerDb, userId: string): Promise<number> {
  const where = { where: { userId } };
  return db.$transaction(async (tx) => {
    await lockLearnerProgress(tx, userId);
    await lockLearnerErrorPatterns(tx, userId);
    await markLearnerErased(tx, userId);
    const counts = await Promise.all([
      tx.jobOutbox.deleteMany({ where: { payload: { path: ['userId'], equals: userId } } }),
      // Reviews go with their patterns (onDelete: Cascade).
      tx.errorPattern.deleteMany(where),
      tx.errorPatternReport.deleteMany(where),
      tx.planActivityCompletion.deleteMany(where),
      tx.planServedTemplate.deleteMany(where),
      tx.planGeneration.deleteMany(where),
      tx.adaptivePlan.deleteMany(where),
      tx.activity.deleteMany(where),
      tx.challengeCompletion.deleteMany(where),
      tx.dictionaryWord.deleteMany(where),
      tx.learningProfile.deleteMany(where),
      tx.progress.deleteMany(where),
    ]);
    // Reviews of another learner's pattern cannot exist; any left under this id go too.
    const reviews = await tx.errorPatternReview.deleteMany(where);
    return counts.reduce((sum, { count }) => sum + count, reviews.count);
  });
}

/** The learner service's handler of the account-erased event. */
export const learnerAccountErasedJob = accountErasedJob('learner', ({ databaseUrl }) => {
  const db = createLearnerDb(databaseUrl);
  return { erase: (userId) => eraseLearnerRows(db, userId), close: () => db.$disconnect() };
});
