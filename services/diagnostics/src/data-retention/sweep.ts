import type { DiagnosticsDb } from '../db.ts';

/** Phonetic sessions analysed (or failed) before the cutoff go; one still in the making is left to its job. */
export async function deleteOldPhoneticSessions(db: DiagnosticsDb, cutoff: Date): Promise<number> {
  return (await db.phoneticSession.deleteMany({ where: { createdAt: { lt: cutoff }, status: { in: ['COMPLETED', 'FAILED'] } } })).count;
}
