import { afterAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import { diagnosticsSubgraph } from '../subgraph.ts';
import { diagnosticsTestContext } from '../testing/context.ts';
import { consentingViewer } from '../testing/voice-consent.ts';
import { wavDataUrl } from '../testing/recordings.ts';
import { PHONETIC_MESSAGES } from './messages.ts';
import { completeSession, MAX_ACTIVE_ANALYSES } from './store.ts';

const suite = diagnosticsTestContext('phonetics-resolvers');
const { db } = suite;
// No relay: these tests look at what a request leaves in the outbox.
const { run, stop } = startTestSubgraph<DiagnosticsContext>(diagnosticsSubgraph, { ...suite.context, jobOutbox: { prefix: suite.prefix, wake: () => {} } });
afterAll(async () => {
  await stop();
  await suite.close();
});

const REQUEST = /* GraphQL */ `
  mutation Request($audioData: String!, $targetText: String!) {
    requestPhoneticAnalysis(audioData: $audioData, targetText: $targetText) { id status progress message error targetText accuracyScore feedback analysis { accuracyScore } }
  }
`;
const SUB_SCORE_FIELDS = 'fluency { score advice } completeness { score advice } prosody { score advice }';
const SESSION = /* GraphQL */ `
  query Session($id: ID!) {
    phoneticSession(id: $id) { id status targetText accuracyScore feedback analysis { accuracyScore targetText transcription detailedAnalysis { overallFeedback specificMistakes { word issue suggestion } strengths } subScores { ${SUB_SCORE_FIELDS} } } }
  }
`;
const SESSIONS = /* GraphQL */ `query Sessions { phoneticSessions { id createdAt accuracyScore targetText feedback } }`;
const EXERCISES = /* GraphQL */ `query Exercises { phoneticExercises { id title difficulty description targetSounds sampleText } }`;

const request = (viewer: Viewer | null, targetText: string, audioData = wavDataUrl()) => run(REQUEST, { audioData, targetText }, viewer);
const rowsOf = (viewer: Viewer) => db.phoneticSession.findMany({ where: { userId: viewer.userId } });

/** As the scorer wrote it before it gave sub-scores: no subScores key at all. */
const ANALYSIS = {
  heardSpeech: true,
  accuracyScore: 72.4,
  transcription: 'i fink so',
  overallFeedback: 'Boa leitura; cuidado com o th.',
  mistakes: [
    {
      word: 'think',
      heard: 'fink',
      kind: 'substitution',
      rule: 'th-f',
      issue: 'Você disse *fink*',
      suggestion: 'Coloque a língua entre os dentes para *think*.',
    },
  ],
  strengths: ['Ritmo natural'],
};
const SUB_SCORES = {
  fluency: { score: 64.4, advice: 'Leia sem pausas no meio da frase.' },
  completeness: { score: 100, advice: 'Você leu todas as palavras: continue assim.' },
  prosody: { score: 58.5, advice: 'Acentue as palavras importantes da frase.' },
};

describe('requestPhoneticAnalysis', () => {
  it('stores a PENDING session, its recording and its outbox entry, and answers with the session', async () => {
    const viewer = await consentingViewer(db);
    const result = await request(viewer, '  I think\nso.  ');
    expect(result.errors).toBeUndefined();
    const session = result.data!.requestPhoneticAnalysis;
    expect(session).toMatchObject({
      status: 'PENDING',
      progress: 0,
      message: PHONETIC_MESSAGES.queued,
      error: null,
      targetText: 'I think so.',
      accuracyScore: null,
      analysis: null,
    });
    const audio = await db.phoneticAudio.findUniqueOrThrow({ where: { sessionId: session.id } });
    expect(audio.pcm16k.byteLength).toBe(16000 * 2);
    expect(await db.jobOutbox.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      queue: QUEUES.phoneticAnalysis,
      prefix: suite.prefix,
      payload: { sessionId: session.id, userId: viewer.userId },
    });
  });

  it.each([
    ['empty text', '   ', PHONETIC_MESSAGES.emptyText],
    ['text over 500 characters', 'a'.repeat(501), PHONETIC_MESSAGES.textTooLong(500)],
    ['a control character', 'I think\u0007 so', PHONETIC_MESSAGES.controlCharacters],
    ['text with no word to read', '🦁🦁 !!! ...', PHONETIC_MESSAGES.noWords],
    ['text with more words to read than a recording holds', '999999999999 '.repeat(10), PHONETIC_MESSAGES.tooManyWords(150)],
  ])('refuses %s with a Portuguese message and stores nothing', async (_, text, message) => {
    const viewer = await consentingViewer(db);
    const result = await request(viewer, text);
    expect({ code: codeOf(result), message: result.errors?.[0]?.message }).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await rowsOf(viewer)).toEqual([]);
  });

  it('counts characters, not UTF-16 units: a word and 495 emoji are accepted', async () => {
    expect((await request(await consentingViewer(db), `Lions${'🦁'.repeat(495)}`)).errors).toBeUndefined();
  });

  it.each([
    ['not a data URL', 'hello'],
    ['another audio type', 'data:audio/webm;base64,GkXfow=='],
    ['too short a recording', wavDataUrl({ seconds: 0.1 })],
    ['a truncated file', wavDataUrl().slice(0, 80)],
  ])('refuses %s with the decoder’s message and stores nothing', async (_, audio) => {
    const viewer = await consentingViewer(db);
    const result = await request(viewer, 'I think so.', audio);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(/[áéíóúãõç]|áudio|gravação/i);
    expect(await rowsOf(viewer)).toEqual([]);
  });

  it(`lets a learner have ${MAX_ACTIVE_ANALYSES} analyses in flight, then answers 429 with when to retry`, async () => {
    const viewer = await consentingViewer(db);
    for (let i = 0; i < MAX_ACTIVE_ANALYSES; i++) expect((await request(viewer, `Sentence ${i}`)).errors).toBeUndefined();
    const refused = await request(viewer, 'One too many');
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors![0]).toMatchObject({ message: PHONETIC_MESSAGES.tooManyActive(MAX_ACTIVE_ANALYSES), extensions: { retryAfterSeconds: 5 } });
    expect(await rowsOf(viewer)).toHaveLength(MAX_ACTIVE_ANALYSES);
    // Another learner is not held back.
    expect((await request(await consentingViewer(db), 'Mine')).errors).toBeUndefined();
  });

  it('is for signed-in learners only', async () => {
    expect(codeOf(await request(null, 'I think so.'))).toBe('UNAUTHENTICATED');
  });
});

describe('phoneticSession and phoneticSessions', () => {
  it('show the owner the analysis of a completed session; another learner reads null', async () => {
    const owner = await consentingViewer(db);
    const { id } = (await request(owner, 'I think so.')).data!.requestPhoneticAnalysis;
    await completeSession(db, id, { analysis: ANALYSIS, accuracyScore: 72, feedback: ANALYSIS.overallFeedback });

    expect((await run(SESSION, { id }, owner)).data!.phoneticSession).toEqual({
      id,
      status: 'COMPLETED',
      targetText: 'I think so.',
      accuracyScore: 72,
      feedback: ANALYSIS.overallFeedback,
      analysis: {
        accuracyScore: 72,
        targetText: 'I think so.',
        transcription: 'i fink so',
        detailedAnalysis: {
          overallFeedback: ANALYSIS.overallFeedback,
          specificMistakes: [{ word: 'think', issue: 'Você disse *fink*', suggestion: 'Coloque a língua entre os dentes para *think*.' }],
          strengths: ['Ritmo natural'],
        },
        subScores: null,
      },
    });
    expect(await db.phoneticAudio.findUnique({ where: { sessionId: id } })).toBeNull();
    expect((await run(SESSION, { id }, testViewer())).data!.phoneticSession).toBeNull();
    expect((await run(SESSION, { id: 'not-a-uuid' }, owner)).data!.phoneticSession).toBeNull();
  });

  it('show the sub-scores the scorer gave, rounded, with their advice', async () => {
    const owner = await consentingViewer(db);
    const { id } = (await request(owner, 'I think so.')).data!.requestPhoneticAnalysis;
    await completeSession(db, id, { analysis: { ...ANALYSIS, subScores: SUB_SCORES }, accuracyScore: 72, feedback: ANALYSIS.overallFeedback });
    expect((await run(SESSION, { id }, owner)).data!.phoneticSession.analysis.subScores).toEqual({
      fluency: { score: 64, advice: 'Leia sem pausas no meio da frase.' },
      completeness: { score: 100, advice: 'Você leu todas as palavras: continue assim.' },
      prosody: { score: 59, advice: 'Acentue as palavras importantes da frase.' },
    });
  });

  it('lists the owner’s completed sentences only, newest first', async () => {
    const owner = await consentingViewer(db);
    const first = (await request(owner, 'First.')).data!.requestPhoneticAnalysis.id;
    const second = (await request(owner, 'Second.')).data!.requestPhoneticAnalysis.id;
    await request(owner, 'Still pending.');
    await completeSession(db, first, { analysis: ANALYSIS, accuracyScore: 60, feedback: 'f1' });
    await completeSession(db, second, { analysis: ANALYSIS, accuracyScore: 90, feedback: 'f2' });
    const { phoneticSessions } = (await run(SESSIONS, {}, owner)).data!;
    expect(phoneticSessions.map((s: { targetText: string }) => s.targetText)).toEqual(['Second.', 'First.']);
    expect(phoneticSessions[0]).toEqual({ id: second, createdAt: expect.any(String), accuracyScore: 90, targetText: 'Second.', feedback: 'f2' });
    expect((await run(SESSIONS, {}, testViewer())).data!.phoneticSessions).toEqual([]);
  });
});

describe('phoneticExercises', () => {
  it('offers at least six exercises for Brazilian learners, each with its sounds and a text to read', async () => {
    const { phoneticExercises } = (await run(EXERCISES, {}, testViewer())).data!;
    expect(phoneticExercises.length).toBeGreaterThanOrEqual(6);
    expect(new Set(phoneticExercises.map((e: { id: string }) => e.id)).size).toBe(phoneticExercises.length);
    for (const exercise of phoneticExercises) {
      expect(exercise.title, 'title').toMatch(/\S/);
      expect(exercise.difficulty, `${exercise.title}: difficulty`).toMatch(/\S/);
      expect(exercise.description, `${exercise.title}: description`).toMatch(/\S/);
      expect(exercise.targetSounds.length).toBeGreaterThan(0);
      expect(exercise.sampleText.length).toBeLessThanOrEqual(500);
    }
  });
});
