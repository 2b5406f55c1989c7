import { LEARNER_TIME_ZONE } from '@juba/contracts/learner-time-zone';
import type { ActivityKind, ProgressReportQuery } from '../../generated/graphql.ts';

export type ProgressReport = ProgressReportQuery['progress'];
export type SkillKey = 'speakingLevel' | 'listeningLevel' | 'pronunciationLevel' | 'vocabularyLevel';

/** Spec part 1 §3: shown while the learner has no measure of a skill yet. */
export const SKILLS: readonly { key: SkillKey; label: string; fallback: number }[] = [
  { key: 'speakingLevel', label: 'Speaking', fallback: 65 },
  { key: 'listeningLevel', label: 'Listening', fallback: 78 },
  { key: 'pronunciationLevel', label: 'Pronunciation', fallback: 72 },
  { key: 'vocabularyLevel', label: 'Vocabulary', fallback: 85 },
];

/** A skill as a whole percent: the measured value, or the fallback only when there is none. */
export function skillPercent(value: number | null, fallback: number): number {
  return Math.round(Math.min(100, Math.max(0, value ?? fallback)));
}

const DAYS_PER_WEEK = 7;

export interface Goal {
  done: number;
  target: number;
  percent: number;
}

function goal(done: number, target: number): Goal {
  return { done, target, percent: target > 0 ? Math.min(100, Math.round((done / target) * 100)) : 0 };
}

/** Today's minutes against the daily target, and the last 7 days against seven times it. */
export function goals(progress: Pick<ProgressReport, 'dailyGoal' | 'weeklyMinutes'>): { daily: Goal; weekly: Goal } {
  const week = progress.weeklyMinutes.reduce((sum, day) => sum + day.minutes, 0);
  return {
    daily: goal(progress.dailyGoal.minutesToday, progress.dailyGoal.targetMinutes),
    weekly: goal(week, progress.dailyGoal.targetMinutes * DAYS_PER_WEEK),
  };
}

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  diagnostic: 'Diagnostic',
  handout: 'Handout',
  challenge: 'Challenge',
  conversation: 'Conversation',
  practice: 'Practice',
};

export function activityDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: LEARNER_TIME_ZONE }).format(date);
}

export function earnedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: LEARNER_TIME_ZONE }).format(date);
}

/** "Mon" for 2026-06-01: the dates are calendar days already, so no time zone may shift them. */
export function weekdayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(date);
}
