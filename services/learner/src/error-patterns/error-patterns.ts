import type { LearnerDb } from '../db.ts';
import type { ErrorPattern } from '../generated/prisma/client.ts';

/** The learner's patterns as the GraphQL ErrorPattern shows them, the most recently seen first. */
export async function readErrorPatterns(db: LearnerDb, userId: string) {
  const patterns = await db.errorPattern.findMany({ where: { userId }, orderBy: [{ lastOccurrence: 'desc' }, { id: 'asc' }] });
  return patterns.map(errorPatternView);
}

const errorPatternView = (pattern: ErrorPattern) => ({
  ...pattern,
  lastOccurrence: pattern.lastOccurrence.toISOString(),
  nextReviewDate: pattern.nextReviewDate.toISOString(),
});
