import type { EnglishLevel, QuestionDifficulty } from '../../generated/graphql.ts';
import type { AnsweredQuestion } from './diagnostic-run.ts';

export type DiagnosticLevel = QuestionDifficulty;

/** Spec part 2 §9: the point thresholds of the level rules. */
export const LEVEL_POINTS = { intermediate: 80, advanced: 120, expert: 180 } as const;

/**
 * Spec part 2 §4, checked from the top down, first match wins. Counts are of
 * answered questions (right or wrong); points are those earned.
 */
export function computeLevel(answered: readonly Pick<AnsweredQuestion, 'difficulty' | 'earned'>[]): DiagnosticLevel {
  if (answered.length === 0) return 'beginner';
  const count = (difficulty: QuestionDifficulty) => answered.filter((a) => a.difficulty === difficulty).length;
  const points = answered.reduce((sum, a) => sum + a.earned, 0);
  if (count('expert') >= 1 && count('advanced') >= 2 && points >= LEVEL_POINTS.expert) return 'expert';
  if (count('advanced') >= 2 && count('intermediate') >= 4 && points >= LEVEL_POINTS.advanced) return 'advanced';
  if (count('intermediate') >= 3 && count('beginner') >= 6 && points >= LEVEL_POINTS.intermediate) return 'intermediate';
  return 'beginner';
}

/** The learning profile has no expert level: an expert starts as advanced. Anything unknown counts as beginner. */
export function toEnglishLevel(level: string): EnglishLevel {
  if (level === 'expert' || level === 'advanced') return 'advanced';
  return level === 'intermediate' ? 'intermediate' : 'beginner';
}

export const LEVEL_LABELS: Record<DiagnosticLevel, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
  expert: 'Especialista',
};
