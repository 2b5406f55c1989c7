import { LEARNER_TIME_ZONE } from '@juba/contracts/learner-time-zone';
import type { PhoneticExercisesQuery, PhoneticSessionQuery, PhoneticSessionsQuery, PhoneticSubScoresFieldsFragment } from '../../generated/graphql.ts';

type PhoneticJob = NonNullable<PhoneticSessionQuery['phoneticSession']>;
export type PhoneticAnalysis = NonNullable<PhoneticJob['analysis']>;
export type PhoneticSessionItem = PhoneticSessionsQuery['phoneticSessions'][number];
export type PhoneticExercise = PhoneticExercisesQuery['phoneticExercises'][number];
export type PhoneticSubScores = PhoneticSubScoresFieldsFragment;

/** The scores beside the accuracy (issue 21), in the order a learner reads them. */
export const SUB_SCORE_ASPECTS = [
  { key: 'fluency', label: 'Fluência' },
  { key: 'completeness', label: 'Completude' },
  { key: 'prosody', label: 'Prosódia' },
] as const satisfies readonly { key: keyof PhoneticSubScores; label: string }[];

/** Spec part 2 §9: a session of 80 or more counts as excellent on the Progresso tab. */
const EXCELLENT_SESSION_SCORE = 80;

/** Spec part 2 §2.1: "5 de junho de 2026 às 14:30". */
export function sessionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: LEARNER_TIME_ZONE }).format(date);
}

/** "05/06": the chart's axis, short. */
export function sessionDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: LEARNER_TIME_ZONE }).format(date);
}

export interface PracticeStats {
  total: number;
  averageAccuracy: number;
  excellent: number;
}

/** Spec part 2 §2.1 Progresso: total sessions, the rounded average accuracy, and the sessions at 80 or more. */
export function practiceStats(sessions: readonly PhoneticSessionItem[]): PracticeStats {
  const scores = sessions.map((s) => s.accuracyScore).filter((s): s is number => s !== null);
  const sum = scores.reduce((total, s) => total + s, 0);
  return {
    total: sessions.length,
    averageAccuracy: scores.length ? Math.round(sum / scores.length) : 0,
    excellent: scores.filter((s) => s >= EXCELLENT_SESSION_SCORE).length,
  };
}
