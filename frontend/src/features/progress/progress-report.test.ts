import { describe, expect, it } from 'vitest';
import { goals, skillPercent, weekdayOf } from './progress-report.ts';

describe('progress report', () => {
  it('uses a skill fallback only when the value is null, and rounds to a whole percent within 0..100', () => {
    expect(skillPercent(null, 65)).toBe(65);
    expect(skillPercent(0, 65)).toBe(0);
    expect(skillPercent(72.5, 72)).toBe(73);
    expect(skillPercent(140, 85)).toBe(100);
  });

  it("sets today's minutes against the daily target and the week against seven times it", () => {
    const week = [10, 0, 20, 15, 40, 5, 12].map((minutes, i) => ({ date: `2026-06-0${i + 1}`, minutes }));
    expect(goals({ dailyGoal: { targetMinutes: 15, minutesToday: 12 }, weeklyMinutes: week })).toEqual({
      daily: { done: 12, target: 15, percent: 80 },
      weekly: { done: 102, target: 105, percent: 97 },
    });
    expect(goals({ dailyGoal: { targetMinutes: 10, minutesToday: 25 }, weeklyMinutes: [] }).daily.percent).toBe(100);
    expect(goals({ dailyGoal: { targetMinutes: 0, minutesToday: 5 }, weeklyMinutes: [] }).daily.percent).toBe(0);
  });

  it('names the weekday of a calendar date whatever the time zone', () => {
    expect(weekdayOf('2026-06-01')).toBe('Mon');
    expect(weekdayOf('2026-06-07')).toBe('Sun');
  });
});
