// Worker thread of infra/bench/anonymous-uploads.ts: a signed-in learner
// reading GET /api/auth/user, `readers` at a time, back to back, on this
// thread's own event loop; posts every read's latency when done.
import { parentPort, workerData } from 'node:worker_threads';

export interface ReadPlan {
  origin: string;
  token: string;
  readers: number;
  /** Stop after this many reads, or once this long has passed. */
  until: { reads: number } | { ms: number };
}

const plan = workerData as ReadPlan;
const started = performance.now();
const latencies: number[] = [];
const done = () => ('reads' in plan.until ? latencies.length >= plan.until.reads : performance.now() - started >= plan.until.ms);

async function timedRead() {
  const t0 = performance.now();
  const res = await fetch(`${plan.origin}/api/auth/user`, { headers: { authorization: `Bearer ${plan.token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET /api/auth/user answered ${res.status}`);
  return performance.now() - t0;
}

while (!done()) latencies.push(...(await Promise.all(Array.from({ length: plan.readers }, timedRead))));
parentPort!.postMessage(latencies);
