/**
 * Streaks, daily goals and the daily plan follow the learner's calendar days,
 * not UTC ones: practice at 22:00 in São Paulo belongs to that evening's day,
 * and the screens show dates in the same days. Every learner is in Brazil
 * today, so one zone serves all (it has had no daylight saving since 2019;
 * Intl applies the tz database either way).
 */
export const LEARNER_TIME_ZONE = 'America/Sao_Paulo';
