import type { z } from 'zod';
import type { errorPatternsPayload } from '@juba/contracts/jobs';
import type { LearnerDb } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export type ErrorPatternsReportData = z.output<typeof errorPatternsPayload>;
type ReportedMistake = ErrorPatternsReportData['patterns'][number];

/** A mistake made again is due for review the next day, whatever its interval had grown to. */
export const REVIEW_INTERVAL_AFTER_MISTAKE_DAYS = 1;
export const MASTERY_LOST_PER_MISTAKE = 0.2;
export const CONTEXT_EXAMPLES_KEPT = 5;

const DAY_MS = 24 * 3600 * 1000;

/** What makes two reports the same mistake: case, spacing and final punctuation do not count. */
export const errorKey = (specificError: string) =>
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
        masteryLevel: 0,
        reviewInterval: REVIEW_INTERVAL_AFTER_MISTAKE_DAYS,
        nextReviewDate: new Date(occurredAt.getTime() + REVIEW_INTERVAL_AFTER_MISTAKE_DAYS * DAY_MS),
        contextExamples: withContext([], context, true),
      },
    });
    return;
  }
  // Reports can arrive out of order: a late one still counts, but does not move the latest occurrence back.
  const isNewest = occurredAt >= seen.lastOccurrence;
  const lastOccurrence = isNewest ? occurredAt : seen.lastOccurrence;
  await tx.errorPattern.update({
    where,
    data: {
      occurrenceCount: { increment: 1 },
      // Rounded so repeated subtractions of 0.2 do not leave 0.19999999999999998.
      masteryLevel: Math.max(0, Math.round((seen.masteryLevel - MASTERY_LOST_PER_MISTAKE) * 100) / 100),
      reviewInterval: REVIEW_INTERVAL_AFTER_MISTAKE_DAYS,
      nextReviewDate: new Date(lastOccurrence.getTime() + REVIEW_INTERVAL_AFTER_MISTAKE_DAYS * DAY_MS),
      lastOccurrence,
      isResolved: false,
      ...(isNewest ? { correctForm: mistake.correctForm } : {}),
      contextExamples: withContext(seen.contextExamples, context, isNewest),
    },
  });
}

/**
 * Turns one report of mistakes into error patterns, in one transaction: the
 * report id is stored first, so a retried or duplicated report changes
 * nothing, and each mistake is created or counted again. A per-learner
 * advisory lock serialises a learner's reports, so two workers never both
 * create the same pattern. Returns false when the report had been applied.
 */
export function recordErrorPatterns(db: LearnerDb, report: ErrorPatternsReportData, now = new Date()): Promise<boolean> {
  // A producer's clock running ahead must not schedule reviews from a moment that has not come yet.
  const occurredAt = new Date(Math.min(Date.parse(report.occurredAt), now.getTime()));
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`learner:error-patterns:${report.userId}`}))`;
    const { count } = await tx.errorPatternReport.createMany({ data: [{ id: report.reportId, userId: report.userId }], skipDuplicates: true });
    if (count === 0) return false;
    for (const mistake of report.patterns) await applyMistake(tx, report.userId, mistake, occurredAt);
    return true;
  });
}
