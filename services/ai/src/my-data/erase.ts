import { accountErasedJob } from '@juba/platform/account-erasure';
import { createAiDb, type AiDb } from '../db.ts';

/** Deletes every row of the learner in the ai schema: messages go with their conversations and sessions (onDelete: Cascade). */
function eraseAiRows(db: AiDb, userId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const counts = await Promise.all([
      tx.conversation.deleteMany({ where: { userId } }),
      tx.socraticSession.deleteMany({ where: { userId } }),
      tx.brainServedItem.deleteMany({ where: { userId } }),
    ]);
    return counts.reduce((sum, { count }) => sum + count, 0);
  });
}

/** The AI service's handler of the account-erased event. */
export const aiAccountErasedJob = accountErasedJob('ai', ({ databaseUrl }) => {
  const db = createAiDb(databaseUrl);
  return { erase: (userId) => eraseAiRows(db, userId), close: () => db.$disconnect() };
});
