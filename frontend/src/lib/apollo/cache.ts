import { InMemoryCache, type ApolloCache } from '@apollo/client';

/**
 * The learner's progress, profile, daily plan and diagnostic status are one
 * object each per user, read by several queries that select different fields
 * (the top bar asks for two, the progress page for all). They carry no id, so
 * by default each answer would replace the stored object, the other queries
 * would find fields missing and fetch again, and so on. Merging keeps one
 * object per type with the union of the fields read so far.
 */
const SINGLETON_TYPES = ['Progress', 'DailyGoal', 'LearningProfile', 'DailyPlan', 'DiagnosticStatus'] as const;

/**
 * The same for an object that belongs to one parent and carries no id: a
 * phonetic session's analysis is read whole by the result panel and in part
 * (its sub-scores) by the Histórico list.
 */
const OWNED_FIELDS = { PhoneticSession: { fields: { analysis: { merge: true } } } };

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: { ...Object.fromEntries(SINGLETON_TYPES.map((type) => [type, { merge: true }])), ...OWNED_FIELDS },
  });
}

/**
 * Drops every cached answer of a root field (all its argument variants), for
 * data a mutation's answer cannot update in place: the field is read again at
 * once where it is on screen, and on arrival elsewhere.
 */
export function forgetRootField(cache: ApolloCache, fieldName: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
