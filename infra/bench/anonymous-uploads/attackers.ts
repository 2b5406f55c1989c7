// Worker thread of infra/bench/anonymous-uploads.ts: `posters` anonymous
// callers each POST /graphql a body shaped like requestPhoneticAnalysis, again
// and again until `untilMs` has passed, on this thread's own event loop so the
// time to an answer is not the learner's reads' (or the bench's) waiting.
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface AttackPlan {
  url: string;
  posters: number;
  bodyBytes: number;
  /** With Content-Length (refusable from the headers), or chunked (refusable once 100 KB have passed). */
  withLength: boolean;
  durationMs: number;
}

export interface PostOutcome {
  /** From the request's start (connection included) to the answer's headers, or to the error. */
  ms: number;
  status: number | string;
}

/** A requestPhoneticAnalysis body of about `bytes`, its recording a base64 run. */
function recordingBody(bytes: number) {
  const head = '{"query":"mutation A($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }","variables":{"t":"think","a":"data:audio/wav;base64,';
  const tail = '"}}';
  return Buffer.from(head + 'A'.repeat(bytes - head.length - tail.length) + tail);
}

/**
 * Sends the body in 64 KB writes, as a client uploading would, and times the
 * answer's headers (not the end of the upload). An attacker moves on once
 * answered: the connection is dropped then, and the post settles once it is
 * closed, so a poster's next post does not overlap its last.
 */
function post(plan: AttackPlan, body: Buffer): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let outcome: PostOutcome | undefined;
    const headers = { 'content-type': 'application/json', ...(plan.withLength ? { 'content-length': String(body.length) } : {}) };
    const req = request(plan.url, { method: 'POST', headers, agent: false }, (res) => {
      outcome = { ms: performance.now() - t0, status: res.statusCode ?? 0 };
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => (outcome ??= { ms: performance.now() - t0, status: err.code ?? 'error' }));
    req.on('close', () => resolve(outcome ?? { ms: performance.now() - t0, status: 'no answer' }));
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !req.destroyed) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

const plan = workerData as AttackPlan;
const body = recordingBody(plan.bodyBytes);
const end = performance.now() + plan.durationMs;
const outcomes: PostOutcome[] = [];
await Promise.all(
  Array.from({ length: plan.posters }, async () => {
    while (performance.now() < end) outcomes.push(await post(plan, body));
  }),
);
parentPort!.postMessage(outcomes);
