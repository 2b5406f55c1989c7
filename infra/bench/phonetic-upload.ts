import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES } from '@juba/contracts/jobs';
import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { parseEnv, queueEnv } from '@juba/platform/env';
import { FIVE_SECOND_RECORDING } from '../../workers/src/testing/dev-recording.ts';
import { percentiles } from './load.ts';

const SETTLE_WITHIN_MS = 60_000;

/**
 * Upload to result for a 5 s learner recording: POST /api/phonetic-analysis
 * (the request validates and stores it, the relay queues it, a speech worker
 * scores it, the row answers) timed from the request to the answer, one at a
 * time. The first upload after the stack starts is reported on its own: it
 * and the activity jobs it starts are each job type's first run in the
 * services and the workers (new database clients, code not yet compiled).
 * The timed uploads start once those jobs have ended, so they measure the
 * steady state, each beside the jobs its predecessor started.
 */
export async function measurePhoneticUpload(origin: string, token: string, redisUrl: string, samples: number) {
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
  const first = await upload();
  await untilQueuesIdle(redisUrl);
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) latencies.push(await upload());
  return { samples, first, ...percentiles(latencies) };
}

/** Waits until no queue holds a job waiting or running (the stack's processes share the environment's queue prefix). */
async function untilQueuesIdle(redisUrl: string) {
  const connection = new Redis(redisUrl);
  const { JOB_QUEUE_PREFIX: prefix } = parseEnv(queueEnv, process.env);
  const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix }));
  try {
    const deadline = Date.now() + SETTLE_WITHIN_MS;
    for (;;) {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('wait', 'active', 'delayed', 'prioritized')));
      if (counts.every((count) => Object.values(count).every((n) => n === 0))) return;
      if (Date.now() > deadline) {
        console.warn(`jobs still queued or running ${SETTLE_WITHIN_MS} ms after the first upload (${JSON.stringify(counts)}); timing the uploads beside them`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    connection.disconnect();
  }
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
