import type { DiagnosticsDb } from '../db.ts';
import type { DiagnosticAttempt, Prisma } from '../generated/prisma/client.ts';
import { appError } from '@juba/platform/errors';
import { DIAGNOSTIC_MESSAGES } from './messages.ts';
import { MAX_DIAGNOSTIC_ATTEMPTS } from './status.ts';

export type NewAttempt = Omit<Prisma.DiagnosticAttemptCreateInput, 'id' | 'userId' | 'attemptNumber' | 'createdAt'>;

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2002';

/**
 * Stores the learner's next attempt, or throws CONFLICT once they have
 * MAX_DIAGNOSTIC_ATTEMPTS and writes nothing. The count and the insert share a
 * transaction, and @@unique([userId, attemptNumber]) is what makes it safe:
 * two requests that both counted 1 both try to insert attempt 2, and only one
 * can. The loser retries and now counts the winner; each retry follows another
 * committed attempt, so the loop ends within MAX_DIAGNOSTIC_ATTEMPTS rounds.
 */
export async function storeAttempt(db: DiagnosticsDb, userId: string, attempt: NewAttempt): Promise<{ row: DiagnosticAttempt; attemptCount: number }> {
  for (let round = 0; ; round++) {
    try {
      return await db.$transaction(async (tx) => {
        const taken = await tx.diagnosticAttempt.findMany({ where: { userId }, select: { attemptNumber: true } });
        if (taken.length >= MAX_DIAGNOSTIC_ATTEMPTS) throw appError('CONFLICT', DIAGNOSTIC_MESSAGES.attemptLimit);
        const attemptNumber = Math.max(0, ...taken.map((t) => t.attemptNumber)) + 1;
        const row = await tx.diagnosticAttempt.create({ data: { ...attempt, userId, attemptNumber } });
        return { row, attemptCount: taken.length + 1 };
      });
    } catch (err) {
      if (isUniqueViolation(err) && round < MAX_DIAGNOSTIC_ATTEMPTS) continue;
      throw err;
    }
  }
}
