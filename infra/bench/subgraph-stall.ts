// `tsx infra/bench/subgraph-stall.ts`: starts the app on its own ports, has a
// learner call GET /api/progress ten times a second, stops the learner
// subgraph's process (SIGSTOP) for 10 s and resumes it (SIGCONT), then prints
// the statuses and latencies before, during and after the stall, and how long
// after the resume answers were all 200 again.
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { signInForTest } from '@juba/identity/idp/test-client';
import { listenerPid } from './listener-pid.ts';
import { percentiles } from './load.ts';
import { startAppStack } from '../stack/start-stack.ts';

const STALL_MS = Number(process.env.STALL_MS ?? 10_000);
const BEFORE_MS = 3_000;
const AFTER_MS = 8_000;
const INTERVAL_MS = 100;

interface Sample {
  sentAt: number;
  status: number | 'no answer';
  ms: number;
  message?: string;
}

const stack = await startAppStack({
  name: 'subgraph-stall',
  portBase: Number(process.env.STALL_PORT_BASE ?? 5300),
  databaseUrl: process.env.STALL_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_bench_resilience',
  redisUrl: process.env.STALL_REDIS_URL ?? 'redis://127.0.0.1:6379/12',
});
try {
  const { accessToken } = await signInForTest(stack.idpIssuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password, {
    redirectUri: `${stack.appOrigin}/`,
  });
  const learnerPid = listenerPid(Number(new URL(stack.subgraphUrl('learner')).port));
  const samples: Sample[] = [];
  const start = performance.now();
  const call = async () => {
    const sentAt = performance.now() - start;
    try {
      const res = await fetch(`${stack.appOrigin}/api/progress`, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(30_000) });
      const body = (await res.json()) as { message?: string };
      samples.push({ sentAt, status: res.status, ms: performance.now() - start - sentAt, ...(res.ok ? {} : { message: body.message ?? '' }) });
    } catch {
      samples.push({ sentAt, status: 'no answer', ms: performance.now() - start - sentAt });
    }
  };
  const inFlight: Promise<void>[] = [];
  const timer = setInterval(() => inFlight.push(call()), INTERVAL_MS);
  await new Promise((r) => setTimeout(r, BEFORE_MS));
  process.kill(learnerPid, 'SIGSTOP');
  const stoppedAt = performance.now() - start;
  await new Promise((r) => setTimeout(r, STALL_MS));
  process.kill(learnerPid, 'SIGCONT');
  const resumedAt = performance.now() - start;
  await new Promise((r) => setTimeout(r, AFTER_MS));
  clearInterval(timer);
  await Promise.all(inFlight);

  const phase = (from: number, to: number) => samples.filter((s) => s.sentAt >= from && s.sentAt < to);
  const describe = (name: string, list: Sample[]) => {
    const statuses = Object.entries(Object.groupBy(list, (s) => String(s.status))).map(([status, of]) => `${status}×${of!.length}`);
    const p = percentiles(list.map((s) => s.ms));
    const max = Math.max(...list.map((s) => s.ms));
    console.log(
      `${name.padEnd(30)} ${String(list.length).padStart(4)}  ${statuses.join(' ').padEnd(24)} p50 ${p.p50.toFixed(0).padStart(6)} ms  p99 ${p.p99.toFixed(0).padStart(6)} ms  max ${max.toFixed(0).padStart(6)} ms`,
    );
  };
  console.log(`\nGET /api/progress every ${INTERVAL_MS} ms; learner subgraph (pid ${learnerPid}) stopped ${STALL_MS / 1000} s\n`);
  console.log(`${'sent'.padEnd(30)} ${'n'.padStart(4)}  statuses`);
  describe('before the stop', phase(0, stoppedAt));
  describe('during the stop', phase(stoppedAt, resumedAt));
  describe('0-5 s after the resume', phase(resumedAt, resumedAt + 5_000));
  describe('5 s after the resume and later', phase(resumedAt + 5_000, Infinity));
  const messages = new Set(samples.filter((s) => s.message !== undefined).map((s) => `${s.status} ${JSON.stringify(s.message)}`));
  console.log(`\nmessages: ${[...messages].join('; ') || 'none'}`);
  const lastFailure = samples.filter((s) => s.status !== 200 && s.sentAt >= resumedAt).at(-1);
  const lastFailureAnswer = Math.max(resumedAt, ...samples.filter((s) => s.status !== 200).map((s) => s.sentAt + s.ms));
  console.log(
    `resume → last request that failed: ${lastFailure ? `sent ${((lastFailure.sentAt - resumedAt) / 1000).toFixed(2)} s after` : 'none sent after the resume'}; last failure answered ${((lastFailureAnswer - resumedAt) / 1000).toFixed(2)} s after the resume`,
  );
} finally {
  await stack.stop();
}
