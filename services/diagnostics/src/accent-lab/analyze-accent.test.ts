import { afterAll, describe, expect, it, vi } from 'vitest';
import { ACCENT_LAB_EXERCISES } from '@juba/contracts/accent-lab';
import { publishJobUpdate } from '@juba/platform/job-updates';
import { codeOf, startTestSubgraph } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import { PHONETIC_MESSAGES } from '../phonetics/messages.ts';
import { completeSession, failSession } from '../phonetics/store.ts';
import { diagnosticsSubgraph } from '../subgraph.ts';
import { diagnosticsTestContext } from '../testing/context.ts';
import { consentingViewer } from '../testing/voice-consent.ts';
import { wavDataUrl } from '../testing/recordings.ts';
import { analyzeAccent } from './analyze-accent.ts';
import { ACCENT_LAB_MESSAGES } from './messages.ts';

const suite = diagnosticsTestContext('accent-lab');
const { db } = suite;
const context = { ...suite.context, jobOutbox: { prefix: suite.prefix, wake: () => {} } };
const { run, stop } = startTestSubgraph<DiagnosticsContext>(diagnosticsSubgraph, context);
afterAll(async () => {
  await stop();
  await suite.close();
});

const ANALYZE = /* GraphQL */ `
  mutation Analyze($exerciseId: ID!, $audio: String!, $targetSounds: [String!]!) { analyzeAccent(exerciseId: $exerciseId, audio: $audio, targetSounds: $targetSounds) { accuracyScore heardSpeech } }
`;
const base64Wav = () => wavDataUrl().split(',')[1]!;
const analyze = (viewer: Viewer, args: Partial<{ exerciseId: string; audio: string; targetSounds: string[] }> = {}) =>
  run(ANALYZE, { exerciseId: 'th-voiceless', audio: base64Wav(), targetSounds: ['θ'], ...args }, viewer);

/** Plays the speech worker: finishes the learner's pending lab session as `finish` says, and announces it. */
async function workerFinishes(viewer: Viewer, finish: (id: string) => Promise<unknown>) {
  const row = await vi.waitFor(async () => db.phoneticSession.findFirstOrThrow({ where: { userId: viewer.userId, status: 'PENDING' } }), {
    timeout: 5000,
    interval: 20,
  });
  await finish(row.id);
  const done = await db.phoneticSession.findUniqueOrThrow({ where: { id: row.id } });
  await publishJobUpdate(suite.redis, { jobId: done.id, userId: done.userId, queue: 'phonetic-analysis', status: done.status, progress: 100, message: null });
  return done;
}

describe('analyzeAccent', () => {
  it('queues the exercise’s word and sound as a lab session and answers its score once the job ends', async () => {
    const viewer = await consentingViewer(db);
    const [result, row] = await Promise.all([
      analyze(viewer),
      workerFinishes(viewer, (id) => completeSession(db, id, { analysis: { accuracyScore: 81.6, heardSpeech: true }, accuracyScore: 82, feedback: null })),
    ]);
    expect(result).toEqual({ data: { analyzeAccent: { accuracyScore: 82, heardSpeech: true } } });
    expect(row).toMatchObject({ kind: 'accentLab', targetText: 'think', exerciseId: 'th-voiceless', targetSound: 'θ' });
    expect(await db.jobOutbox.findUnique({ where: { id: row.id } })).toMatchObject({ queue: 'phonetic-analysis' });
  });

  it('takes a whole data URL too, for every exercise of the lab', async () => {
    for (const exercise of ACCENT_LAB_EXERCISES) {
      const viewer = await consentingViewer(db);
      const [result] = await Promise.all([
        analyze(viewer, { exerciseId: exercise.id, targetSounds: [exercise.targetSound], audio: wavDataUrl() }),
        workerFinishes(viewer, (id) => completeSession(db, id, { analysis: { accuracyScore: 50, heardSpeech: true }, accuracyScore: 50, feedback: null })),
      ]);
      expect(result.data?.analyzeAccent).toEqual({ accuracyScore: 50, heardSpeech: true });
    }
  });

  it('answers the job’s Portuguese message when it failed', async () => {
    const viewer = await consentingViewer(db);
    const [result] = await Promise.all([analyze(viewer), workerFinishes(viewer, (id) => failSession(db, id, PHONETIC_MESSAGES.failed))]);
    expect({ code: codeOf(result), message: result.errors?.[0]?.message }).toEqual({ code: 'UNAVAILABLE', message: PHONETIC_MESSAGES.failed });
  });

  it('gives up waiting with TIMEOUT and a message the learner can act on', async () => {
    const viewer = await consentingViewer(db);
    await expect(analyzeAccent(context, viewer.userId, { exerciseId: 'ae-vowel', audio: base64Wav(), targetSounds: ['æ'] }, 300)).rejects.toMatchObject({
      message: PHONETIC_MESSAGES.timeout,
      extensions: { code: 'TIMEOUT' },
    });
  });

  it.each([
    ['an unknown exercise', { exerciseId: 'th' }, ACCENT_LAB_MESSAGES.unknownExercise(ACCENT_LAB_EXERCISES.map((e) => e.id))],
    ['a sound the exercise does not practise', { targetSounds: ['ð'] }, ACCENT_LAB_MESSAGES.wrongSound('th-voiceless', 'θ')],
    ['no sound at all', { targetSounds: [] }, ACCENT_LAB_MESSAGES.wrongSound('th-voiceless', 'θ')],
  ])('refuses %s before storing anything', async (_, args, message) => {
    const viewer = await consentingViewer(db);
    const result = await analyze(viewer, args);
    expect({ code: codeOf(result), message: result.errors?.[0]?.message }).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await db.phoneticSession.count({ where: { userId: viewer.userId } })).toBe(0);
  });

  it.each([
    ['not base64', 'not base64!'],
    ['base64 of something else', Buffer.from('hello world, not a wav').toString('base64')],
    ['an empty recording', ''],
  ])('refuses %s with the decoder’s message', async (_, audio) => {
    const viewer = await consentingViewer(db);
    const result = await analyze(viewer, { audio });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(await db.phoneticSession.count({ where: { userId: viewer.userId } })).toBe(0);
  });
});
