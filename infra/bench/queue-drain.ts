// `make bench-queues`: the load simulation of the speech workers. For each N in
// BENCH_DRAIN_WORKERS (default 1,2) it starts the whole stack with N speech
// worker processes (WORKER_QUEUES=phonetic-analysis, concurrency 1; the
// stack's own workers process runs every other queue), warms each scorer,
// then writes a burst of BENCH_DRAIN_JOBS analyses of a 5 s recording at once
// (rows, recordings and outbox entries, as requestPhoneticAnalysis does, for
// distinct learners so the per-learner limit does not apply) and prints the
// queue's depth, read from the gateway's /metrics (juba_queue_jobs), and the
// throughput every 2 s until it is drained, then a summary. On this 2-core
// machine the whole stack shares the cores with the scorers, so N above 2
// cannot add throughput here: it shows proportional draining up to the cores.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { QUEUES } from '@juba/contracts/jobs';
import { createDiagnosticsDb } from '@juba/diagnostics/db';
import { requestAnalysis } from '@juba/diagnostics/phonetics/request-analysis';
import { consentingLearner } from '@juba/diagnostics/testing/voice-consent';
import { decodeWav } from '@juba/speech/wav';
import { JOBS } from '@juba/workers';
import { FIVE_SECOND_RECORDING } from '../../workers/src/testing/dev-recording.ts';
import { startAppStack } from '../stack/start-stack.ts';

const BURST = Number(process.env.BENCH_DRAIN_JOBS ?? 40);
const WORKER_COUNTS = (process.env.BENCH_DRAIN_WORKERS ?? '1,2').split(',').map(Number);
const SAMPLE_MS = 2_000;
const DRAIN_WITHIN_MS = 15 * 60_000;
const profile = {
  portBase: Number(process.env.BENCH_PORT_BASE ?? 4700),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_bench',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8',
};
const otherQueues = [...new Set(JOBS.map((job) => job.queue))].filter((queue) => queue !== QUEUES.phoneticAnalysis);
const audio = decodeWav(readFileSync(FIVE_SECOND_RECORDING.wavPath));

/** One of the gateway's series for the phonetic-analysis queue, as Prometheus would scrape it. */
function queueGauge(metrics: string, state: string): number {
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith('juba_queue_jobs{') && l.includes(`queue="${QUEUES.phoneticAnalysis}"`) && l.includes(`state="${state}"`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
}

interface Run {
  workers: number;
  seconds: number;
  perMinute: number;
}

async function run(workers: number): Promise<Run> {
  const stack = await startAppStack({
    name: `queue-drain-${workers}`,
    ...profile,
    processEnv: { workers: { WORKER_QUEUES: otherQueues.join(',') } },
    extraWorkers: Array.from({ length: workers }, (_, i) => ({
      name: `speech-${i + 1}`,
      env: { WORKER_QUEUES: QUEUES.phoneticAnalysis, WORKER_CONCURRENCY: '1' },
    })),
  });
  const db = createDiagnosticsDb(profile.databaseUrl);
  // The relay of the diagnostics subgraph queues the entries (it sweeps every second): no wake from here.
  const outbox = { prefix: 'bull', wake: () => {} };
  const burst = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () =>
        requestAnalysis(
          { db, jobOutbox: outbox },
          await consentingLearner(db, `bench-${randomUUID()}`),
          { kind: 'phonetics', targetText: FIVE_SECOND_RECORDING.text },
          audio,
        ),
      ),
    );
  const done = () => db.phoneticSession.count({ where: { status: { in: ['COMPLETED', 'FAILED'] } } });
  const metrics = async () => (await fetch(`http://127.0.0.1:${stack.opsPorts.gateway}/metrics`)).text();
  try {
    // Warm-up: every scorer loads its model at its first job.
    await burst(workers * 2);
    while ((await done()) < workers * 2) await new Promise((r) => setTimeout(r, 500));
    const before = await done();

    console.log(`\n${workers} speech worker process(es), a burst of ${BURST} analyses of a 5 s recording`);
    console.log(`${'t s'.padStart(6)}${'waiting'.padStart(9)}${'active'.padStart(8)}${'done'.padStart(6)}${'per min'.padStart(9)}`);
    const started = performance.now();
    await burst(BURST);
    for (;;) {
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
      const [text, finished] = await Promise.all([metrics(), done()]);
      const elapsed = (performance.now() - started) / 1000;
      const count = finished - before;
      console.log(
        `${elapsed.toFixed(0).padStart(6)}${String(queueGauge(text, 'waiting')).padStart(9)}${String(queueGauge(text, 'active')).padStart(8)}${String(count).padStart(6)}${((count / elapsed) * 60).toFixed(1).padStart(9)}`,
      );
      if (count >= BURST) return { workers, seconds: elapsed, perMinute: (BURST / elapsed) * 60 };
      if (elapsed * 1000 > DRAIN_WITHIN_MS) throw new Error(`not drained within ${DRAIN_WITHIN_MS / 60_000} min`);
    }
  } finally {
    await db.$disconnect();
    await stack.stop();
  }
}

const runs: Run[] = [];
for (const workers of WORKER_COUNTS) runs.push(await run(workers));
console.log(`\nSpeech queue drain, ${BURST} analyses per burst (2 cores shared by the whole stack and the scorers)\n`);
console.log(`${'workers'.padStart(8)}${'drain s'.padStart(9)}${'analyses/min'.padStart(14)}${'× 1 worker'.padStart(12)}`);
for (const r of runs)
  console.log(
    `${String(r.workers).padStart(8)}${r.seconds.toFixed(1).padStart(9)}${r.perMinute.toFixed(1).padStart(14)}${(r.perMinute / runs[0]!.perMinute).toFixed(2).padStart(12)}`,
  );
process.exit(0);
