import type { DiagnosticsDb } from '../db.ts';

/** Spec part 2 §2.11: the whole diagnostic may be taken at most 2 times. */
export const MAX_DIAGNOSTIC_ATTEMPTS = 2;

export async function diagnosticStatus(db: DiagnosticsDb, userId: string) {
  const attempts = await db.diagnosticAttempt.findMany({ where: { userId }, orderBy: { attemptNumber: 'desc' } });
  const latest = attempts[0];
  return {
    isBlocked: attempts.length >= MAX_DIAGNOSTIC_ATTEMPTS,
    attemptCount: attempts.length,
    hasCompleted: attempts.length > 0,
    diagnostic: latest
      ? {
          masteryByModule: latest.masteryByModule,
          currentLevel: latest.currentLevel,
          strengthAreas: latest.strengthAreas,
          weaknessAreas: latest.weaknessAreas,
        }
      : null,
  };
}
