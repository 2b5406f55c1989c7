import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { createDiagnosticsDb } from '@juba/diagnostics/db';
import { synthesize } from '@juba/speech/testing/festival';
import { buildWav } from '@juba/speech/testing/wav-builder';
import type { Pcm16k } from '@juba/speech/types';
import { parseWorkerEnv, startWorkerPool, type WorkerPool } from '@juba/workers';
import { DEV_RECORDING } from '../../../workers/src/testing/dev-recording.ts';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';
import { grantVoiceConsent } from '../testing/voice-consent.ts';

// End to end with the real scorer (pocketsphinx): the API, the speech worker and the learner-progress worker.
const prefix = `test-rest-phonetic-analysis-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix });

let stack: Stack;
let workers: WorkerPool;
const db = createDiagnosticsDb(process.env.DATABASE_URL!);
const redis = new Redis(process.env.REDIS_URL!);

beforeAll(async () => {
  stack = await startStack();
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, WORKER_QUEUES: 'phonetic-analysis,learner-activity' }),
    ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    log: { info: () => {}, warn: console.warn, error: console.error },
  });
}, 60_000);
afterAll(async () => {
  await workers?.stop(5000);
  await stack?.close();
  for (const queue of Object.values(QUEUES)) {
    const q = new Queue(queue, { connection: redis, prefix });
    await q.obliterate({ force: true });
    await q.close();
  }
  redis.disconnect();
  await db.$disconnect();
});

/** A learner who accepted the voice notice, as every recording needs. */
async function signedIn() {
  const userId = `phon-${randomUUID()}`;
  const token = await stack.issuer.token({ sub: userId });
  await grantVoiceConsent(stack, token);
  return { userId, token };
}
const dataUrl = (wav: Uint8Array) => `data:audio/wav;base64,${Buffer.from(wav).toString('base64')}`;
const wavOf = (pcm: Pcm16k) =>
  buildWav({ seconds: pcm.samples.length / 16000, signal: (t) => (pcm.samples[Math.min(pcm.samples.length - 1, Math.round(t * 16000))] ?? 0) / 32768 });

describe('POST /api/phonetic-analysis with the speech worker running', () => {
  it('answers the analysis of a real learner recording, stores it on the session, drops the recording and moves the learner’s pronunciation level', async () => {
    const { userId, token } = await signedIn();
    const answer = await restRequest(stack, 'POST', '/api/phonetic-analysis', {
      token,
      body: { audioData: dataUrl(new Uint8Array(readFileSync(DEV_RECORDING.wavPath))), targetText: DEV_RECORDING.text },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accuracyScore: expect.any(Number),
      targetText: DEV_RECORDING.text,
      transcription: expect.any(String),
      detailedAnalysis: { overallFeedback: expect.any(String), specificMistakes: expect.any(Array), strengths: expect.any(Array) },
    });
    expect(answer.body.accuracyScore).toBeGreaterThan(0);
    expect(answer.body.accuracyScore).toBeLessThanOrEqual(100);
    expect(answer.body.transcription.trim()).not.toBe('');

    const [session] = await db.phoneticSession.findMany({ where: { userId } });
    expect(session).toMatchObject({
      status: 'COMPLETED',
      accuracyScore: answer.body.accuracyScore,
      analysis: expect.objectContaining({ transcription: answer.body.transcription }),
    });
    expect(await db.phoneticAudio.findUnique({ where: { sessionId: session!.id } })).toBeNull();

    const history = await restRequest(stack, 'GET', '/api/phonetic-sessions', { token });
    expect(history.body).toEqual([
      {
        id: session!.id,
        createdAt: expect.any(String),
        accuracyScore: answer.body.accuracyScore,
        targetText: DEV_RECORDING.text,
        feedback: expect.any(String),
      },
    ]);
    await vi.waitFor(
      async () => {
        const { body } = await graphqlRequest(stack, 'query { progress { pronunciationLevel } }', {}, token);
        expect(body.data.progress.pronunciationLevel).toBe(answer.body.accuracyScore);
      },
      { timeout: 10_000, interval: 100 },
    );
  }, 60_000);

  it('names "think" read as "tink" and reports it to the error scheduler as a pronunciation pattern', async () => {
    const { token } = await signedIn();
    const answer = await restRequest(stack, 'POST', '/api/phonetic-analysis', {
      token,
      body: { audioData: dataUrl(wavOf(synthesize('I tink so.'))), targetText: 'I think so.' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.detailedAnalysis.specificMistakes).toEqual(expect.arrayContaining([expect.objectContaining({ word: 'think' })]));
    await vi.waitFor(
      async () => {
        const { body } = await graphqlRequest(stack, 'query { errorPatterns { errorType specificError correctForm } }', {}, token);
        expect(body.data.errorPatterns).toEqual(
          expect.arrayContaining([{ errorType: 'pronunciation', specificError: expect.stringMatching(/^t[^h]/i), correctForm: 'think' }]),
        );
      },
      { timeout: 10_000, interval: 100 },
    );
  }, 60_000);
});

describe('POST /api/accent-analysis with the speech worker running', () => {
  it('scores the exercise’s sound in its word through the same queue', async () => {
    const { userId, token } = await signedIn();
    const audio = Buffer.from(wavOf(synthesize('think'))).toString('base64');
    const answer = await restRequest(stack, 'POST', '/api/accent-analysis', {
      token,
      body: { exerciseId: 'th-voiceless', audioRecordingUrl: audio, targetSounds: ['θ'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accuracyScore: expect.any(Number) });
    expect(await db.phoneticSession.findMany({ where: { userId } })).toMatchObject([
      { kind: 'accentLab', status: 'COMPLETED', targetText: 'think', targetSound: 'θ' },
    ]);
    // A lab sound is no Histórico session.
    expect((await restRequest(stack, 'GET', '/api/phonetic-sessions', { token })).body).toEqual([]);
  }, 60_000);
});
