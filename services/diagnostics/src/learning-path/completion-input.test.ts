import { describe, expect, it } from 'vitest';
import { deriveAreas } from './areas.ts';
import { CLOCK_SKEW_MS, parseCompletion } from './completion-input.ts';
import { estimatedMinutes } from './complete.ts';
import { DIAGNOSTIC_MESSAGES } from './messages.ts';
import { MAX_TOTAL_POINTS } from './questions.ts';

const NOW = new Date('2026-03-02T15:00:00.000Z');
const mastery = { phonetics: 80, grammar: 65, vocabulary: 40, cultural: 70, listening: 80, speaking: 72, assessment: 100, mastery: 68 };
const valid = { totalPoints: 150, answeredQuestions: 26, currentLevel: 'advanced', masteryByModule: mastery, completedAt: '2026-03-02T14:58:00.000Z' };

const rejection = (input: unknown) => {
  try {
    parseCompletion(input, NOW);
  } catch (err) {
    const e = err as { message: string; extensions: { code: string } };
    return { code: e.extensions.code, message: e.message };
  }
  throw new Error('expected a rejection');
};

describe('parseCompletion', () => {
  it('accepts a real run, with a UTC or an offset timestamp and fractional mastery', () => {
    expect(parseCompletion(valid, NOW)).toEqual(valid);
    expect(parseCompletion({ ...valid, completedAt: '2026-03-02T11:58:00-03:00' }, NOW).completedAt).toBe('2026-03-02T11:58:00-03:00');
    expect(parseCompletion({ ...valid, masteryByModule: { ...mastery, speaking: 72.5 } }, NOW).masteryByModule.speaking).toBe(72.5);
  });

  it('accepts the bounds: 0 of everything as beginner, and the full bank as expert', () => {
    const zeros = Object.fromEntries(Object.keys(mastery).map((k) => [k, 0]));
    expect(() => parseCompletion({ ...valid, totalPoints: 0, answeredQuestions: 0, currentLevel: 'beginner', masteryByModule: zeros }, NOW)).not.toThrow();
    const full = Object.fromEntries(Object.keys(mastery).map((k) => [k, 100]));
    expect(() =>
      parseCompletion({ ...valid, totalPoints: MAX_TOTAL_POINTS, answeredQuestions: 26, currentLevel: 'expert', masteryByModule: full }, NOW),
    ).not.toThrow();
  });

  it.each([
    ['negative points', { totalPoints: -1 }, DIAGNOSTIC_MESSAGES.invalidTotalPoints(MAX_TOTAL_POINTS)],
    ['more points than the bank holds', { totalPoints: MAX_TOTAL_POINTS + 1 }, DIAGNOSTIC_MESSAGES.invalidTotalPoints(MAX_TOTAL_POINTS)],
    ['fractional points', { totalPoints: 10.5 }, DIAGNOSTIC_MESSAGES.invalidTotalPoints(MAX_TOTAL_POINTS)],
    ['points as text', { totalPoints: '150' }, DIAGNOSTIC_MESSAGES.invalidTotalPoints(MAX_TOTAL_POINTS)],
    ['27 answered questions', { answeredQuestions: 27 }, DIAGNOSTIC_MESSAGES.invalidAnsweredQuestions(26)],
    ['a negative count', { answeredQuestions: -3 }, DIAGNOSTIC_MESSAGES.invalidAnsweredQuestions(26)],
    ['an unknown level', { currentLevel: 'fluent' }, DIAGNOSTIC_MESSAGES.invalidLevel],
    ['mastery missing a key', { masteryByModule: { ...mastery, mastery: undefined } }, DIAGNOSTIC_MESSAGES.invalidMastery],
    ['mastery with an extra key', { masteryByModule: { ...mastery, writing: 50 } }, DIAGNOSTIC_MESSAGES.invalidMastery],
    ['mastery above 100', { masteryByModule: { ...mastery, grammar: 101 } }, DIAGNOSTIC_MESSAGES.invalidMastery],
    ['mastery below 0', { masteryByModule: { ...mastery, grammar: -0.1 } }, DIAGNOSTIC_MESSAGES.invalidMastery],
    ['mastery as a list', { masteryByModule: [80, 65] }, DIAGNOSTIC_MESSAGES.invalidMastery],
    ['a date without time', { completedAt: '2026-03-02' }, DIAGNOSTIC_MESSAGES.invalidCompletedAt],
    ['a date in words', { completedAt: 'yesterday' }, DIAGNOSTIC_MESSAGES.invalidCompletedAt],
    ['an impossible date', { completedAt: '2026-02-30T10:00:00Z' }, DIAGNOSTIC_MESSAGES.invalidCompletedAt],
  ])('refuses %s with BAD_USER_INPUT and a message naming the field', (_, change, message) => {
    expect(rejection({ ...valid, ...change })).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('names unknown and missing fields', () => {
    expect(rejection({ ...valid, isBlocked: false }).message).toBe('Campos desconhecidos: isBlocked.');
    expect(rejection({ ...valid, completedAt: undefined }).message).toBe(DIAGNOSTIC_MESSAGES.invalidCompletedAt);
    expect(rejection(null)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('lists every wrong field at once', () => {
    expect(rejection({ ...valid, totalPoints: -1, currentLevel: 'x' }).message).toBe(
      `${DIAGNOSTIC_MESSAGES.invalidTotalPoints(MAX_TOTAL_POINTS)} ${DIAGNOSTIC_MESSAGES.invalidLevel}`,
    );
  });

  it('tolerates a slightly fast browser clock but refuses a completion in the future', () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(() => parseCompletion({ ...valid, completedAt: at(CLOCK_SKEW_MS) }, NOW)).not.toThrow();
    expect(rejection({ ...valid, completedAt: at(CLOCK_SKEW_MS + 1000) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: DIAGNOSTIC_MESSAGES.completedAtInFuture,
    });
  });

  it('refuses more points than the answered questions are worth', () => {
    expect(rejection({ ...valid, totalPoints: 61, answeredQuestions: 3, currentLevel: 'beginner' }).message).toBe(
      DIAGNOSTIC_MESSAGES.pointsAboveAnswered(61, 3, 60),
    );
    expect(() => parseCompletion({ ...valid, totalPoints: 60, answeredQuestions: 3, currentLevel: 'beginner' }, NOW)).not.toThrow();
  });

  it('refuses a level its own rule rules out', () => {
    expect(rejection({ ...valid, totalPoints: 179, currentLevel: 'expert' }).message).toBe(DIAGNOSTIC_MESSAGES.levelNotReached('expert', 180, 3));
    expect(rejection({ ...valid, totalPoints: 100, answeredQuestions: 8, currentLevel: 'intermediate' }).message).toBe(
      DIAGNOSTIC_MESSAGES.levelNotReached('intermediate', 80, 9),
    );
  });
});

describe('deriveAreas', () => {
  it('calls 70 and above a strength, below 60 a weakness, and 60..69 neither, in Portuguese', () => {
    expect(deriveAreas(mastery)).toEqual({ strengthAreas: ['fonética', 'cultural'], weaknessAreas: ['vocabulário'] });
    expect(deriveAreas({ ...mastery, phonetics: 69.9, grammar: 59.9, vocabulary: 60, cultural: 0 })).toEqual({
      strengthAreas: [],
      weaknessAreas: ['gramática', 'cultural'],
    });
  });

  it('judges only the four content modules', () => {
    const high = { phonetics: 50, grammar: 50, vocabulary: 50, cultural: 50, listening: 100, speaking: 100, assessment: 100, mastery: 100 };
    expect(deriveAreas(high)).toEqual({ strengthAreas: [], weaknessAreas: ['fonética', 'gramática', 'vocabulário', 'cultural'] });
  });
});

describe('estimatedMinutes', () => {
  it('is half a minute per answered question, rounded up, at most 30', () => {
    expect([0, 1, 2, 3, 26, 61, 1000].map(estimatedMinutes)).toEqual([0, 1, 1, 2, 13, 30, 30]);
  });
});
