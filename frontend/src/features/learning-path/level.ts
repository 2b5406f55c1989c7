import { computeLevel as levelFor, type DiagnosticLevel } from '@juba/contracts/diagnostic-level';
import type { AnsweredQuestion } from './diagnostic-run.ts';

/** The level a run reached: counts are of answered questions (right or wrong); points are those earned. */
export function computeLevel(answered: readonly Pick<AnsweredQuestion, 'difficulty' | 'earned'>[]): DiagnosticLevel {
  return levelFor(
    answered,
    answered.reduce((sum, a) => sum + a.earned, 0),
  );
}

export const LEVEL_LABELS: Record<DiagnosticLevel, string> = {
  beginner: 'Iniciante',
  intermediate: 'Intermediário',
  advanced: 'Avançado',
  expert: 'Especialista',
};
