import { readFileSync } from 'node:fs';
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
    const res = await fetch(`${origin}/api/phonetic-analysis`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    if (!res.ok) throw new Error(`/api/phonetic-analysis answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  await upload();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) latencies.push(await upload());
  return { samples, ...percentiles(latencies) };
}
