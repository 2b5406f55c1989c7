/**
 * The error scheduler's reading of the learner's patterns (spec part 2
 * §2.10, §9): which are urgent, the agenda, the four figures, the date
 * labels and the mastery colours. Days are the learner's
 * (LEARNER_TIME_ZONE), as the server counts them; `now` is passed in.
 */
import { LEARNER_TIME_ZONE } from '@juba/contracts/learner-time-zone';

export interface ScheduledPattern {
  errorType: string;
  masteryLevel: number;
  /** ISO timestamp */
  nextReviewDate: string;
  isResolved: boolean;
}

const DAY_MS = 24 * 3600 * 1000;
/** Spec part 2 §9: an urgent item is due within one day. */
const URGENT_WITHIN_MS = DAY_MS;

const due = (pattern: ScheduledPattern) => Date.parse(pattern.nextReviewDate);

const isUrgent = (pattern: ScheduledPattern, now: Date) => !pattern.isResolved && due(pattern) <= now.getTime() + URGENT_WITHIN_MS;

const byDueDate = <T extends ScheduledPattern>(a: T, b: T) => due(a) - due(b);

/** 'Revisão Urgente': unresolved items due within a day, the most overdue first. */
export const urgentPatterns = <T extends ScheduledPattern>(patterns: readonly T[], now: Date) => patterns.filter((p) => isUrgent(p, now)).sort(byDueDate);

/** 'Agenda de Revisões': the later unresolved items, soonest first. */
export const agendaPatterns = <T extends ScheduledPattern>(patterns: readonly T[], now: Date) =>
  patterns.filter((p) => !p.isResolved && !isUrgent(p, now)).sort(byDueDate);

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LEARNER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The learner's calendar day of an instant, as YYYY-MM-DD. */
const learnerDay = (instant: Date) => dayFormat.format(instant);

export interface ScheduleStats {
  active: number;
  dueToday: number;
  /** 0..100, rounded; 0 without patterns. */
  averageMastery: number;
  resolved: number;
}

export function scheduleStats(patterns: readonly ScheduledPattern[], now: Date): ScheduleStats {
  const today = learnerDay(now);
  const active = patterns.filter((p) => !p.isResolved);
  const mean = patterns.length ? patterns.reduce((sum, p) => sum + p.masteryLevel, 0) / patterns.length : 0;
  return {
    active: active.length,
    dueToday: active.filter((p) => learnerDay(new Date(due(p))) <= today).length,
    averageMastery: Math.round(mean * 100),
    resolved: patterns.length - active.length,
  };
}

const dayAndMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: LEARNER_TIME_ZONE, day: 'numeric', month: 'long' });

/** 'Hoje', 'Amanhã', or the day and month in Portuguese ('14 de agosto'). */
export function dateLabel(iso: string, now: Date): string {
  const day = learnerDay(new Date(iso));
  if (day === learnerDay(now)) return 'Hoje';
  // Noon of the learner's today plus a day is always the learner's tomorrow, whatever the hour now.
  const noonToday = new Date(`${learnerDay(now)}T12:00:00-03:00`);
  if (day === learnerDay(new Date(noonToday.getTime() + DAY_MS))) return 'Amanhã';
  return dayAndMonth.format(new Date(iso));
}

export type MasteryBand = 'low' | 'medium' | 'high';

/** Spec part 2 §9: red below 0.3, yellow below 0.7, green otherwise. */
export const masteryBand = (level: number): MasteryBand => (level < 0.3 ? 'low' : level < 0.7 ? 'medium' : 'high');

export const MASTERY_COLOURS: Record<MasteryBand, { dot: string; bar: string; name: string }> = {
  low: { dot: 'bg-red-500', bar: 'bg-red-600', name: 'baixo' },
  medium: { dot: 'bg-yellow-500', bar: 'bg-yellow-500', name: 'médio' },
  high: { dot: 'bg-green-500', bar: 'bg-green-600', name: 'alto' },
};

const TYPE_LABELS: Record<string, string> = { grammar: 'Gramática', pronunciation: 'Pronúncia', vocabulary: 'Vocabulário' };

/** Spec part 2 §2.10: anything but grammar, pronunciation and vocabulary reads Cultural. */
export const typeLabel = (errorType: string) => TYPE_LABELS[errorType] ?? 'Cultural';
