import { accountErasedJob } from '@juba/platform/account-erasure';
import { createDiagnosticsDb, type DiagnosticsDb } from '../db.ts';

/** Deletes every row of the learner in the diagnostics schema: recordings go with their sessions (onDelete: Cascade). */
function eraseDiagnosticsRows(db: DiagnosticsDb, userId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const counts = await Promise.all([
      tx.jobOutbox.deleteMany({ where: { payload: { path: ['userId'], equals: userId } } }),
      tx.phoneticSession.deleteMany({ where: { userId } }),
      tx.diagnosticAttempt.deleteMany({ where: { userId } }),
      tx.linguisticDiagnostic.deleteMany({ where: { userId } }),
      tx.voiceConsent.deleteMany({ where: { userId } }),
    ]);
    return counts.reduce((sum, { count }) => sum + count, 0);
  });
}

/** The diagnostics service's handler of the account-erased event. */
export const diagnosticsAccountErasedJob = accountErasedJob('diagnostics', ({ databaseUrl }) => {
  const db = createDiagnosticsDb(databaseUrl);
  return { erase: (userId) => eraseDiagnosticsRows(db, userId), close: () => db.$disconnect() };
});
