import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic } from '@juba/contracts/linguistic-diagnostic';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import { diagnosticsSubgraph } from '../subgraph.ts';
import { diagnosticsTestContext } from '../testing/context.ts';
import { submitLinguisticDiagnostic } from './submit.ts';

const suite = diagnosticsTestContext('linguistic-diagnostic');
const { db, prefix } = suite;
const inspect = new Queue(QUEUES.learnerActivity, { connection: suite.redis, prefix });
const { run, stop } = startTestSubgraph<DiagnosticsContext>(diagnosticsSubgraph, suite.context);

afterAll(async () => {
  await stop();
  await inspect.obliterate({ force: true });
  await inspect.close();
  await suite.close();
});

const FIELDS =
  'id completedAt diagnosticType testResults { phonetic grammatical falseFriends overall answers { questionId selectedAnswer } } interferencePatterns strengthAreas weaknessAreas recommendedFocus';
const SUBMIT = `mutation Submit($input: LinguisticDiagnosticInput!) { submitLinguisticDiagnostic(input: $input) { ${FIELDS} } }`;
const LATEST = `query Latest { linguisticDiagnostic { ${FIELDS} } }`;

/** One wrong answer, on the /θ/ question. */
const submission = scoreLinguisticDiagnostic(
  LINGUISTIC_QUESTIONS.map((q) => ({ questionId: q.id, selectedAnswer: q.id === 'th-three' ? 0 : q.correctAnswer })),
);
const rowsOf = (viewer: Viewer) => db.linguisticDiagnostic.count({ where: { userId: viewer.userId } });
const queuedFor = async (viewer: Viewer) =>
  (await inspect.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed'])).filter((j) => j.data.userId === viewer.userId);

describe('submitLinguisticDiagnostic', () => {
  it("stores the server's scoring, answers it, shows it as the latest and reports it to the learner's progress and profile", async () => {
    const viewer = testViewer();
    const result = await run(SUBMIT, { input: submission }, viewer);
    expect(result.errors).toBeUndefined();
    const stored = result.data!.submitLinguisticDiagnostic as Record<string, unknown>;
    expect(stored).toMatchObject({
      diagnosticType: 'comprehensive',
      testResults: { phonetic: 50, grammatical: 100, falseFriends: 100, overall: 83, answers: submission.testResults.answers },
      interferencePatterns: [LINGUISTIC_QUESTIONS[0]!.interference],
      strengthAreas: ['gramática', 'falsos cognatos'],
      weaknessAreas: ['fonética'],
      recommendedFocus: 'pronuncia',
    });

    expect((await run(LATEST, {}, viewer)).data!.linguisticDiagnostic).toEqual(stored);
    const [job, ...others] = await queuedFor(viewer);
    expect(others).toEqual([]);
    expect(job!.name).toBe('diagnostic');
    expect(job!.data).toMatchObject({
      activityId: `linguistic-diagnostic-${stored.id}`,
      kind: 'diagnostic',
      title: 'Diagnóstico linguístico',
      minutes: 5,
      flowPoints: 50,
      linguisticDiagnostic: { strengthAreas: ['gramática', 'falsos cognatos'], weaknessAreas: ['fonética'] },
    });
  });

  it('answers the newest of several runs, and nothing for a learner who has none', async () => {
    const viewer = testViewer();
    expect((await run(LATEST, {}, viewer)).data!.linguisticDiagnostic).toBeNull();
    await run(SUBMIT, { input: submission }, viewer);
    const perfect = scoreLinguisticDiagnostic(LINGUISTIC_QUESTIONS.map((q) => ({ questionId: q.id, selectedAnswer: q.correctAnswer })));
    await run(SUBMIT, { input: perfect }, viewer);

    expect((await run(LATEST, {}, viewer)).data!.linguisticDiagnostic).toMatchObject({ testResults: { overall: 100 }, weaknessAreas: [] });
    expect((await run(LATEST, {}, testViewer())).data!.linguisticDiagnostic).toBeNull();
  });

  it('refuses an inconsistent or malformed submission with BAD_USER_INPUT, storing and reporting nothing', async () => {
    const viewer = testViewer();
    const bad = [
      { ...submission, testResults: { ...submission.testResults, phonetic: 100, overall: 100 } },
      { ...submission, weaknessAreas: [] },
      { ...submission, testResults: { ...submission.testResults, answers: submission.testResults.answers.slice(1) } },
      { ...submission, diagnosticType: 'quick' },
    ];
    for (const input of bad) expect(codeOf(await run(SUBMIT, { input }, viewer))).toBe('BAD_USER_INPUT');

    expect(await rowsOf(viewer)).toBe(0);
    expect(await queuedFor(viewer)).toEqual([]);
  });

  it('refuses a caller who is not signed in', async () => {
    expect(codeOf(await run(SUBMIT, { input: submission }, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(LATEST, {}, null))).toBe('UNAUTHENTICATED');
  });

  it('keeps the result when Redis cannot take the report, and logs it', async () => {
    const viewer = testViewer();
    const logged: unknown[][] = [];
    const offline = { record: () => Promise.reject(new Error('Connection is closed.')) };
    const result = await submitLinguisticDiagnostic({ db, activity: offline, log: { error: (...args) => logged.push(args) } }, viewer.userId, submission);

    expect(result.weaknessAreas).toEqual(['fonética']);
    expect(await rowsOf(viewer)).toBe(1);
    expect(String(logged[0]![0])).toBe(`linguistic diagnostic ${result.id}: stored, but its learner activity could not be queued:`);
  });
});
