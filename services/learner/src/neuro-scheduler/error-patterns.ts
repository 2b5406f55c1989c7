import type { LearnerDb } from '../db.ts';
import type { ErrorPattern as GraphQLErrorPattern } from '../generated/graphql.ts';
import type { ErrorPattern } from '../generated/prisma/client.ts';
import { masteryAt } from './fsrs.ts';

/**
 * The GraphQL ErrorPattern as resolvers return it (graphql-mappers.ts): errorType is the stored row's plain
 * string, and the exercises are made by their own resolver (neuro-scheduler) from these fields.
 */
export type ErrorPatternView = Omit<GraphQLErrorPattern, 'errorType' | 'practiceExercises'> & { errorType: string };

/** The learner's patterns as the GraphQL ErrorPattern shows them, the most recently seen first, with the mastery at `now`. */
export async function readErrorPatterns(db: LearnerDb, userId: string, now: Date): Promise<ErrorPatternView[]> {
  const patterns = await db.errorPattern.findMany({ where: { userId }, orderBy: [{ lastOccurrence: 'desc' }, { id: 'asc' }] });
  return patterns.map((pattern) => errorPatternView(pattern, now));
}

export const errorPatternView = (pattern: ErrorPattern, now: Date): ErrorPatternView => ({
  id: pattern.id,
  errorType: pattern.errorType,
  specificError: pattern.specificError,
  correctForm: pattern.correctForm,
  occurrenceCount: pattern.occurrenceCount,
  lastOccurrence: pattern.lastOccurrence.toISOString(),
  masteryLevel: masteryAt(pattern, now),
  nextReviewDate: pattern.nextReviewDate.toISOString(),
  reviewInterval: pattern.reviewInterval,
  contextExamples: pattern.contextExamples,
  isResolved: pattern.isResolved,
  stability: pattern.stability,
  lapses: pattern.lapses,
  reviews: pattern.reps,
});
