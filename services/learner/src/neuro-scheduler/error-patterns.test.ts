import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorPatternsReport } from '@juba/contracts/jobs';
import { codeOf, testViewer } from '@juba/platform/testing/subgraph';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';
import { createErrorPatternsJobHandler } from './error-patterns-job.ts';

/** The worker's and the reader's clock. */
const NOW = new Date('2026-08-10T15:00:00Z');
const { db, run: query, stop } = startLearnerSubgraph(NOW);
afterAll(stop);

const handle = createErrorPatternsJobHandler({ db, now: () => NOW });
const run = (data: ErrorPatternsReport) => handle({ id: data.reportId, data });

const PATTERNS =
  'query { errorPatterns { id errorType specificError correctForm occurrenceCount lastOccurrence masteryLevel nextReviewDate reviewInterval contextExamples isResolved stability lapses reviews } }';
const patternsOf = async (userId: string) => (await query(PATTERNS, {}, testViewer({ userId }))).data?.errorPatterns;

const years = { errorType: 'grammar' as const, specificError: 'I have 25 years', correctForm: 'I am 25 years old' };

function report(userId: string, occurredAt: string, patterns: ErrorPatternsReport['patterns']): ErrorPatternsReport {
  return { reportId: `conversation-${randomUUID()}`, userId, patterns, occurredAt };
}

describe('error patterns reported on the learner-activity queue', () => {
  it('turns a new mistake into a pattern due for review the next day', async () => {
    const userId = randomUUID();
    await run(report(userId, '2026-08-09T12:00:00Z', [{ ...years, context: 'Hi, I have 25 years and I live in Recife.' }]));

    expect(await patternsOf(userId)).toEqual([
      {
        id: expect.any(String),
        ...years,
        occurrenceCount: 1,
        lastOccurrence: '2026-08-09T12:00:00.000Z',
        masteryLevel: 0,
        nextReviewDate: '2026-08-10T12:00:00.000Z',
        reviewInterval: 1,
        contextExamples: ['Hi, I have 25 years and I live in Recife.'],
        isResolved: false,
        stability: 0,
        lapses: 0,
        reviews: 0,
      },
    ]);
  });

  it('counts the same mistake again, however it is spelt, and sends it back to review', async () => {
    const userId = randomUUID();
    await run(report(userId, '2026-08-01T12:00:00Z', [{ ...years, context: 'first' }]));
    // As if the learner had practised it since (the FSRS card of three good reviews): resolved, 30 days out.
    await db.errorPattern.updateMany({
      where: { userId },
      data: {
        fsrsState: 2,
        stability: 30,
        difficulty: 2,
        reps: 3,
        lastReview: new Date('2026-08-02T12:00:00Z'),
        lastRating: 3,
        reviewInterval: 30,
        isResolved: true,
      },
    });

    await run(report(userId, '2026-08-05T12:00:00Z', [{ ...years, specificError: '  i HAVE   25 years. ', context: 'second' }]));

    expect(await patternsOf(userId)).toEqual([
      expect.objectContaining({
        specificError: 'I have 25 years',
        occurrenceCount: 2,
        lapses: 1,
        reviews: 4,
        reviewInterval: 1,
        isResolved: false,
        lastOccurrence: '2026-08-05T12:00:00.000Z',
        nextReviewDate: '2026-08-06T12:00:00.000Z',
        contextExamples: ['second', 'first'],
      }),
    ]);
  });

  it('keeps the five newest contexts and tells types apart', async () => {
    const userId = randomUUID();
    for (let i = 1; i <= 7; i++) await run(report(userId, `2026-08-0${i}T12:00:00Z`, [{ ...years, context: `context ${i}` }]));
    await run(report(userId, '2026-08-08T12:00:00Z', [{ ...years, errorType: 'vocabulary' }]));

    const [vocabulary, grammar] = await patternsOf(userId);
    expect(grammar).toMatchObject({
      errorType: 'grammar',
      occurrenceCount: 7,
      masteryLevel: 0,
      lapses: 0,
      contextExamples: ['context 7', 'context 6', 'context 5', 'context 4', 'context 3'],
    });
    expect(vocabulary).toMatchObject({ errorType: 'vocabulary', occurrenceCount: 1, contextExamples: [] });
  });

  it('lists the most recently seen first', async () => {
    const userId = randomUUID();
    await run(report(userId, '2026-08-03T12:00:00Z', [{ errorType: 'pronunciation', specificError: 'tink', correctForm: 'think' }]));
    await run(report(userId, '2026-08-04T12:00:00Z', [years]));
    await run(report(userId, '2026-08-02T12:00:00Z', [{ errorType: 'vocabulary', specificError: 'actually (atualmente)', correctForm: 'currently' }]));

    expect((await patternsOf(userId)).map((p: { specificError: string }) => p.specificError)).toEqual(['I have 25 years', 'tink', 'actually (atualmente)']);
  });

  it('does not let a late report move the latest occurrence back', async () => {
    const userId = randomUUID();
    await run(report(userId, '2026-08-06T12:00:00Z', [{ ...years, context: 'newer' }]));
    await run(report(userId, '2026-08-02T12:00:00Z', [{ ...years, correctForm: 'I am 25', context: 'older' }]));

    expect(await patternsOf(userId)).toEqual([
      expect.objectContaining({
        occurrenceCount: 2,
        correctForm: years.correctForm,
        lastOccurrence: '2026-08-06T12:00:00.000Z',
        contextExamples: ['newer', 'older'],
      }),
    ]);
  });

  it('applies a retried or duplicated report once, also when workers take it at the same time', async () => {
    const userId = randomUUID();
    const once = report(userId, '2026-08-09T12:00:00Z', [years]);

    expect(await run(once)).toEqual({ reportId: once.reportId, recorded: true });
    expect(await run(once)).toEqual({ reportId: once.reportId, recorded: false });
    const others = [report(userId, '2026-08-09T13:00:00Z', [years]), report(userId, '2026-08-09T14:00:00Z', [years])];
    await Promise.all([...others.map(run), run({ ...once })]);

    expect(await patternsOf(userId)).toEqual([expect.objectContaining({ occurrenceCount: 3 })]);
  });

  it('schedules a report stamped in the future from now', async () => {
    const userId = randomUUID();
    await run(report(userId, '2026-09-01T12:00:00Z', [years]));
    expect(await patternsOf(userId)).toEqual([expect.objectContaining({ lastOccurrence: NOW.toISOString(), nextReviewDate: '2026-08-11T15:00:00.000Z' })]);
  });

  it('fails a malformed report at once, without retries', async () => {
    const userId = randomUUID();
    const bad = [
      { reportId: 'r1', userId, patterns: [], occurredAt: NOW.toISOString() },
      { reportId: 'r2', userId, patterns: [{ ...years, errorType: 'spelling' }], occurredAt: NOW.toISOString() },
      { reportId: 'r3', userId, patterns: [{ ...years, specificError: '   ' }], occurredAt: NOW.toISOString() },
      { reportId: 'bad:id', userId, patterns: [years], occurredAt: NOW.toISOString() },
    ];
    for (const data of bad) {
      const failure = handle({ id: data.reportId, data });
      await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
      await expect(failure).rejects.toThrow(/invalid error patterns payload/);
    }
    const other = report(userId, NOW.toISOString(), [years]);
    await expect(handle({ id: 'another-id', data: other })).rejects.toThrow(/the job id must be the report id/);
    expect(await patternsOf(userId)).toEqual([]);
  });

  it('shows patterns only to the signed-in learner', async () => {
    expect(codeOf(await query(PATTERNS, {}, null))).toBe('UNAUTHENTICATED');
  });
});
