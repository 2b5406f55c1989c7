import { accountErasedJob } from '@juba/platform/account-erasure';
import { createContentDb, type ContentDb } from '../db.ts';

/** Deletes the learner's handouts and their jobs' outbox entries. The audit log names admins only, who are not erased here. */
function eraseContentRows(db: ContentDb, userId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const outbox = await tx.jobOutbox.deleteMany({ where: { payload: { path: ['userId'], equals: userId } } });
    const handouts = await tx.handout.deleteMany({ where: { userId } });
    return outbox.count + handouts.count;
  });
}

/** The content service's handler of the account-erased event. */
export const contentAccountErasedJob = accountErasedJob('content', ({ databaseUrl }) => {
  const db = createContentDb(databaseUrl);
  return { erase: (userId) => eraseContentRows(db, userId), close: () => db.$disconnect() };
});
