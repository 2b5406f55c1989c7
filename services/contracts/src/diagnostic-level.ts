/**
 * The placement diagnostic's levels and mastery map (spec part 2 §3, §4),
 * one definition for the browser that runs the diagnostic, the diagnostics
 * service that checks and stores it, and the learner service that turns its
 * level into a profile level.
 */
import { ENGLISH_LEVELS, type EnglishLevel } from './english-level.ts';

/** The question difficulties, which are also the levels a diagnostic can reach. */
export const DIAGNOSTIC_LEVELS = [...ENGLISH_LEVELS, 'expert'] as const;
export type DiagnosticLevel = (typeof DIAGNOSTIC_LEVELS)[number];

/** Spec part 2 §3 Diagnostic progress: the eight keys of the mastery map, each 0..100. */
export const MASTERY_KEYS = ['phonetics', 'grammar', 'vocabulary', 'cultural', 'listening', 'speaking', 'assessment', 'mastery'] as const;
export type MasteryKey = (typeof MASTERY_KEYS)[number];
export type MasteryByModule = Record<MasteryKey, number>;

interface LevelRule {
  level: Exclude<DiagnosticLevel, 'beginner'>;
  /** Answered questions (right or wrong) needed per difficulty. */
  minAnswered: Partial<Record<DiagnosticLevel, number>>;
  minPoints: number;
}

/** Spec part 2 §4 "Level computation", checked from the top down; the first match wins. */
export const LEVEL_RULES: readonly LevelRule[] = [
  { level: 'expert', minAnswered: { expert: 1, advanced: 2 }, minPoints: 180 },
  { level: 'advanced', minAnswered: { advanced: 2, intermediate: 4 }, minPoints: 120 },
  { level: 'intermediate', minAnswered: { intermediate: 3, beginner: 6 }, minPoints: 80 },
];

export function computeLevel(answered: readonly { difficulty: DiagnosticLevel }[], totalPoints: number): DiagnosticLevel {
  if (answered.length === 0) return 'beginner';
  const counts = new Map<DiagnosticLevel, number>();
  for (const { difficulty } of answered) counts.set(difficulty, (counts.get(difficulty) ?? 0) + 1);
  const match = LEVEL_RULES.find(
    (rule) => totalPoints >= rule.minPoints && Object.entries(rule.minAnswered).every(([d, min]) => (counts.get(d as DiagnosticLevel) ?? 0) >= min),
  );
  return match?.level ?? 'beginner';
}

/**
 * What a level claimed by a client implies at the least: its rule's points and
 * as many answered questions as the rule counts. The server cannot re-run the
 * computation (it is not told which questions were answered), but it can
 * refuse a level the reported points and count could never produce.
 */
export function levelMinimums(level: DiagnosticLevel): { points: number; answered: number } {
  const rule = LEVEL_RULES.find((r) => r.level === level);
  if (!rule) return { points: 0, answered: 0 };
  return { points: rule.minPoints, answered: Object.values(rule.minAnswered).reduce((sum, n) => sum + n, 0) };
}

/** The learning profile has no expert level: an expert starts as advanced. Anything unknown counts as beginner. */
export function toProfileLevel(level: string): EnglishLevel {
  if (level === 'expert' || level === 'advanced') return 'advanced';
  return level === 'intermediate' ? 'intermediate' : 'beginner';
}
