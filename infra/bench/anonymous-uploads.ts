// `tsx infra/bench/anonymous-uploads.ts`: starts the app on its own ports and
// measures what anonymous 10 MB bodies cost it (issue 24, defect 2). 50
// anonymous callers POST /graphql a 10 MB body shaped like
// requestPhoneticAnalysis (with its Content-Length, then chunked without one)
// for 8 s each way: all 50 at once every 500 ms (a burst: "50 parallel
// posts"), then each again as soon as answered (a flood), while a learner
// reads GET /api/auth/user back to back (4 at a time); the learner reads alone
// just before each attack. A first burst runs with no learner reading, so its
// refusal times are the posts' own, not the four readers' share of two cores.
// The gateway and the attackers each run in a process of their own (the
// attackers on raw sockets, attackers.ts), the learner in a worker thread of
// this one, so no side's timing waits on another's event loop. Per attack it
// prints: the time from a post's head sent to its answer's first byte
// (p50/p95/p99/max) and statuses; how many posts got their answer whole and
// how many lost it (reset, closed); the body bytes each
// could push and the attackers' own CPU per post; the gateway's own time (its
// access log), its CPU and bytes read per post, its event-loop delay and
// memory; the learner's read p50/p99 alone and meanwhile. Last, the same
// burst and flood aimed at a bare Node server in a process of its own
// refusing them the same way (the control, bare-refuser.ts), with its CPU per
// post: on a machine of two cores, what the attack costs the learner when the
// gateway does none of the refusing, and the least a refusal costs Node.
// UPLOADS_GATEWAY_CPU_PROF=<dir> runs the gateway with --cpu-prof into <dir>.
import { fork } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { signInForTest } from '@juba/identity/idp/test-client';
import { listenerPid } from './listener-pid.ts';
import { percentiles } from './load.ts';
import { startAppStack } from '../stack/start-stack.ts';
import type { AttackPlan, AttackReport, PostOutcome } from './anonymous-uploads/attackers.ts';
import type { BareRefuserMessage } from './anonymous-uploads/bare-refuser.ts';
import type { ReadPlan } from './anonymous-uploads/learner-reads.ts';

const POSTS = Number(process.env.UPLOADS_POSTS ?? 50);
const BODY_BYTES = Number(process.env.UPLOADS_BODY_BYTES ?? 10 * 1024 * 1024);
const READS = Number(process.env.UPLOADS_READS ?? 400);
const ATTACK_MS = Number(process.env.UPLOADS_ATTACK_MS ?? 8_000);
const READERS = 4;
const BURST_EVERY_MS = 500;
const CPU_PROFILE_DIR = process.env.UPLOADS_GATEWAY_CPU_PROF;

function learnerReads(plan: ReadPlan): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./anonymous-uploads/learner-reads.ts', import.meta.url), { workerData: plan });
    worker.once('message', resolve).once('error', reject);
  });
}

function attack(plan: AttackPlan): Promise<AttackReport> {
  return new Promise((resolve, reject) => {
    const attackers = fork(new URL('./anonymous-uploads/attackers.ts', import.meta.url), [JSON.stringify(plan)], { execArgv: ['--import', 'tsx'] });
    attackers.once('message', (report) => resolve(report as AttackReport));
    attackers.once('exit', (code) => reject(new Error(`the attackers' process exited with ${code} before reporting`)));
  });
}

/**
 * The gateway's resident memory (MB), CPU time so far (ms) and event-loop
 * delay p99 (ms) since the last scrape, from its ops port's metrics, and the
 * bytes it has read so far (sockets included: /proc's rchar).
 */
async function gatewayProcess(opsOrigin: string, pid: number) {
  const bytesRead = Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);
  const text = await (await fetch(`${opsOrigin}/metrics`)).text();
  const metric = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    memoryMb: Math.round(metric('process_resident_memory_bytes') / 1024 / 1024),
    cpuMs: metric('process_cpu_seconds_total') * 1000,
    loopDelayP99: metric('nodejs_eventloop_lag_p99_seconds') * 1000,
    bytesRead,
  };
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

/** The control (bare-refuser.ts): its port, and its CPU time so far (ms). */
async function bareRefuser() {
  const child = fork(new URL('./anonymous-uploads/bare-refuser.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  const next = () => new Promise<BareRefuserMessage>((resolve) => child.once('message', (message) => resolve(message as BareRefuserMessage)));
  const { port } = (await next()) as { port: number };
  return {
    port,
    cpuMs: async () => {
      const answer = next();
      child.send('cpu');
      return ((await answer) as { cpuMs: number }).cpuMs;
    },
    close: () => child.disconnect(),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${Math.round(n / 1024)} KB`;

const stack = await startAppStack({
  name: 'anonymous-uploads',
  portBase: Number(process.env.UPLOADS_PORT_BASE ?? 5400),
  databaseUrl: process.env.UPLOADS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_bench_uploads',
  redisUrl: process.env.UPLOADS_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
  ...(CPU_PROFILE_DIR ? { processEnv: { gateway: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${CPU_PROFILE_DIR}` } } } : {}),
});
try {
  const { accessToken: token } = await signInForTest(stack.idpIssuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password, {
    redirectUri: `${stack.appOrigin}/`,
  });
  const opsOrigin = `http://127.0.0.1:${stack.opsPorts.gateway}`;
  const gatewayLog = join(stack.logDir, 'gateway.log');
  const origin = stack.appOrigin;
  const { hostname: host, port } = new URL(origin);
  const gatewayPid = listenerPid(Number(port));
  const control = await bareRefuser();

  /** One attack with the learner reading meanwhile, after the learner reading alone (other load on a shared machine moves both alike). */
  async function phase(label: string, target: { port: number; gateway: boolean }, pace: AttackPlan['pace'], withLength: boolean, learner = true) {
    const controlCpuFrom = target.gateway ? 0 : await control.cpuMs();
    const quietFrom = await gatewayProcess(opsOrigin, gatewayPid);
    const aloneSamples = learner ? await learnerReads({ origin, token, readers: READERS, until: { reads: READS } }) : [];
    const alone = percentiles(aloneSamples);
    const logFrom = statSync(gatewayLog).size;
    const before = await gatewayProcess(opsOrigin, gatewayPid);
    // The learner's reads go on during the attack: their share, measured alone, is taken out of the gateway's figures per post.
    const perRead = {
      cpuMs: learner ? (before.cpuMs - quietFrom.cpuMs) / aloneSamples.length : 0,
      bytesRead: learner ? (before.bytesRead - quietFrom.bytesRead) / aloneSamples.length : 0,
    };
    const [{ outcomes, cpuMs: attackersCpuMs }, duringSamples] = await Promise.all([
      // The stack listens on 127.0.0.1 (HOST): resolving `localhost` for every post would time getaddrinfo too.
      attack({ address: '127.0.0.1', host, port: target.port, posters: POSTS, bodyBytes: BODY_BYTES, withLength, durationMs: ATTACK_MS, pace }),
      learner ? learnerReads({ origin, token, readers: READERS, until: { ms: ATTACK_MS } }) : [],
    ]);
    const after = await gatewayProcess(opsOrigin, gatewayPid);
    const during = percentiles(duringSamples);
    const answerTimes = outcomes.flatMap((o) => (o.answerMs === null ? [] : [o.answerMs]));
    const answered = percentiles(answerTimes);
    const sent = percentiles(outcomes.map((o) => o.bodyBytesSent));
    const count = (key: (o: PostOutcome) => string) =>
      Object.entries(Object.groupBy(outcomes, key))
        .map(([k, list]) => `${k} × ${list!.length}`)
        .join(', ');
    console.log(
      `${label}${learner ? '' : ', no learner reading'}, ${withLength ? 'with Content-Length' : 'chunked, no length'}: ${outcomes.length} posts (${(outcomes.length / (ATTACK_MS / 1000)).toFixed(0)}/s)`,
    );
    console.log(
      `  refused (head sent to the answer's first byte): p50 ${ms(answered.p50)}, p95 ${ms(answered.p95)}, p99 ${ms(answered.p99)}, max ${ms(Math.max(...answerTimes))}; status ${count((o) => String(o.status))}`,
    );
    console.log(
      `  ended: ${count((o) => o.ended)}; body pushed per post p50 ${kb(sent.p50)}, max ${kb(Math.max(...outcomes.map((o) => o.bodyBytesSent)))}; attackers' own CPU ${ms(attackersCpuMs / outcomes.length)} per post`,
    );
    if (target.gateway) {
      const inGateway = gatewayTimes(gatewayLog, logFrom);
      const perPost = (key: 'cpuMs' | 'bytesRead') => (after[key] - before[key] - duringSamples.length * perRead[key]) / outcomes.length;
      console.log(
        `  gateway: own time p50 ${ms(inGateway.p50)}, p99 ${ms(inGateway.p99)}; per post CPU ${ms(perPost('cpuMs'))} and ${kb(perPost('bytesRead'))} read ` +
          `(a learner's read alone: ${ms(perRead.cpuMs)}, ${kb(perRead.bytesRead)}); event-loop delay p99 ${ms(after.loopDelayP99)}; memory ${before.memoryMb} -> ${after.memoryMb} MB`,
      );
    } else {
      console.log(`  bare refuser: per post CPU ${ms(((await control.cpuMs()) - controlCpuFrom) / outcomes.length)}`);
    }
    if (learner)
      console.log(
        `  learner read: alone p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}; meanwhile p50 ${ms(during.p50)}, p99 ${ms(during.p99)} (p99 ${(during.p99 / alone.p99).toFixed(2)} × alone)`,
      );
  }

  await learnerReads({ origin, token, readers: READERS, until: { reads: 100 } });
  console.log(
    `\n${POSTS} anonymous callers posting ${(BODY_BYTES / 1024 / 1024).toFixed(0)} MB (requestPhoneticAnalysis-shaped) to /graphql for ${ATTACK_MS / 1000} s: ` +
      `all at once every ${BURST_EVERY_MS} ms (burst), then each again as soon as answered (flood); ${READERS} learner readers of GET /api/auth/user\n`,
  );
  const gateway = { port: Number(port), gateway: true };
  // The burst alone first: what the 50 posts cost when four back-to-back readers do not share the two cores with them.
  await phase('burst', gateway, { everyMs: BURST_EVERY_MS }, true, false);
  for (const withLength of [true, false]) {
    await phase('burst', gateway, { everyMs: BURST_EVERY_MS }, withLength);
    await phase('flood', gateway, 'flood', withLength);
  }
  // The same attacks refused by a bare Node server in another process: what the machine's two cores make of them, not the gateway.
  const bare = { port: control.port, gateway: false };
  await phase('control: burst at a bare refuser', bare, { everyMs: BURST_EVERY_MS }, true);
  await phase('control: flood at a bare refuser', bare, 'flood', true);
  await phase('control: flood at a bare refuser', bare, 'flood', false);
  control.close();
} finally {
  await stack.stop();
}
