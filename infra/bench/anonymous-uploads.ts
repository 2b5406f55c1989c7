// `tsx infra/bench/anonymous-uploads.ts`: starts the app on its own ports and
// measures what anonymous 10 MB bodies cost it (issue 24, defect 2). A learner
// reads GET /api/auth/user back to back (4 at a time), alone, then for 8 s
// while 50 anonymous callers each POST /graphql, again and again, a 10 MB
// body shaped like requestPhoneticAnalysis (with its Content-Length, then
// chunked without one). Prints the anonymous posts' time to their answer and
// statuses, the learner's p50/p99 alone and meanwhile, and the gateway's
// resident memory.
import { request } from 'node:http';
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { signInForTest } from '@juba/identity/idp/test-client';
import { percentiles } from './load.ts';
import { startAppStack } from '../stack/start-stack.ts';

const POSTS = Number(process.env.UPLOADS_POSTS ?? 50);
const BODY_BYTES = Number(process.env.UPLOADS_BODY_BYTES ?? 10 * 1024 * 1024);
const READS = Number(process.env.UPLOADS_READS ?? 400);
const ATTACK_MS = Number(process.env.UPLOADS_ATTACK_MS ?? 8_000);
const READERS = 4;

/** A requestPhoneticAnalysis body of about `bytes`, its recording a base64 run. */
function recordingBody(bytes: number) {
  const head = '{"query":"mutation A($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }","variables":{"t":"think","a":"data:audio/wav;base64,';
  const tail = '"}}';
  return Buffer.from(head + 'A'.repeat(bytes - head.length - tail.length) + tail);
}

interface PostOutcome {
  ms: number;
  status: number | string;
}

/**
 * Sends the body in 64 KB writes, as a client uploading would, and times the
 * answer's arrival (not the end of the upload); settles once the connection
 * is closed, so an attacker's next post does not overlap its last.
 */
function post(url: string, body: Buffer, withLength: boolean): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let outcome: PostOutcome | undefined;
    const headers = { 'content-type': 'application/json', ...(withLength ? { 'content-length': String(body.length) } : {}) };
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      outcome = { ms: performance.now() - t0, status: res.statusCode ?? 0 };
      res.resume();
    });
    req.on('error', (err: NodeJS.ErrnoException) => (outcome ??= { ms: performance.now() - t0, status: err.code ?? 'error' }));
    req.on('close', () => resolve(outcome ?? { ms: performance.now() - t0, status: 'no answer' }));
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

/** One round of READERS concurrent reads of the current user, each timed. */
async function timedReads(origin: string, token: string) {
  return Promise.all(
    Array.from({ length: READERS }, async () => {
      const t0 = performance.now();
      await (await fetch(`${origin}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      return performance.now() - t0;
    }),
  );
}

/** Rounds of reads until `done` says stop. */
async function learnerReads(origin: string, token: string, done: (samples: number) => boolean) {
  const latencies: number[] = [];
  while (!done(latencies.length)) latencies.push(...(await timedReads(origin, token)));
  return percentiles(latencies);
}

async function gatewayMemoryMb(opsOrigin: string) {
  const text = await (await fetch(`${opsOrigin}/metrics`)).text();
  const bytes = Number(/^process_resident_memory_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1] ?? NaN);
  return Math.round(bytes / 1024 / 1024);
}

const stack = await startAppStack({
  name: 'anonymous-uploads',
  portBase: Number(process.env.UPLOADS_PORT_BASE ?? 5400),
  databaseUrl: process.env.UPLOADS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_bench_uploads',
  redisUrl: process.env.UPLOADS_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
});
try {
  const { accessToken } = await signInForTest(stack.idpIssuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password, { redirectUri: `${stack.appOrigin}/` });
  const opsOrigin = `http://127.0.0.1:${stack.opsPorts.gateway}`;
  const body = recordingBody(BODY_BYTES);
  await learnerReads(stack.appOrigin, accessToken, (n) => n >= 100);
  const alone = await learnerReads(stack.appOrigin, accessToken, (n) => n >= READS);
  console.log(`\n${POSTS} anonymous callers posting ${(BODY_BYTES / 1024 / 1024).toFixed(0)} MB to /graphql at once for ${ATTACK_MS / 1000} s (requestPhoneticAnalysis-shaped), ${READERS} learner readers of GET /api/auth/user\n`);
  console.log(`learner read alone: p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms; gateway memory ${await gatewayMemoryMb(opsOrigin)} MB`);
  for (const withLength of [true, false]) {
    const end = performance.now() + ATTACK_MS;
    const outcomes: PostOutcome[] = [];
    const attacker = async () => {
      while (performance.now() < end) outcomes.push(await post(`${stack.appOrigin}/graphql`, body, withLength));
    };
    const [during] = await Promise.all([learnerReads(stack.appOrigin, accessToken, () => performance.now() >= end), ...Array.from({ length: POSTS }, attacker)]);
    const times = percentiles(outcomes.map((o) => o.ms));
    const statuses = Object.entries(Object.groupBy(outcomes, (o) => String(o.status))).map(([s, list]) => `${s} × ${list!.length}`);
    console.log(
      `${withLength ? 'with Content-Length' : 'chunked, no length'}: ${outcomes.length} posts answered p50 ${times.p50.toFixed(1)} ms, p99 ${times.p99.toFixed(1)} ms, max ${Math.max(...outcomes.map((o) => o.ms)).toFixed(1)} ms (${statuses.join(', ')}); ` +
        `learner read meanwhile p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms (${(during.p99 / alone.p99).toFixed(2)} × alone); gateway memory ${await gatewayMemoryMb(opsOrigin)} MB`,
    );
  }
} finally {
  await stack.stop();
}

