/** The learner's calendar days, in LEARNER_TIME_ZONE (whose comment says why). */
import { LEARNER_TIME_ZONE } from '@juba/contracts/learner-time-zone';

/** A calendar day as YYYY-MM-DD. */
export type LearnerDay = string;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LEARNER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function learnerDay(instant: Date): LearnerDay {
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** PostgreSQL DATE columns travel as UTC midnights. */
export const dayToDate = (day: LearnerDay): Date => new Date(`${day}T00:00:00.000Z`);
export const dateToDay = (date: Date): LearnerDay => date.toISOString().slice(0, 10);

export function addDays(day: LearnerDay, days: number): LearnerDay {
  const date = dayToDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dateToDay(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: LearnerDay, to: LearnerDay): number => Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / 86_400_000);
