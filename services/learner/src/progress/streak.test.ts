import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, learnerDay } from '../time/learner-day.ts';
import { streakFromDays, streakOn } from './streak.ts';

describe('the learner day (America/Sao_Paulo)', () => {
  it('changes at midnight in São Paulo, three hours after UTC midnight', () => {
    expect(learnerDay(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09');
    expect(learnerDay(new Date('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10');
  });

  it('keeps the same offset in the southern summer and winter (no daylight saving)', () => {
    for (const [instant, day] of [
      ['2026-01-15T02:30:00Z', '2026-01-14'],
      ['2026-07-15T02:30:00Z', '2026-07-14'],
      ['2026-11-01T02:30:00Z', '2026-10-31'],
      ['2026-11-01T03:30:00Z', '2026-11-01'],
    ] as const) {
      expect(learnerDay(new Date(instant))).toBe(day);
    }
  });

  it('counts whole days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});

describe('streakFromDays', () => {
  it('is empty before any practice', () => {
    expect(streakFromDays([])).toEqual({ current: 0, longest: 0, lastDay: null });
  });

  it('does not grow with more practice on the same day', () => {
    expect(streakFromDays(['2026-05-04', '2026-05-04', '2026-05-04'])).toEqual({ current: 1, longest: 1, lastDay: '2026-05-04' });
  });

  it('grows by one on the next day', () => {
    expect(streakFromDays(['2026-05-04', '2026-05-05'])).toEqual({ current: 2, longest: 2, lastDay: '2026-05-05' });
  });

  it('starts again at 1 after a missed day and keeps the longest run', () => {
    expect(streakFromDays(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05'])).toEqual({ current: 1, longest: 3, lastDay: '2026-05-05' });
  });

  it('gives the same answer whatever order the days arrive in (late reports)', () => {
    const inOrder = streakFromDays(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(streakFromDays(['2026-05-03', '2026-05-01', '2026-05-02'])).toEqual(inOrder);
    expect(inOrder).toEqual({ current: 3, longest: 3, lastDay: '2026-05-03' });
  });

  it('joins two runs when a late report fills the gap between them', () => {
    expect(streakFromDays(['2026-05-01', '2026-05-02', '2026-05-04', '2026-05-05']).current).toBe(2);
    expect(streakFromDays(['2026-05-01', '2026-05-02', '2026-05-04', '2026-05-05', '2026-05-03'])).toEqual({ current: 5, longest: 5, lastDay: '2026-05-05' });
  });

  it('runs across the turn of the year', () => {
    expect(streakFromDays(['2026-12-30', '2026-12-31', '2027-01-01']).current).toBe(3);
  });
});

describe('streakOn (what the learner sees today)', () => {
  const stored = { currentStreak: 4, lastActiveDay: '2026-05-10' };

  it('shows the streak on the last practice day and the day after', () => {
    expect(streakOn('2026-05-10', stored)).toBe(4);
    expect(streakOn('2026-05-11', stored)).toBe(4);
  });

  it('shows 0 once a whole day went by without practice', () => {
    expect(streakOn('2026-05-12', stored)).toBe(0);
  });

  it('shows 0 before any practice', () => {
    expect(streakOn('2026-05-12', { currentStreak: 0, lastActiveDay: null })).toBe(0);
  });
});
