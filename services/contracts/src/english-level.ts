/**
 * Spec part 1 §2 Onboarding: the learner's English level, which is also the
 * level Juba's content is written for (the tutor, the plan and daily-plan
 * banks, the warm-up songs, the cool-down sets, the admin's content). The
 * placement diagnostic reaches one more, expert (diagnostic-level.ts).
 */
export const ENGLISH_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];
