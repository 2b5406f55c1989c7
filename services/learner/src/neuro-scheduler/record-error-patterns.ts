import type { z } from 'zod';
import type { errorPatternsPayload } from '@juba/contracts/jobs';
import type { LearnerDb } from '../db.ts';
import { isLearnerErased } from '../my-data/erased-accounts.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { firstOccurrence, recordOccurrence } from './fsrs.ts';

export type ErrorPatternsReportData = z.output<typeof errorPatternsPayload>;
type ReportedMistake = ErrorPatternsReportData['patterns'][number];

const CONTEXT_EXAMPLES_KEPT = 5;

/** What makes two reports the same mistake: case, spacing and final punctuation do not count. */
const errorKey = (specificError: string) =>
  specificError
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:]+$/, '')
    .toLowerCase();

/** Keeps the newest `CONTEXT_EXAMPLES_KEPT`, newest first, without repeating one. */
function withContext(examples: string[], context: string | undefined, isNewest: boolean): string[] {
  if (!context) return examples;
  const others = examples.filter((e) => e !== context);
  return (isNewest ? [context, ...others] : [...others, context]).slice(0, CONTEXT_EXAMPLES_KEPT);
}

async function applyMistake(tx: Prisma.TransactionClient, userId: string, mistake: ReportedMistake, occurredAt: Date) {
  const where = { userId_errorType_errorKey: { userId, errorType: mistake.errorType, errorKey: errorKey(mistake.specificError) } };
  const seen = await tx.errorPattern.findUnique({ where });
  const context = mistake.context || undefined;
  if (!seen) {
    await tx.errorPattern.create({
      data: {
        ...where.userId_errorType_errorKey,
        specificError: mistake.specificError,
        correctForm: mistake.correctForm,
        occurrenceCount: 1,
        lastOccurrence: occurredAt,
        ...firstOccurrence(occurredAt),
        contextExamples: withContext([], context, true),
      },
    });
    return;
  }
  // Reports can arrive out of order: a late one still counts, but does not move the latest occurrence back.
  const isNewest = occurredAt >= seen.lastOccurrence;
  const lastOccurrence = isNewest ? occurredAt : seen.lastOccurrence;
  // The scheduler's view of the mistake made again (a lapse once practised); null when a practice came after it.
  const card = recordOccurrence(seen, lastOccurrence);
  await tx.errorPattern.update({
    where,
    data: {
      occurrenceCount: { increment: 1 },
      ...card,
      lastOccurrence,
      ...(isNewest ? { correctForm: mistake.correctForm } : {}),
      contextExamples: withContext(seen.contextExamples, context, isNewest),
    },
  });
}

/** Serialises one learner's error-pattern writes (and their erasure) until the transaction ends. */
export async function lockLearnerErrorPatterns(tx: Prisma.TransactionClient, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`learner:error-patterns:${userId}`}))`;
}

/**
 * Turns one report of mistakes into error patterns, in one transaction: the
 * report id is stored first, so a retried or duplicated report changes
 * nothing, and each mistake is created or counted again. A per-learner
 * advisory lock serialises a learner's reports, so two workers never both
 * create the same pattern. Returns false when the report had been applied,
 * or its learner's account erased.
 */
export function recordErrorPatterns(db: LearnerDb, report: ErrorPatternsReportData, now = new Date()): Promise<boolean> {
  // A producer's clock running ahead must not schedule reviews from a moment that has not come yet.
  const occurredAt = new Date(Math.min(Date.parse(report.occurredAt), now.getTime()));
  return db.$transaction(async (tx) => {
    await lockLearnerErrorPatterns(tx, report.userId);
    if (await isLearnerErased(tx, report.userId)) return false;
    const { count } = await tx.errorPatternReport.createMany({ data: [{ id: report.reportId, userId: report.userId }], skipDuplicates: true });
    if (count === 0) return false;
    for (const mistake of report.patterns) await applyMistake(tx, report.userId, mistake, occurredAt);
    return true;
  });
}
