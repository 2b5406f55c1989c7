import { readFileSync } from 'node:fs';
import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { FIVE_SECOND_RECORDING } from '../../workers/src/testing/dev-recording.ts';
import { percentiles } from './load.ts';

/**
 * Upload to result for a 5 s learner recording: POST /api/phonetic-analysis
 * (the request validates and stores it, the relay queues it, a speech worker
 * scores it, the row answers) timed from the request to the answer, one at a
 * time, after one warm-up that loads the acoustic model.
 */
export async function measurePhoneticUpload(origin: string, token: string, samples: number) {
  const body = JSON.stringify({
    audioData: `data:audio/wav;base64,${readFileSync(FIVE_SECOND_RECORDING.wavPath).toString('base64')}`,
    targetText: FIVE_SECOND_RECORDING.text,
  });
  const upload = async () => {
    const started = performance.now();
    const res = await fetch(`${origin}/api/phonetic-analysis`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    if (!res.ok) throw new Error(`/api/phonetic-analysis answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  await grantVoiceConsent(origin, token);
  await upload();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) latencies.push(await upload());
  return { samples, ...percentiles(latencies) };
}

/** No recording is taken in before the learner accepts the voice notice. */
export async function grantVoiceConsent(origin: string, token: string) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation Grant($v: String!) { grantVoiceConsent(textVersion: $v) { active } }', variables: { v: VOICE_CONSENT_VERSION } }),
  });
  if (!res.ok) throw new Error(`grantVoiceConsent answered ${res.status}: ${await res.text()}`);
}
