import { afterAll, describe, expect, it } from 'vitest';
import { VOICE_CONSENT_REQUIRED, VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import { completeSession } from '../phonetics/store.ts';
import { diagnosticsSubgraph } from '../subgraph.ts';
import { diagnosticsTestContext } from '../testing/context.ts';
import { wavDataUrl } from '../testing/recordings.ts';
import { consentingViewer } from '../testing/voice-consent.ts';
import { VOICE_CONSENT_MESSAGES } from './messages.ts';

const suite = diagnosticsTestContext('voice-consent');
const { db } = suite;
// No relay: recordings stay PENDING, as they are until a worker takes them.
const { run, stop } = startTestSubgraph<DiagnosticsContext>(diagnosticsSubgraph, { ...suite.context, jobOutbox: { prefix: suite.prefix, wake: () => {} } });
afterAll(async () => {
  await stop();
  await suite.close();
});

const CONSENT = /* GraphQL */ `query Consent { voiceConsent { textVersion grantedAt revokedAt active } }`;
const GRANT = /* GraphQL */ `mutation Grant($textVersion: String!) { grantVoiceConsent(textVersion: $textVersion) { textVersion grantedAt revokedAt active } }`;
const REVOKE = /* GraphQL */ `mutation Revoke { revokeVoiceConsent }`;
const REQUEST = /* GraphQL */ `mutation Request($audioData: String!, $targetText: String!) { requestPhoneticAnalysis(audioData: $audioData, targetText: $targetText) { id } }`;
const ANALYZE = /* GraphQL */ `mutation Analyze($audio: String!) { analyzeAccent(exerciseId: "th-voiceless", audio: $audio, targetSounds: ["θ"]) { accuracyScore } }`;

const consentOf = async (viewer: Viewer | null) => (await run(CONSENT, {}, viewer)).data?.voiceConsent;
const record = (viewer: Viewer, targetText = 'I think so.') => run(REQUEST, { audioData: wavDataUrl(), targetText }, viewer);
const storedFor = async ({ userId }: Viewer) => ({
  sessions: await db.phoneticSession.count({ where: { userId } }),
  recordings: await db.phoneticAudio.count({ where: { session: { userId } } }),
  outbox: await db.jobOutbox.count({ where: { payload: { path: ['userId'], equals: userId } } }),
});
const NOTHING = { sessions: 0, recordings: 0, outbox: 0 };

function expectConsentRequired(result: Awaited<ReturnType<typeof run>>) {
  expect(codeOf(result)).toBe('FORBIDDEN');
  expect(result.errors![0]).toMatchObject({ message: VOICE_CONSENT_MESSAGES.required, extensions: { reason: VOICE_CONSENT_REQUIRED } });
}

describe('without voice consent', () => {
  it('refuses a sentence and a lab recording with an actionable Portuguese 403, and stores nothing', async () => {
    const viewer = testViewer();
    expect(await consentOf(viewer)).toBeNull();
    expectConsentRequired(await record(viewer));
    expectConsentRequired(await run(ANALYZE, { audio: wavDataUrl().split(',')[1] }, viewer));
    expect(await storedFor(viewer)).toEqual(NOTHING);
  });

  it('refuses a consent given on an older notice: the learner has not read the current one', async () => {
    const viewer = testViewer();
    await db.voiceConsent.create({ data: { userId: viewer.userId, textVersion: 'voz-antiga', grantedAt: new Date() } });
    expect(await consentOf(viewer)).toMatchObject({ textVersion: 'voz-antiga', active: false });
    expectConsentRequired(await record(viewer));
  });
});

describe('grantVoiceConsent', () => {
  it('stores the time and the notice version, after which recordings are taken in', async () => {
    const viewer = testViewer();
    const before = Date.now();
    const granted = (await run(GRANT, { textVersion: VOICE_CONSENT_VERSION }, viewer)).data!.grantVoiceConsent;
    expect(granted).toEqual({ textVersion: VOICE_CONSENT_VERSION, grantedAt: expect.any(String), revokedAt: null, active: true });
    expect(Date.parse(granted.grantedAt)).toBeGreaterThanOrEqual(before - 5);
    expect(await consentOf(viewer)).toEqual(granted);
    expect((await record(viewer)).errors).toBeUndefined();
  });

  it('refuses a version the screens no longer show, with a Portuguese 400, and stores nothing', async () => {
    const viewer = testViewer();
    const result = await run(GRANT, { textVersion: 'voz-antiga' }, viewer);
    expect({ code: codeOf(result), message: result.errors?.[0]?.message }).toEqual({ code: 'BAD_USER_INPUT', message: VOICE_CONSENT_MESSAGES.staleText });
    expect(await consentOf(viewer)).toBeNull();
  });
});

describe('revokeVoiceConsent', () => {
  it('deletes the recordings not yet analysed with their sessions and jobs, keeps the results, and refuses new recordings', async () => {
    const viewer = await consentingViewer(db);
    const analysed = (await record(viewer, 'Analysed.')).data!.requestPhoneticAnalysis.id;
    await db.jobOutbox.delete({ where: { id: analysed } }); // as the relay does once it queued the job
    await completeSession(db, analysed, { analysis: { accuracyScore: 80, heardSpeech: true }, accuracyScore: 80, feedback: null });
    await record(viewer, 'Waiting one.');
    await record(viewer, 'Waiting two.');
    const bystander = await consentingViewer(db);
    await record(bystander);

    expect((await run(REVOKE, {}, viewer)).data!.revokeVoiceConsent).toBe(2);
    expect(await storedFor(viewer)).toEqual({ sessions: 1, recordings: 0, outbox: 0 });
    expect(await db.phoneticSession.findUniqueOrThrow({ where: { id: analysed } })).toMatchObject({ status: 'COMPLETED', accuracyScore: 80 });
    expect(await consentOf(viewer)).toMatchObject({ revokedAt: expect.any(String), active: false });
    expectConsentRequired(await record(viewer));
    // Another learner keeps their consent and their recording.
    expect(await consentOf(bystander)).toMatchObject({ active: true });
    expect(await storedFor(bystander)).toEqual({ sessions: 1, recordings: 1, outbox: 1 });
  });

  it('leaves nothing for a job already scoring a deleted recording to complete', async () => {
    const viewer = await consentingViewer(db);
    const id = (await record(viewer)).data!.requestPhoneticAnalysis.id;
    await db.phoneticSession.update({ where: { id }, data: { status: 'RUNNING' } });
    await run(REVOKE, {}, viewer);
    expect(await completeSession(db, id, { analysis: { accuracyScore: 80, heardSpeech: true }, accuracyScore: 80, feedback: null })).toBe(false);
    expect(await storedFor(viewer)).toEqual(NOTHING);
  });

  it('answers 0 when there is nothing to withdraw, and a new grant restores it', async () => {
    const viewer = testViewer();
    expect((await run(REVOKE, {}, viewer)).data!.revokeVoiceConsent).toBe(0);
    expect(await consentOf(viewer)).toBeNull();
    await run(GRANT, { textVersion: VOICE_CONSENT_VERSION }, viewer);
    await run(REVOKE, {}, viewer);
    expect((await run(GRANT, { textVersion: VOICE_CONSENT_VERSION }, viewer)).data!.grantVoiceConsent).toMatchObject({ revokedAt: null, active: true });
  });

  it('is for signed-in learners only, like the consent and its grant', async () => {
    for (const [document, variables] of [
      [CONSENT, {}],
      [GRANT, { textVersion: VOICE_CONSENT_VERSION }],
      [REVOKE, {}],
    ] as const) {
      expect(codeOf(await run(document, variables, null))).toBe('UNAUTHENTICATED');
    }
  });
});
