import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiagnosticsDb } from '@juba/diagnostics/db';
import { buildWav } from '@juba/speech/testing/wav-builder';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';
import { grantVoiceConsent } from '../testing/voice-consent.ts';

// No speech worker runs here: jobs stay queued, so a row that waits for one answers 504 (workers/src/phonetic-analysis.test.ts runs them).
const prefix = `test-rest-phonetics-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix });

let stack: Stack;
const db = createDiagnosticsDb(process.env.DATABASE_URL!);
beforeAll(async () => {
  stack = await startStack({ REST_JOB_TIMEOUT_MS: '400' });
});
afterAll(async () => {
  await stack?.close();
  await db.$disconnect();
});

const wav = (seconds = 1) => Buffer.from(buildWav({ seconds })).toString('base64');
/** A learner who accepted the voice notice, as every recording needs. */
async function signedIn() {
  const userId = `phon-${randomUUID()}`;
  const token = await stack.issuer.token({ sub: userId });
  await grantVoiceConsent(stack, token);
  return { userId, token };
}

describe('GET /api/phonetic-exercises and /api/phonetic-sessions', () => {
  it('list the exercises and the learner’s sessions (none yet) in the spec’s shapes', async () => {
    const { token } = await signedIn();
    const exercises = await restRequest(stack, 'GET', '/api/phonetic-exercises', { token });
    expect(exercises.status).toBe(200);
    expect(exercises.body.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(exercises.body[0]).sort()).toEqual(['description', 'difficulty', 'id', 'sampleText', 'targetSounds', 'title']);
    expect(await restRequest(stack, 'GET', '/api/phonetic-sessions', { token })).toMatchObject({ status: 200, body: [] });
  });

  it('answer 401 without a token', async () => {
    expect((await restRequest(stack, 'GET', '/api/phonetic-sessions')).status).toBe(401);
  });
});

describe('POST /api/phonetic-analysis', () => {
  it('answers 403 with what to do, storing nothing, before the learner accepts the voice notice', async () => {
    const userId = `phon-${randomUUID()}`;
    const token = await stack.issuer.token({ sub: userId });
    const answer = await restRequest(stack, 'POST', '/api/phonetic-analysis', {
      token,
      body: { audioData: `data:audio/wav;base64,${wav()}`, targetText: 'I think so.' },
    });
    expect(answer).toMatchObject({ status: 403, body: { message: expect.stringContaining('autorizar a gravação da sua voz') } });
    const lab = await restRequest(stack, 'POST', '/api/accent-analysis', {
      token,
      body: { exerciseId: 'th-voiceless', audioRecordingUrl: wav(), targetSounds: ['θ'] },
    });
    expect(lab.status).toBe(403);
    expect(await db.phoneticSession.count({ where: { userId } })).toBe(0);
  });

  it('refuses a body without its fields, bad text or a recording that is not WAV, storing nothing', async () => {
    const { userId, token } = await signedIn();
    const post = (body: unknown) => restRequest(stack, 'POST', '/api/phonetic-analysis', { token, body });
    expect(await post({ targetText: 'Hi' })).toMatchObject({ status: 400, body: { message: 'audioData: audioData is required' } });
    expect(await post({ audioData: `data:audio/wav;base64,${wav()}`, targetText: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Digite o texto que você vai ler em voz alta.' },
    });
    const notWav = await post({ audioData: 'data:audio/webm;base64,GkXfow==', targetText: 'I think so.' });
    expect(notWav.status).toBe(400);
    expect(notWav.body.message).toMatch(/WAV/);
    const tooShort = await post({ audioData: `data:audio/wav;base64,${wav(0.1)}`, targetText: 'I think so.' });
    expect(tooShort.status).toBe(400);
    expect(await db.phoneticSession.count({ where: { userId } })).toBe(0);
  });

  it('answers 504 with a Portuguese message when the analysis outlasts the gateway’s wait, the session kept for the worker', async () => {
    const { userId, token } = await signedIn();
    const answer = await restRequest(stack, 'POST', '/api/phonetic-analysis', {
      token,
      body: { audioData: `data:audio/wav;base64,${wav()}`, targetText: 'I think so.' },
    });
    expect(answer).toMatchObject({ status: 504, body: { message: 'A análise de pronúncia demorou demais. Tente novamente em alguns instantes.' } });
    expect(await db.phoneticSession.findMany({ where: { userId } })).toMatchObject([{ status: 'PENDING', targetText: 'I think so.' }]);
  });
});

describe('POST /api/accent-analysis', () => {
  it('refuses an unknown exercise, a sound it does not practise and a recording that is not WAV', async () => {
    const { token } = await signedIn();
    const post = (body: Record<string, unknown>) =>
      restRequest(stack, 'POST', '/api/accent-analysis', {
        token,
        body: { exerciseId: 'th-voiceless', audioRecordingUrl: wav(), targetSounds: ['θ'], ...body },
      });
    expect(await post({ exerciseId: 'th' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Exercício desconhecido/) } });
    expect(await post({ targetSounds: ['ð'] })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/\/θ\//) } });
    expect((await post({ audioRecordingUrl: 'not base64!' })).status).toBe(400);
    expect(await post({ targetSounds: 'θ' })).toMatchObject({
      status: 400,
      body: { message: 'targetSounds: targetSounds must be a list holding the exercise sound' },
    });
  });
});

describe('a recording over GraphQL', () => {
  it('reaches the diagnostics subgraph although the body is far over the 100 KB of other operations', async () => {
    const { token } = await signedIn();
    const audioData = `data:audio/wav;base64,${wav(20)}`;
    expect(audioData.length).toBeGreaterThan(500_000);
    const answer = await graphqlRequest(
      stack,
      'mutation R($audioData: String!, $targetText: String!) { requestPhoneticAnalysis(audioData: $audioData, targetText: $targetText) { id status } }',
      { audioData, targetText: 'I think so.' },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.requestPhoneticAnalysis.status).toBe('PENDING');
  });
});
