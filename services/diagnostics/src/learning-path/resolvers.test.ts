import { once } from 'node:events';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createActivityRecorder } from '@juba/platform/activity';
import { QUEUES } from '@juba/contracts/jobs';
import { redisForProducer } from '@juba/platform/redis';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import { diagnosticsSubgraph } from '../subgraph.ts';
import { diagnosticsTestContext } from '../testing/context.ts';
import { completeDiagnostic } from './complete.ts';

const suite = diagnosticsTestContext('diagnostics-resolvers');
const { db, prefix } = suite;
const inspect = new Queue(QUEUES.learnerActivity, { connection: suite.redis, prefix });

const { run, stop } = startTestSubgraph<DiagnosticsContext>(diagnosticsSubgraph, suite.context);

afterAll(async () => {
  await stop();
  await inspect.obliterate({ force: true });
  await inspect.close();
  await suite.close();
});

const QUESTIONS = /* GraphQL */ `
  query Questions {
    learningPathQuestions { id moduleType difficulty prerequisiteIds question options correctAnswer explanation points unlocks }
  }
`;
const COMPLETE = /* GraphQL */ `
  mutation Complete($input: CompleteDiagnosticInput!) {
    completeDiagnostic(input: $input) { attemptCount isBlocked message diagnostic { masteryByModule currentLevel strengthAreas weaknessAreas } }
  }
`;
const STATUS = /* GraphQL */ `
  query Status { diagnosticStatus { isBlocked attemptCount hasCompleted diagnostic { masteryByModule currentLevel strengthAreas weaknessAreas } } }
`;

const mastery = { phonetics: 82, grammar: 55, vocabulary: 64, cultural: 71, listening: 82, speaking: 69, assessment: 100, mastery: 68 };
const completion = (overrides: Record<string, unknown> = {}) => ({
  totalPoints: 150,
  answeredQuestions: 26,
  currentLevel: 'advanced',
  masteryByModule: mastery,
  completedAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});
const complete = (viewer: Viewer | null, overrides: Record<string, unknown> = {}, context: Partial<DiagnosticsContext> = {}) =>
  run(COMPLETE, { input: completion(overrides) }, viewer, context);

const attemptsOf = (viewer: Viewer) => db.diagnosticAttempt.findMany({ where: { userId: viewer.userId }, orderBy: { attemptNumber: 'asc' } });
const queuedFor = async (viewer: Viewer) =>
  (await inspect.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed'])).filter((j) => j.data.userId === viewer.userId);

describe('learningPathQuestions', () => {
  it('answers the 26 placement questions in offering order, each well formed', async () => {
    const result = await run(QUESTIONS, {}, testViewer());
    expect(result.errors).toBeUndefined();
    const questions = result.data!.learningPathQuestions as any[];
    expect(questions).toHaveLength(26);
    expect(questions[0]).toMatchObject({ id: 'lp-01', moduleType: 'assessment', difficulty: 'beginner', prerequisiteIds: [], points: 10 });
    const ids = new Set(questions.map((q) => q.id));
    for (const q of questions) {
      expect(['assessment', 'phonetics', 'grammar', 'vocabulary', 'cultural']).toContain(q.moduleType);
      expect([5, 10, 15, 20]).toContain(q.points);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.correctAnswer).toBeLessThan(q.options.length);
      for (const id of [...q.prerequisiteIds, ...q.unlocks]) expect(ids.has(id)).toBe(true);
    }
  });

  it('refuses a caller who is not signed in', async () => {
    expect(codeOf(await run(QUESTIONS, {}, null))).toBe('UNAUTHENTICATED');
  });
});

describe('completeDiagnostic', () => {
  it('stores attempts 1 and 2, then refuses a third with CONFLICT and changes nothing', async () => {
    const viewer = testViewer();
    const first = await complete(viewer);
    expect(first.errors).toBeUndefined();
    expect(first.data!.completeDiagnostic).toEqual({
      attemptCount: 1,
      isBlocked: false,
      message: 'Diagnóstico salvo. Você tem mais 1 tentativa disponível.',
      diagnostic: { masteryByModule: mastery, currentLevel: 'advanced', strengthAreas: ['fonética', 'cultural'], weaknessAreas: ['gramática'] },
    });

    const second = await complete(viewer, { totalPoints: 200, currentLevel: 'expert', masteryByModule: { ...mastery, grammar: 75 } });
    expect(second.data!.completeDiagnostic).toMatchObject({
      attemptCount: 2,
      isBlocked: true,
      message: 'Diagnóstico salvo. Esta foi sua tentativa final.',
      diagnostic: { currentLevel: 'expert', strengthAreas: ['fonética', 'gramática', 'cultural'], weaknessAreas: [] },
    });

    const third = await complete(viewer, { totalPoints: 10, currentLevel: 'beginner' });
    expect(codeOf(third)).toBe('CONFLICT');
    expect(third.errors?.[0]?.message).toBe('Limite de 2 tentativas atingido.');
    expect(third.data).toBeNull();

    const rows = await attemptsOf(viewer);
    expect(rows.map((r) => [r.attemptNumber, r.totalPoints, r.currentLevel])).toEqual([
      [1, 150, 'advanced'],
      [2, 200, 'expert'],
    ]);
    expect(rows[0]).toMatchObject({ answeredCount: 26, masteryByModule: mastery, strengthAreas: ['fonética', 'cultural'], weaknessAreas: ['gramática'] });
    expect(await queuedFor(viewer)).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous second attempts through', async () => {
    const viewer = testViewer();
    expect((await complete(viewer)).errors).toBeUndefined();
    const results = await Promise.all([complete(viewer), complete(viewer)]);
    expect(results.filter((r) => !r.errors).map((r) => r.data!.completeDiagnostic.attemptCount)).toEqual([2]);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(1);
    expect((await attemptsOf(viewer)).map((r) => r.attemptNumber)).toEqual([1, 2]);
  });

  it('numbers simultaneous first attempts 1 and 2 and refuses the rest', async () => {
    const viewer = testViewer();
    const results = await Promise.all(Array.from({ length: 4 }, () => complete(viewer)));
    expect(
      results
        .filter((r) => !r.errors)
        .map((r) => r.data!.completeDiagnostic.attemptCount)
        .sort(),
    ).toEqual([1, 2]);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(2);
    expect((await attemptsOf(viewer)).map((r) => r.attemptNumber)).toEqual([1, 2]);
  });

  it('keeps each learner’s two attempts to themselves', async () => {
    const ana = testViewer();
    const bruno = testViewer();
    await complete(ana);
    await complete(ana);
    expect(codeOf(await complete(ana))).toBe('CONFLICT');
    expect((await complete(bruno)).data!.completeDiagnostic).toMatchObject({ attemptCount: 1, isBlocked: false });
  });

  it.each([
    ['points above the bank', { totalPoints: 9999 }],
    ['negative points', { totalPoints: -5 }],
    ['27 answered questions', { answeredQuestions: 27 }],
    ['an unknown level', { currentLevel: 'fluent' }],
    ['a level the points cannot reach', { currentLevel: 'expert', totalPoints: 100 }],
    ['mastery with 7 keys', { masteryByModule: { ...mastery, mastery: undefined } }],
    ['mastery with a ninth key', { masteryByModule: { ...mastery, reading: 40 } }],
    ['mastery above 100', { masteryByModule: { ...mastery, phonetics: 140 } }],
    ['mastery as text', { masteryByModule: 'alto' }],
    ['a timestamp that is not ISO', { completedAt: '02/03/2026 14:00' }],
    ['a completion tomorrow', { completedAt: new Date(Date.now() + 24 * 3600_000).toISOString() }],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_, overrides) => {
    const viewer = testViewer();
    const result = await complete(viewer, overrides);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message.length).toBeGreaterThan(10);
    expect(await attemptsOf(viewer)).toEqual([]);
    expect(await queuedFor(viewer)).toEqual([]);
  });

  it('refuses a caller who is not signed in', async () => {
    expect(codeOf(await complete(null))).toBe('UNAUTHENTICATED');
  });

  it('reports the attempt once to the learner-progress API', async () => {
    const viewer = testViewer();
    const completedAt = '2026-03-02T11:58:00-03:00';
    await complete(viewer, { completedAt, answeredQuestions: 25, totalPoints: 150 });
    const [row] = await attemptsOf(viewer);
    const jobs = await queuedFor(viewer);
    expect(jobs.map((j) => j.id)).toEqual([`diagnostic-${row!.id}`]);
    const job = await inspect.getJob(`diagnostic-${row!.id}`);
    expect(job?.name).toBe('diagnostic');
    expect(job?.data).toEqual({
      activityId: `diagnostic-${row!.id}`,
      userId: viewer.userId,
      kind: 'diagnostic',
      title: 'Diagnóstico inicial (tentativa 1 de 2)',
      minutes: 13,
      flowPoints: 150,
      skills: {},
      diagnostic: { level: 'advanced', strengthAreas: ['fonética', 'cultural'], weaknessAreas: ['gramática'] },
      occurredAt: '2026-03-02T14:58:00.000Z',
    });
    expect(job?.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential', delay: 2000 } });

    await complete(viewer);
    const second = (await attemptsOf(viewer))[1]!;
    expect((await inspect.getJob(`diagnostic-${second.id}`))?.data.title).toBe('Diagnóstico inicial (tentativa 2 de 2)');
  });

  it('still saves the attempt when Redis cannot take the activity, and logs why', async () => {
    const viewer = testViewer();
    const closedRedis = redisForProducer(process.env.REDIS_URL!);
    await once(closedRedis, 'ready');
    await closedRedis.quit();
    const offline = createActivityRecorder(closedRedis, { prefix });
    const logged: unknown[][] = [];

    const result = await completeDiagnostic({ db, activity: offline, log: { error: (...args) => logged.push(args) } }, viewer.userId, completion());
    expect(result).toMatchObject({ attemptCount: 1, isBlocked: false });
    const rows = await attemptsOf(viewer);
    expect(rows).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toContain(`diagnostic attempt ${rows[0]!.id}`);
    expect(await queuedFor(viewer)).toEqual([]);
  });

  it('does not let a Redis that never answers hold the save', async () => {
    const viewer = testViewer();
    const logged: unknown[][] = [];
    const hanging = { record: () => new Promise<void>(() => {}) };
    const result = await completeDiagnostic(
      { db, activity: hanging, activityTimeoutMs: 50, log: { error: (...args) => logged.push(args) } },
      viewer.userId,
      completion(),
    );
    expect(result.attemptCount).toBe(1);
    expect(String(logged[0]![1])).toContain('took longer than 50 ms');
  });
});

describe('diagnosticStatus', () => {
  it('follows the attempts: none, one, then blocked with the latest result', async () => {
    const viewer = testViewer();
    expect((await run(STATUS, {}, viewer)).data!.diagnosticStatus).toEqual({ isBlocked: false, attemptCount: 0, hasCompleted: false, diagnostic: null });

    await complete(viewer, { currentLevel: 'intermediate', totalPoints: 90 });
    expect((await run(STATUS, {}, viewer)).data!.diagnosticStatus).toMatchObject({
      isBlocked: false,
      attemptCount: 1,
      hasCompleted: true,
      diagnostic: { currentLevel: 'intermediate', masteryByModule: mastery },
    });

    await complete(viewer, { currentLevel: 'advanced', masteryByModule: { ...mastery, vocabulary: 30 } });
    expect((await run(STATUS, {}, viewer)).data!.diagnosticStatus).toMatchObject({
      isBlocked: true,
      attemptCount: 2,
      hasCompleted: true,
      diagnostic: { currentLevel: 'advanced', strengthAreas: ['fonética', 'cultural'], weaknessAreas: ['gramática', 'vocabulário'] },
    });

    await complete(viewer, { currentLevel: 'beginner', totalPoints: 0 });
    expect((await run(STATUS, {}, viewer)).data!.diagnosticStatus).toMatchObject({ attemptCount: 2, diagnostic: { currentLevel: 'advanced' } });
  });

  it('refuses a caller who is not signed in', async () => {
    expect(codeOf(await run(STATUS, {}, null))).toBe('UNAUTHENTICATED');
  });
});
