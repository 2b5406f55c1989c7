/// <reference types="node" />
// `make chaos`: the whole stack as separate hosts on this machine (one network
// namespace each, joined by veth pairs on one bridge; PostgreSQL and Redis on
// a data host of their own; every address from the environment), then each
// scenario of scenarios.ts with learners using the app throughout, and a table
// of what they got, whether every job they asked for was done exactly once, and
// how soon answers were normal again. Needs root (ip netns), Debian's
// PostgreSQL binaries and redis-server; a scenario this machine cannot run is
// reported as not run. Namespaces, links and the private servers are removed on
// exit, on Ctrl+C and on failure.
import { execFileSync } from 'node:child_process';
import { QUEUES } from '@juba/contracts/jobs';
import { JOBS } from '@juba/workers';
import { freshDatabase } from '../stack/data-stores.ts';
import { logTail } from '../stack/managed-process.ts';
import { REPO_ROOT } from '../stack/start-stack.ts';
import { chaosCluster, type ChaosCluster } from './cluster.ts';
import { postgresBin, startDataHost, type DataHost } from './data-host.ts';
import { readLedger } from './ledger.ts';
import { signUpLearner, startTraffic, type LearnerRole } from './learners.ts';
import { createNetwork, namespacesUnavailable, removeNetwork } from './network.ts';
import { formatReport, shortfalls, type ScenarioOutcome } from './report.ts';
import { SCENARIOS, type Scenario, type ScenarioContext } from './scenarios.ts';
import { forbiddenAnswers, recoveryMs, slowestByRoute, statusCounts } from './tally.ts';
import { chaosTopology, type HostName } from './topology.ts';
import { messageOf } from '@juba/platform/errors';

const WARM_MS = 5_000;
const OBSERVE_AFTER_MS = Number(process.env.CHAOS_OBSERVE_AFTER_MS ?? 12_000);
const SETTLE_WITHIN_MS = 90_000;
const ONLY = process.env.CHAOS_ONLY?.split(',').map(Number);

const clock = () => Date.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function machineCannot(): string | null {
  const netns = namespacesUnavailable();
  if (netns) return netns;
  if (!postgresBin()) return 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin';
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'no redis-server on PATH';
  }
  return null;
}

const topology = chaosTopology({
  subnet: process.env.CHAOS_SUBNET ?? '10.213.77',
  portBase: Number(process.env.CHAOS_PORT_BASE ?? 5400),
  database: 'juba_bench_chaos',
  generationQueues: [...new Set(JOBS.map((job) => job.queue))].filter((queue) => queue !== QUEUES.phoneticAnalysis),
});
const scenarios = SCENARIOS.filter((_, i) => !ONLY || ONLY.includes(i + 1));

/** What is running, for the clean-up, whenever it comes. */
const live: { cluster?: ChaosCluster; data?: DataHost } = {};
let cleaned: Promise<void> | null = null;
const cleanUp = () =>
  (cleaned ??= (async () => {
    live.cluster?.killAllNow();
    await live.data?.stop().catch((err: Error) => console.error(`stopping the data host: ${err.message}`));
    removeNetwork();
  })());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: removing the chaos hosts...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function bringUp(): Promise<Map<HostName, string>> {
  createNetwork(topology);
  console.log(`hosts: ${topology.hosts.map((h) => `${h.name} ${h.address}`).join(', ')} (bridge ${topology.bridge.address})`);
  live.data = await startDataHost(topology);
  await freshDatabase(REPO_ROOT, topology.databaseUrl);
  const cluster = (live.cluster = chaosCluster(topology));
  const starting = topology.hosts.filter((h) => h.atStart && h.processes.length > 0);
  for (const host of starting) cluster.start(host.name);
  const failed = new Map<HostName, string>();
  for (const host of starting) {
    try {
      await cluster.ready(host.name);
    } catch (err) {
      failed.set(host.name, messageOf(err));
    }
  }
  for (const core of ['edge', 'subgraphs', 'learner'] as const) {
    if (failed.has(core)) throw new Error(`the ${core} host did not start: ${failed.get(core)}`);
  }
  console.log(`stack ready on ${topology.hosts.length} hosts (logs in ${cluster.logDir})`);
  return failed;
}

/** The scorers load their model at their first job: a few analyses before any fault, not counted. */
async function warmUp() {
  const speakers = await Promise.all([1, 2, 3].map(() => signUpLearner(topology.idpIssuer, topology.appOrigin, 'speaker', 'chaos-warm-up')));
  const traffic = startTraffic(topology.appOrigin, speakers, clock);
  await sleep(8_000);
  await traffic.stop();
}

async function settle(userIds: string[]) {
  const deadline = clock() + SETTLE_WITHIN_MS;
  for (;;) {
    const jobs = await readLedger(topology.databaseUrl, userIds);
    if ((jobs.unfinished === 0 && jobs.activitiesMissing === 0) || clock() > deadline) return jobs;
    await sleep(1_000);
  }
}

async function runScenario(scenario: Scenario, ctx: Omit<ScenarioContext, 'note'>): Promise<ScenarioOutcome> {
  const notes: string[] = [];
  const slug = scenario.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 30);
  const roles = Object.entries(scenario.learners).flatMap(([role, n]) => Array.from({ length: n }, () => role as LearnerRole));
  const learners = await Promise.all(roles.map((role) => signUpLearner(topology.idpIssuer, topology.appOrigin, role, `chaos-${slug}`)));
  const traffic = startTraffic(topology.appOrigin, learners, clock);
  await sleep(WARM_MS);
  const { endedAt } = await scenario.fault({ ...ctx, note: (line) => notes.push(line) });
  await sleep(OBSERVE_AFTER_MS);
  const samples = await traffic.stop();
  const stoppedAt = clock();
  const jobs = await settle(learners.map((l) => l.userId));
  await scenario.restore?.({ ...ctx, note: (line) => notes.push(line) });
  notes.push(
    `slowest answers: ${Object.entries(slowestByRoute(samples))
      .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  return {
    name: scenario.name,
    statuses: statusCounts(samples),
    forbidden: forbiddenAnswers(samples).map((s) => `${s.route} ${s.status} ${JSON.stringify(s.message ?? '')}`),
    jobs,
    recoveryMs: recoveryMs(samples, endedAt),
    drainedMs: jobs.lastCompletion ? Math.max(0, jobs.lastCompletion.getTime() - stoppedAt) : null,
    notes,
  };
}

const outcomes: ScenarioOutcome[] = [];
const cannot = machineCannot();
try {
  if (cannot) {
    outcomes.push(...scenarios.map((s) => ({ name: s.name, skipped: cannot })));
  } else {
    const failedHosts = await bringUp();
    await warmUp();
    for (const scenario of scenarios) {
      const missing = scenario.needs.filter((h) => failedHosts.has(h));
      if (missing.length) {
        outcomes.push({ name: scenario.name, skipped: `${missing.join(', ')} did not start: ${failedHosts.get(missing[0]!)!.split('\n')[0]}` });
        continue;
      }
      console.log(`\n== ${scenario.name}`);
      const outcome = await runScenario(scenario, { topology, cluster: live.cluster!, data: live.data!, clock });
      outcomes.push(outcome);
      console.log(formatReport([outcome]));
    }
  }
} catch (err) {
  console.error(`\nmake chaos stopped: ${(err as Error).stack ?? err}`);
  if (live.data) console.error(`--- postgres log:\n${logTail(live.data.logs.postgres, 10)}\n--- redis log:\n${logTail(live.data.logs.redis, 10)}`);
  process.exitCode = 1;
} finally {
  await live.cluster?.stopAll().catch(() => {});
  await cleanUp();
}

console.log(`\nmake chaos: ${topology.hosts.length} hosts (network namespaces), learners using the app through the gateway throughout\n`);
console.log(formatReport(outcomes));
if (outcomes.some((o) => shortfalls(o).length > 0)) process.exitCode = 1;
