/**
 * The practice modules that report a finished run through the learner
 * service's recordPractice mutation (issue 16): the warm-up (/lyric-translate),
 * the cool-down (/cooldown) and a Socratic conversation (/socratic). The
 * browser turns its own timer into minutes with practiceMinutes; the server
 * holds the same limits.
 */
export const PRACTICE_MODULES = ['warmup', 'cooldown', 'socratic'] as const;
export type PracticeModule = (typeof PRACTICE_MODULES)[number];

/**
 * The most minutes one run of a module may claim. A warm-up plays 10 lines
 * of 4 s and a cool-down has 8 sentences (advertised as 5 minutes); pausing
 * and retrying stretch them, never past these. A Socratic conversation is
 * open-ended, so an hour is its cap.
 */
export const PRACTICE_MAX_MINUTES: Record<PracticeModule, number> = {
  warmup: 15,
  cooldown: 30,
  socratic: 60,
};

/** Every finished run counts at least one minute, however quick. */
export const PRACTICE_MIN_MINUTES = 1;

/** Flow points a run earns per minute (the tutor gives 5 per message). */
export const PRACTICE_FLOW_POINTS_PER_MINUTE = 5;

/** A run's seconds as the minutes it reports: rounded, at least one, at most the module's cap. */
export function practiceMinutes(module: PracticeModule, seconds: number): number {
  const minutes = Number.isFinite(seconds) ? Math.round(seconds / 60) : 0;
  return Math.min(PRACTICE_MAX_MINUTES[module], Math.max(PRACTICE_MIN_MINUTES, minutes));
}
