// `tsx infra/bench/anonymous-uploads.ts`: starts the app on its own ports and
// measures what anonymous 10 MB bodies cost it (issue 24, defect 2). A learner
// reads GET /api/auth/user back to back (4 at a time), alone, then for 8 s
// while 50 anonymous callers each POST /graphql, again and again, a 10 MB
// body shaped like requestPhoneticAnalysis (with its Content-Length, then
// chunked without one). The gateway runs in its own process, the attackers
// in one worker thread and the learner in another, so neither side's timing
// waits on the other's event loop. Prints the anonymous posts' time to their
// answer's headers and statuses, the gateway's own time for them (its access
// log: from the first middleware to the answer sent), the learner's p50/p99
// alone and meanwhile, and the gateway's resident memory.
// UPLOADS_GATEWAY_CPU_PROF=<dir> runs the gateway with --cpu-prof into <dir>.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { signInForTest } from '@juba/identity/idp/test-client';
import { percentiles } from './load.ts';
import { startAppStack } from '../stack/start-stack.ts';
import type { AttackPlan, PostOutcome } from './anonymous-uploads/attackers.ts';
import type { ReadPlan } from './anonymous-uploads/learner-reads.ts';

const POSTS = Number(process.env.UPLOADS_POSTS ?? 50);
const BODY_BYTES = Number(process.env.UPLOADS_BODY_BYTES ?? 10 * 1024 * 1024);
const READS = Number(process.env.UPLOADS_READS ?? 400);
const ATTACK_MS = Number(process.env.UPLOADS_ATTACK_MS ?? 8_000);
const READERS = 4;
const CPU_PROFILE_DIR = process.env.UPLOADS_GATEWAY_CPU_PROF;

function inWorker<T>(file: string, plan: AttackPlan | ReadPlan): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(file, import.meta.url), { workerData: plan });
    worker.once('message', resolve).once('error', reject);
  });
}

const learnerReads = (plan: ReadPlan) => inWorker<number[]>('./anonymous-uploads/learner-reads.ts', plan);
const attack = (plan: AttackPlan) => inWorker<PostOutcome[]>('./anonymous-uploads/attackers.ts', plan);

async function gatewayMemoryMb(opsOrigin: string) {
  const text = await (await fetch(`${opsOrigin}/metrics`)).text();
  const bytes = Number(/^process_resident_memory_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1] ?? NaN);
  return Math.round(bytes / 1024 / 1024);
}

/** The gateway's own time (access log) for the /graphql answers logged since byte `from` of its log. */
function gatewayTimes(logFile: string, from: number) {
  const lines = readFileSync(logFile).subarray(from).toString().split('\n');
  const entries = lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; route?: string; ms?: number };
      return entry.msg === 'request' && entry.route === '/graphql' && typeof entry.ms === 'number' ? [entry.ms] : [];
    } catch {
      return [];
    }
  });
  return percentiles(entries);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

const stack = await startAppStack({
  name: 'anonymous-uploads',
  portBase: Number(process.env.UPLOADS_PORT_BASE ?? 5400),
  databaseUrl: process.env.UPLOADS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_bench_uploads',
  redisUrl: process.env.UPLOADS_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
  ...(CPU_PROFILE_DIR ? { processEnv: { gateway: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${CPU_PROFILE_DIR}` } } } : {}),
});
try {
  const { accessToken: token } = await signInForTest(stack.idpIssuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password, { redirectUri: `${stack.appOrigin}/` });
  const opsOrigin = `http://127.0.0.1:${stack.opsPorts.gateway}`;
  const gatewayLog = join(stack.logDir, 'gateway.log');
  const origin = stack.appOrigin;
  await learnerReads({ origin, token, readers: READERS, until: { reads: 100 } });
  const alone = percentiles(await learnerReads({ origin, token, readers: READERS, until: { reads: READS } }));
  console.log(`\n${POSTS} anonymous callers posting ${(BODY_BYTES / 1024 / 1024).toFixed(0)} MB to /graphql at once for ${ATTACK_MS / 1000} s (requestPhoneticAnalysis-shaped), ${READERS} learner readers of GET /api/auth/user\n`);
  console.log(`learner read alone: p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}; gateway memory ${await gatewayMemoryMb(opsOrigin)} MB`);
  for (const withLength of [true, false]) {
    const logFrom = statSync(gatewayLog).size;
    const [outcomes, duringSamples] = await Promise.all([
      attack({ url: `${origin}/graphql`, posters: POSTS, bodyBytes: BODY_BYTES, withLength, durationMs: ATTACK_MS }),
      learnerReads({ origin, token, readers: READERS, until: { ms: ATTACK_MS } }),
    ]);
    const during = percentiles(duringSamples);
    const times = percentiles(outcomes.map((o) => o.ms));
    const inGateway = gatewayTimes(gatewayLog, logFrom);
    const statuses = Object.entries(Object.groupBy(outcomes, (o) => String(o.status))).map(([s, list]) => `${s} × ${list!.length}`);
    console.log(
      `${withLength ? 'with Content-Length' : 'chunked, no length'}: ${outcomes.length} posts answered p50 ${ms(times.p50)}, p99 ${ms(times.p99)}, max ${ms(Math.max(...outcomes.map((o) => o.ms)))} (${statuses.join(', ')}); ` +
        `in the gateway p50 ${ms(inGateway.p50)}, p99 ${ms(inGateway.p99)}; ` +
        `learner read meanwhile p50 ${ms(during.p50)}, p99 ${ms(during.p99)} (${(during.p99 / alone.p99).toFixed(2)} × alone); gateway memory ${await gatewayMemoryMb(opsOrigin)} MB`,
    );
  }
} finally {
  await stack.stop();
}
