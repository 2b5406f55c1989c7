import type { ApolloCache } from '@apollo/client';
import { LearningProfileDocument, type EnglishLevel, type LearningProfileFieldsFragment } from '../../generated/graphql.ts';

export type LearningProfile = LearningProfileFieldsFragment;

export const ENGLISH_LEVEL_LABELS: Record<EnglishLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/**
 * Puts a profile the server just saved where the dashboard reads it. The
 * profile has no id, so Apollo cannot tie a mutation's answer to the
 * learningProfile query by itself: without this the dashboard would still see
 * its cached null and send the learner back to /learning-path.
 */
export function storeLearningProfile(cache: ApolloCache, profile: LearningProfile): void {
  cache.writeQuery({ query: LearningProfileDocument, data: { learningProfile: profile } });
}
