import { afterEach, describe, expect, it, vi } from 'vitest';
import { agendaPatterns, dateLabel, masteryBand, scheduleStats, typeLabel, urgentPatterns } from './schedule.ts';

afterEach(() => vi.useRealTimers());

/** 22:30 in São Paulo on 10 August is already 11 August in UTC. */
const LATE_EVENING = new Date('2026-08-11T01:30:00Z');

const pattern = (nextReviewDate: string, overrides: Partial<{ masteryLevel: number; isResolved: boolean; errorType: string }> = {}) => ({
  errorType: 'grammar',
  masteryLevel: 0,
  isResolved: false,
  nextReviewDate,
  ...overrides,
});

describe('date labels, in the learner’s days (America/Sao_Paulo)', () => {
  it("reads 'Hoje', 'Amanhã', then the day and month in Portuguese", () => {
    vi.useFakeTimers({ now: LATE_EVENING });
    const now = new Date();
    expect(dateLabel('2026-08-10T12:00:00Z', now)).toBe('Hoje');
    // 23:59 in São Paulo, already the 11th in UTC.
    expect(dateLabel('2026-08-11T02:59:00Z', now)).toBe('Hoje');
    expect(dateLabel('2026-08-11T03:00:00Z', now)).toBe('Amanhã');
    expect(dateLabel('2026-08-12T02:59:00Z', now)).toBe('Amanhã');
    expect(dateLabel('2026-08-12T03:00:00Z', now)).toBe('12 de agosto');
    expect(dateLabel('2026-09-01T15:00:00Z', now)).toBe('1 de setembro');
    expect(dateLabel('2026-08-09T15:00:00Z', now)).toBe('9 de agosto');
  });

  it('knows tomorrow just after midnight in São Paulo', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T03:05:00Z') });
    expect(dateLabel('2027-01-01T20:00:00Z', new Date())).toBe('Amanhã');
    expect(dateLabel('2027-01-02T20:00:00Z', new Date())).toBe('2 de janeiro');
  });
});

describe('mastery colours', () => {
  it('split at 0.3 and 0.7', () => {
    expect([0, 0.29, 0.3, 0.69, 0.7, 1].map(masteryBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});

describe('the schedule', () => {
  const now = LATE_EVENING;
  const overdue = pattern('2026-08-09T15:00:00Z', { masteryLevel: 0.2 });
  const inADay = pattern('2026-08-12T01:30:00Z', { masteryLevel: 0.5 });
  const later = pattern('2026-08-12T01:31:00Z', { masteryLevel: 0.9 });
  const muchLater = pattern('2026-09-01T15:00:00Z', { masteryLevel: 0.8 });
  const resolved = pattern('2026-08-01T15:00:00Z', { masteryLevel: 1, isResolved: true });
  const all = [muchLater, later, resolved, inADay, overdue];

  it('is urgent when unresolved and due within one day, the most overdue first', () => {
    expect(urgentPatterns(all, now)).toEqual([overdue, inADay]);
  });

  it('keeps the later unresolved ones for the agenda, soonest first', () => {
    expect(agendaPatterns(all, now)).toEqual([later, muchLater]);
  });

  it('counts active, due today (overdue included), average mastery and resolved', () => {
    expect(scheduleStats(all, now)).toEqual({ active: 4, dueToday: 1, averageMastery: 68, resolved: 1 });
    expect(scheduleStats([], now)).toEqual({ active: 0, dueToday: 0, averageMastery: 0, resolved: 0 });
  });

  it('names the types, anything else being Cultural', () => {
    expect(['grammar', 'pronunciation', 'vocabulary', 'cultural', 'other'].map(typeLabel)).toEqual([
      'Gramática',
      'Pronúncia',
      'Vocabulário',
      'Cultural',
      'Cultural',
    ]);
  });
});
