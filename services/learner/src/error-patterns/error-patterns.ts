import type { LearnerDb } from '../db.ts';
import type { ErrorPattern as GraphQLErrorPattern } from '../generated/graphql.ts';
import type { ErrorPattern } from '../generated/prisma/client.ts';

/** The GraphQL ErrorPattern as resolvers return it (graphql-mappers.ts): errorType is the stored row's plain string. */
export type ErrorPatternView = Omit<GraphQLErrorPattern, 'errorType'> & { errorType: string };

/** The learner's patterns as the GraphQL ErrorPattern shows them, the most recently seen first. */
export async function readErrorPatterns(db: LearnerDb, userId: string): Promise<ErrorPatternView[]> {
  const patterns = await db.errorPattern.findMany({ where: { userId }, orderBy: [{ lastOccurrence: 'desc' }, { id: 'asc' }] });
  return patterns.map(errorPatternView);
}

const errorPatternView = (pattern: ErrorPattern): ErrorPatternView => ({
  ...pattern,
  lastOccurrence: pattern.lastOccurrence.toISOString(),
  nextReviewDate: pattern.nextReviewDate.toISOString(),
});
