import type { QuestionDifficulty } from '../generated/graphql.ts';

export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

interface LevelRule {
  level: Exclude<Level, 'beginner'>;
  /** Answered questions needed per difficulty. */
  minAnswered: Partial<Record<QuestionDifficulty, number>>;
  minPoints: number;
}

/** Spec part 2 §4 "Level computation", checked from the top down; the first match wins. */
export const LEVEL_RULES: readonly LevelRule[] = [
  { level: 'expert', minAnswered: { expert: 1, advanced: 2 }, minPoints: 180 },
  { level: 'advanced', minAnswered: { advanced: 2, intermediate: 4 }, minPoints: 120 },
  { level: 'intermediate', minAnswered: { intermediate: 3, beginner: 6 }, minPoints: 80 },
];

export function computeLevel(input: { answered: readonly { difficulty: QuestionDifficulty }[]; totalPoints: number }): Level {
  if (input.answered.length === 0) return 'beginner';
  const counts = (d: QuestionDifficulty) => input.answered.filter((q) => q.difficulty === d).length;
  const match = LEVEL_RULES.find(
    (rule) => input.totalPoints >= rule.minPoints && Object.entries(rule.minAnswered).every(([d, min]) => counts(d as QuestionDifficulty) >= min),
  );
  return match?.level ?? 'beginner';
}

/**
 * What a level claimed by a client implies at the least: its rule's points and
 * as many answered questions as the rule counts. The server cannot re-run the
 * computation (it is not told which questions were answered), but it can
 * refuse a level the reported points and count could never produce.
 */
export function levelMinimums(level: Level): { points: number; answered: number } {
  const rule = LEVEL_RULES.find((r) => r.level === level);
  if (!rule) return { points: 0, answered: 0 };
  return { points: rule.minPoints, answered: Object.values(rule.minAnswered).reduce((sum, n) => sum + n, 0) };
}
