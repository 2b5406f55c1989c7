/**
 * A word's difficulty from how often Americans say it: its rank in
 * SUBTLEX-US (word frequencies in US film and TV subtitles). The 2,000
 * commonest words (a learner's core vocabulary) are easy, the next 8,000
 * medium, anything rarer or unlisted hard. In a phrase the rarest word decides.
 */

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const EASY_MAX_RANK = 2_000;
export const MEDIUM_MAX_RANK = 10_000;

/** 1 for the commonest word; undefined when the list does not have it. */
export type FrequencyRank = (word: string) => number | undefined;

export function difficultyOf(text: string, rankOf: FrequencyRank): Difficulty {
  // SUBTLEX splits contractions at the apostrophe (don't → don, t).
  const words = text
    .toLowerCase()
    .split(/[\s'’-]+/)
    .filter(Boolean);
  const rarest = Math.max(...words.map((word) => rankOf(word) ?? Number.POSITIVE_INFINITY));
  if (rarest <= EASY_MAX_RANK) return 'easy';
  return rarest <= MEDIUM_MAX_RANK ? 'medium' : 'hard';
}
