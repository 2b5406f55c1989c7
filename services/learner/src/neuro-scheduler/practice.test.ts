import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf, testViewer } from '@juba/platform/testing/subgraph';
import { createErrorPatternsJobHandler } from './error-patterns-job.ts';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';
import { SCHEDULER_MESSAGES } from './practice.ts';

const NOW = new Date('2026-08-10T15:00:00Z');
const { db, run: query, stop } = startLearnerSubgraph(NOW);
afterAll(stop);
const report = createErrorPatternsJobHandler({ db, now: () => NOW });

const PATTERNS = `query { errorPatterns { id specificError masteryLevel nextReviewDate reviewInterval isResolved stability lapses reviews
  practiceExercises { id type instruction prompt blanks choices spoken } } }`;
const PRACTICE = `mutation ($input: ErrorPatternPracticeInput!) { practiceErrorPattern(input: $input) {
  rating correct total flowPoints results { exerciseId correct expected }
  pattern { id masteryLevel nextReviewDate reviewInterval isResolved stability reviews } } }`;
const PROGRESS = 'query { progress { totalMinutes flowPoints recentActivity { title minutes flowPoints } } }';

interface Exercise {
  id: string;
  type: string;
  prompt: string;
  blanks: number;
  choices: string[];
  spoken: string | null;
}
interface Pattern {
  id: string;
  practiceExercises: Exercise[];
  [field: string]: unknown;
}

/** A learner who said "I have 25 years" to the tutor yesterday. */
async function learnerWithMistake() {
  const userId = randomUUID();
  const data = {
    reportId: `conversation-${randomUUID()}`,
    userId,
    patterns: [
      {
        errorType: 'grammar' as const,
        specificError: 'I have 25 years',
        correctForm: 'I am 25 years old',
        context: 'Hi, I have 25 years and I live in Recife.',
      },
    ],
    occurredAt: '2026-08-09T18:00:00Z',
  };
  await report({ id: data.reportId, data });
  const viewer = testViewer({ userId });
  const patterns = (await query(PATTERNS, {}, viewer)).data!.errorPatterns as Pattern[];
  return { userId, viewer, pattern: patterns[0]! };
}

const answersFor = (pattern: Pattern, right: boolean) =>
  pattern.practiceExercises.map((e) => ({ exerciseId: e.id, answers: right ? ['am', 'old'] : ['have', 'years'] }));

const practice = (pattern: Pattern, answers: { exerciseId: string; answers: string[] }[], overrides: Record<string, unknown> = {}) => ({
  input: { practiceId: randomUUID(), patternId: pattern.id, seconds: 95, answers, ...overrides },
});

describe('practising an error pattern in the scheduler', () => {
  it('lists the pattern with its exercises, made from its right form and the learner sentence', async () => {
    const { pattern } = await learnerWithMistake();
    expect(pattern).toMatchObject({
      masteryLevel: 0,
      nextReviewDate: '2026-08-10T18:00:00.000Z',
      reviewInterval: 1,
      isResolved: false,
      stability: 0,
      reviews: 0,
    });
    expect(pattern.practiceExercises).toEqual([
      {
        id: expect.stringMatching(/^fill_blank-/),
        type: 'fill_blank',
        instruction: 'Complete com a forma correta.',
        prompt: 'Hi, I ___ 25 years ___ and I live in Recife.',
        blanks: 2,
        choices: [],
        spoken: null,
      },
    ]);
  });

  it('grades all right as Good, moves the review three days out, and records the practice on the progress', async () => {
    const { viewer, pattern } = await learnerWithMistake();
    const result = await query(PRACTICE, practice(pattern, answersFor(pattern, true)), viewer);
    expect(result.errors).toBeUndefined();
    expect(result.data!.practiceErrorPattern).toEqual({
      rating: 'good',
      correct: 1,
      total: 1,
      flowPoints: 10,
      results: [{ exerciseId: pattern.practiceExercises[0]!.id, correct: true, expected: ['am', 'old'] }],
      pattern: {
        id: pattern.id,
        masteryLevel: 1,
        nextReviewDate: '2026-08-13T15:00:00.000Z',
        reviewInterval: 3,
        isResolved: false,
        stability: expect.any(Number),
        reviews: 1,
      },
    });
    expect((await query(PROGRESS, {}, viewer)).data!.progress).toMatchObject({
      totalMinutes: 2,
      flowPoints: 10,
      recentActivity: [{ title: 'Neuro-Agendador: revisão de erro', minutes: 2, flowPoints: 10 }],
    });
  });

  it('grades mostly wrong as Again and keeps the pattern due the next day', async () => {
    const { viewer, pattern } = await learnerWithMistake();
    const result = (await query(PRACTICE, practice(pattern, answersFor(pattern, false)), viewer)).data!.practiceErrorPattern;
    expect(result).toMatchObject({
      rating: 'again',
      correct: 0,
      results: [{ correct: false, expected: ['am', 'old'] }],
      pattern: { nextReviewDate: '2026-08-11T15:00:00.000Z', reviewInterval: 1 },
    });
  });

  it('resolves the pattern after good practices at each due date, and a new occurrence reopens it', async () => {
    const { userId, viewer, pattern } = await learnerWithMistake();
    let at = NOW;
    let reviewed: { isResolved: boolean; nextReviewDate: string } = { isResolved: false, nextReviewDate: NOW.toISOString() };
    for (let i = 0; i < 3 && !reviewed.isResolved; i++) {
      at = new Date(reviewed.nextReviewDate);
      reviewed = (await query(PRACTICE, practice(pattern, answersFor(pattern, true)), viewer, at)).data!.practiceErrorPattern.pattern;
    }
    expect(reviewed.isResolved).toBe(true);

    const later = new Date(at.getTime() + 5 * 24 * 3600 * 1000);
    const again = {
      reportId: `conversation-${randomUUID()}`,
      userId,
      patterns: [{ errorType: 'grammar' as const, specificError: 'I have 25 years', correctForm: 'I am 25 years old' }],
      occurredAt: later.toISOString(),
    };
    await createErrorPatternsJobHandler({ db, now: () => later })({ id: again.reportId, data: again });
    const [reopened] = (await query(PATTERNS, {}, viewer, later)).data!.errorPatterns as Pattern[];
    expect(reopened).toMatchObject({ isResolved: false, lapses: 1, reviewInterval: 1 });
  });

  it('answers a practice sent twice with the first grading and records it once', async () => {
    const { viewer, pattern } = await learnerWithMistake();
    const once = practice(pattern, answersFor(pattern, true));
    const first = (await query(PRACTICE, once, viewer)).data!.practiceErrorPattern;
    const second = (await query(PRACTICE, { input: { ...once.input, answers: answersFor(pattern, false) } }, viewer)).data!.practiceErrorPattern;
    expect(second).toEqual(first);
    expect((await query(PROGRESS, {}, viewer)).data!.progress.flowPoints).toBe(10);
  });

  it("finds no other learner's pattern and writes nothing", async () => {
    const { pattern } = await learnerWithMistake();
    const intruder = testViewer({ userId: randomUUID() });
    const result = await query(PRACTICE, practice(pattern, answersFor(pattern, true)), intruder);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe(SCHEDULER_MESSAGES.notFound);
    expect(await db.errorPattern.findUniqueOrThrow({ where: { id: pattern.id } })).toMatchObject({ reps: 0 });
    expect((await query(PROGRESS, {}, intruder)).data!.progress.flowPoints).toBe(0);
  });

  it('refuses input no panel sends with a 400 in Portuguese, writing nothing', async () => {
    const { userId, viewer, pattern } = await learnerWithMistake();
    const right = answersFor(pattern, true);
    const refusals: [Record<string, unknown>, string][] = [
      [{ practiceId: 'not-a-uuid' }, SCHEDULER_MESSAGES.practiceId],
      [{ patternId: 'x' }, SCHEDULER_MESSAGES.patternId],
      [{ seconds: 0 }, SCHEDULER_MESSAGES.seconds],
      [{ seconds: 3601 }, SCHEDULER_MESSAGES.seconds],
      [{ answers: [] }, SCHEDULER_MESSAGES.answers],
      [{ answers: [{ exerciseId: right[0]!.exerciseId, answers: ['am', 'o\u0000ld'] }] }, SCHEDULER_MESSAGES.answerText],
      [{ answers: [{ exerciseId: right[0]!.exerciseId, answers: ['am', 'x'.repeat(201)] }] }, SCHEDULER_MESSAGES.answerText],
      [{ answers: [{ exerciseId: 'fill_blank-unknown', answers: ['am', 'old'] }] }, SCHEDULER_MESSAGES.exercisesChanged],
      [{ answers: [...right, ...right] }, SCHEDULER_MESSAGES.exercisesChanged],
      [{ answers: [{ exerciseId: right[0]!.exerciseId, answers: ['am'] }] }, SCHEDULER_MESSAGES.blanks(2)],
    ];
    for (const [overrides, message] of refusals) {
      const result = await query(PRACTICE, practice(pattern, right, overrides), viewer);
      expect(codeOf(result), message).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toBe(message);
    }
    expect(await db.errorPatternReview.count({ where: { userId } })).toBe(0);
    expect(await db.errorPattern.findUniqueOrThrow({ where: { id: pattern.id } })).toMatchObject({ reps: 0 });
    expect((await query(PROGRESS, {}, viewer)).data!.progress.flowPoints).toBe(0);
  });

  it('asks who practises', async () => {
    const { pattern } = await learnerWithMistake();
    expect(codeOf(await query(PRACTICE, practice(pattern, answersFor(pattern, true)), null))).toBe('UNAUTHENTICATED');
  });
});
