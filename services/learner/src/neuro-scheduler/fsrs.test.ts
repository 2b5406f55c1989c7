import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { gradePractice, masteryAt, NEW_CARD, recordOccurrence, RESOLVED_STABILITY_DAYS, reviewPattern, type CardState } from './fsrs.ts';

const SEEN = new Date('2026-08-09T12:00:00Z');
const day = (n: number, from = SEEN) => new Date(from.getTime() + n * 24 * 3600 * 1000);
const fresh: CardState = { ...NEW_CARD, nextReviewDate: day(1), reviewInterval: 1 };

/** Practises at each due date with the given ratings, as a learner would. */
function practise(ratings: Rating[], start = fresh, from = day(1)) {
  let state: CardState & { isResolved?: boolean } = start;
  let now = from;
  for (const rating of ratings) {
    state = reviewPattern(state, rating as 1 | 2 | 3 | 4, now);
    now = state.nextReviewDate;
  }
  return state as CardState & { isResolved: boolean };
}

describe('grading the practice panel', () => {
  it('maps the share of right exercises to a rating', () => {
    expect(gradePractice({ correct: 0, total: 3 }, null)).toBe(Rating.Again);
    expect(gradePractice({ correct: 1, total: 3 }, null)).toBe(Rating.Again);
    expect(gradePractice({ correct: 1, total: 2 }, null)).toBe(Rating.Hard);
    expect(gradePractice({ correct: 2, total: 3 }, null)).toBe(Rating.Hard);
    expect(gradePractice({ correct: 3, total: 3 }, null)).toBe(Rating.Good);
    expect(gradePractice({ correct: 0, total: 0 }, null)).toBe(Rating.Again);
  });

  it('calls a second clean run in a row Easy, but not one after a lapse or a hard run', () => {
    expect(gradePractice({ correct: 3, total: 3 }, Rating.Good)).toBe(Rating.Easy);
    expect(gradePractice({ correct: 3, total: 3 }, Rating.Easy)).toBe(Rating.Easy);
    expect(gradePractice({ correct: 3, total: 3 }, Rating.Hard)).toBe(Rating.Good);
    expect(gradePractice({ correct: 3, total: 3 }, Rating.Again)).toBe(Rating.Good);
  });
});

describe('scheduling a pattern with FSRS', () => {
  it('sends a first practice out by 1, 2 or 3 days from the answers, in whole days', () => {
    const at = day(1);
    expect(practise([Rating.Again]).nextReviewDate).toEqual(day(1, at));
    expect(practise([Rating.Hard]).nextReviewDate).toEqual(day(2, at));
    const good = practise([Rating.Good]);
    expect(good).toMatchObject({
      nextReviewDate: day(3, at),
      reviewInterval: 3,
      reps: 1,
      lapses: 0,
      fsrsState: State.Review,
      lastReview: at,
      lastRating: Rating.Good,
      isResolved: false,
    });
  });

  it('grows the interval with each good review and resolves the pattern once stability passes 21 days', () => {
    const first = practise([Rating.Good]);
    const second = practise([Rating.Good, Rating.Good]);
    const third = practise([Rating.Good, Rating.Good, Rating.Good]);
    expect(second.reviewInterval).toBeGreaterThan(first.reviewInterval);
    expect(third.reviewInterval).toBeGreaterThan(second.reviewInterval);
    expect(second.stability).toBeLessThan(RESOLVED_STABILITY_DAYS);
    expect(second.isResolved).toBe(false);
    expect(third.stability).toBeGreaterThanOrEqual(RESOLVED_STABILITY_DAYS);
    expect(third.isResolved).toBe(true);
  });

  it('keeps a pattern answered wrong close: Again after good reviews shortens the interval', () => {
    const known = practise([Rating.Good, Rating.Good]);
    const forgot = reviewPattern(known, Rating.Again, known.nextReviewDate);
    expect(forgot.reviewInterval).toBeLessThan(known.reviewInterval);
    expect(forgot.lapses).toBe(1);
  });

  it('takes a review stamped before the last one as made at the last one', () => {
    const good = practise([Rating.Good]);
    const again = reviewPattern(good, Rating.Good, day(-5));
    expect(again.lastReview).toEqual(good.lastReview);
  });
});

describe('a new occurrence of the mistake', () => {
  it('brings a pattern never practised due the day after', () => {
    expect(recordOccurrence(fresh, day(4))).toMatchObject({
      fsrsState: State.New,
      reps: 0,
      lapses: 0,
      nextReviewDate: day(5),
      reviewInterval: 1,
      isResolved: false,
    });
  });

  it('reopens a resolved pattern, counts a lapse and brings it back the next day', () => {
    const resolved = practise([Rating.Good, Rating.Good, Rating.Good]);
    expect(resolved.isResolved).toBe(true);
    const seen = day(10, resolved.lastReview!);
    const reopened = recordOccurrence(resolved, seen)!;
    expect(reopened).toMatchObject({
      isResolved: false,
      lapses: 1,
      reps: resolved.reps + 1,
      lastRating: Rating.Again,
      lastReview: seen,
      nextReviewDate: day(1, seen),
      reviewInterval: 1,
    });
    expect(reopened.stability).toBeLessThan(resolved.stability);
  });

  it('is ignored by the schedule when it happened before the last practice', () => {
    const good = practise([Rating.Good]);
    expect(recordOccurrence(good, day(-1, good.lastReview!))).toBeNull();
  });
});

describe('mastery', () => {
  it('is 0 before the first review, then the retrievability: 1 right after, falling towards the due date', () => {
    expect(masteryAt(fresh, day(3))).toBe(0);
    const good = practise([Rating.Good]);
    expect(masteryAt(good, good.lastReview!)).toBeCloseTo(1, 5);
    const atDue = masteryAt(good, good.nextReviewDate);
    expect(atDue).toBeGreaterThan(0.85);
    expect(atDue).toBeLessThan(0.95);
    // Two months without practice: below the 0.7 the agenda paints yellow.
    expect(masteryAt(good, day(60, good.lastReview!))).toBeLessThan(0.7);
  });
});
