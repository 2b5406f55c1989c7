import { addDays, daysBetween, type LearnerDay } from '../time/learner-day.ts';

export interface Streak {
  /** Consecutive practice days ending on lastDay. */
  current: number;
  longest: number;
  lastDay: LearnerDay | null;
}

/**
 * Streaks are recomputed from every day the learner practised, so the order
 * in which reports arrive does not matter: a late report for an earlier day
 * never resets the streak, and one that fills a gap joins the runs around it.
 */
export function streakFromDays(days: Iterable<LearnerDay>): Streak {
  const sorted = [...new Set(days)].sort();
  let run = 0;
  let longest = 0;
  let previous: LearnerDay | null = null;
  for (const day of sorted) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { current: run, longest, lastDay: previous };
}

/**
 * The stored streak is as of the last practice day. Today it still stands if
 * that day was today or yesterday (the learner can keep it going); otherwise
 * the streak is broken and reads 0 until the next practice.
 */
export function streakOn(today: LearnerDay, stored: { currentStreak: number; lastActiveDay: LearnerDay | null }): number {
  if (!stored.lastActiveDay) return 0;
  return stored.lastActiveDay >= addDays(today, -1) ? stored.currentStreak : 0;
}
