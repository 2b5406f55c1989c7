import { fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

/**
 * The error scheduler's use of FSRS (ts-fsrs): each error pattern is one
 * card. Pure functions of the stored card state and a clock passed in.
 *
 * Short-term steps are off: a learner practises a pattern once per visit,
 * so every review is scheduled in whole days (Again is 1 day, Hard 2, Good 3
 * on a new card) and the next review leaves the urgent list unless the
 * learner got it mostly wrong. Fuzz is off so the same answers on the same
 * day always give the same date.
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

/** A pattern is resolved once the scheduler expects the learner to remember it for this many days (stability). */
export const RESOLVED_STABILITY_DAYS = 21;

/** A mistake seen again in use comes back to review the next day, whatever the scheduler had planned. */
const REVIEW_DAYS_AFTER_MISTAKE = 1;

const DAY_MS = 24 * 3600 * 1000;

/** The FSRS columns of an ErrorPattern row. */
export interface CardState {
  fsrsState: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
  /** The rating of the latest review or occurrence, null before the first review. */
  lastRating: number | null;
  nextReviewDate: Date;
  reviewInterval: number;
}

export const NEW_CARD = { fsrsState: State.New, stability: 0, difficulty: 0, reps: 0, lapses: 0, lastReview: null, lastRating: null } as const;

/** Only the card's columns of a row (which holds more). */
const cardOf = (row: CardState): CardState => ({
  fsrsState: row.fsrsState,
  stability: row.stability,
  difficulty: row.difficulty,
  reps: row.reps,
  lapses: row.lapses,
  lastReview: row.lastReview,
  lastRating: row.lastRating,
  nextReviewDate: row.nextReviewDate,
  reviewInterval: row.reviewInterval,
});

function toCard(state: CardState): Card {
  return {
    due: state.nextReviewDate,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.reviewInterval,
    learning_steps: 0,
    reps: state.reps,
    lapses: state.lapses,
    state: state.fsrsState as State,
    last_review: state.lastReview ?? undefined,
  };
}

function fromCard(card: Card, rating: Grade): CardState {
  return {
    fsrsState: card.state,
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? null,
    lastRating: rating,
    nextReviewDate: card.due,
    reviewInterval: card.scheduled_days,
  };
}

/** What the learner answered in the practice panel. */
export interface PracticeScore {
  correct: number;
  total: number;
}

/**
 * The review's rating from the panel's answers:
 * - Again: fewer than half of the exercises right;
 * - Hard: half or more, but not all;
 * - Good: all right;
 * - Easy: all right, and the previous review was Good or Easy too (a second
 *   clean run in a row, with no new occurrence of the mistake in between).
 */
export function gradePractice(score: PracticeScore, lastRating: number | null): Grade {
  if (score.total <= 0 || score.correct * 2 < score.total) return Rating.Again;
  if (score.correct < score.total) return Rating.Hard;
  return lastRating === Rating.Good || lastRating === Rating.Easy ? Rating.Easy : Rating.Good;
}

/** Reviews a pattern: the scheduler's next date, interval and memory state, and whether it is now resolved. */
export function reviewPattern(state: CardState, rating: Grade, now: Date): CardState & { isResolved: boolean } {
  // A review stamped before the last one (a clock gone back) is taken as made at the last one.
  const at = state.lastReview && state.lastReview > now ? state.lastReview : now;
  const next = fromCard(scheduler.next(toCard(state), at, rating).card, rating);
  return { ...next, isResolved: next.stability >= RESOLVED_STABILITY_DAYS };
}

/**
 * A new occurrence of the mistake, seen at `occurredAt`. A pattern never
 * practised just comes due the day after. One already practised failed in
 * real use: FSRS is told Again (a lapse, which lowers its stability), the
 * pattern reopens if it was resolved, and it is due the next day. An
 * occurrence older than the last practice changes nothing: the practice is
 * the newer evidence.
 */
export function recordOccurrence(state: CardState, occurredAt: Date): (CardState & { isResolved: false }) | null {
  const dueNextDay = { nextReviewDate: new Date(occurredAt.getTime() + REVIEW_DAYS_AFTER_MISTAKE * DAY_MS), reviewInterval: REVIEW_DAYS_AFTER_MISTAKE };
  if (state.fsrsState === State.New) return { ...cardOf(state), ...dueNextDay, isResolved: false };
  if (state.lastReview && occurredAt <= state.lastReview) return null;
  const lapsed = fromCard(scheduler.next(toCard(state), occurredAt, Rating.Again).card, Rating.Again);
  return { ...lapsed, ...dueNextDay, isResolved: false };
}

/** A mistake seen for the first time: a new card, due the day after. */
export const firstOccurrence = (occurredAt: Date) => recordOccurrence({ ...NEW_CARD, nextReviewDate: occurredAt, reviewInterval: 0 }, occurredAt)!;

/** The mastery shown: the card's retrievability now (0 before its first review). */
export function masteryAt(state: CardState, now: Date): number {
  const card = toCard(state);
  if (card.state === State.New || !card.last_review) return 0;
  return scheduler.get_retrievability(card, card.last_review > now ? card.last_review : now, false);
}
