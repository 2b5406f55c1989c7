/**
 * Spec part 1 §2 Onboarding choices that have no GraphQL enum: one list for
 * the onboarding screen and the learner service's validation.
 */
export const INTERESTS = [
  'Startups',
  'AI & Technology',
  'Silicon Valley',
  'Theology',
  'Surfing',
  'Football',
  'Cars',
  'Books',
  'Literature',
  'History',
  'Business',
  'Investment',
  'Leadership',
  'Innovation',
] as const;

/** Minutes per day. */
export const AVAILABLE_TIMES = [5, 10, 15, 30, 60] as const;
/** Spec part 1 §9: minutes per day when the learner has not chosen. */
export const DEFAULT_AVAILABLE_TIME = 15;
