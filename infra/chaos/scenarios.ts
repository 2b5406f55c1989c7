/// <reference types="node" />
/**
 * The faults `make chaos` inflicts, one row each: what it does to which host,
 * who is using the app meanwhile, and how the topology is put back after it.
 * A fault resolves with the moment it ended (the link back, the process
 * resumed, the dead host's death), from which recovery is measured.
 */
import type { ChaosCluster } from './cluster.ts';
import type { DataHost } from './data-host.ts';
import type { LearnerRole } from './learners.ts';
import { setLink, signalHost } from './network.ts';
import type { ChaosTopology, HostName } from './topology.ts';

export interface ScenarioContext {
  topology: ChaosTopology;
  cluster: ChaosCluster;
  data: DataHost;
  clock: () => number;
  /** A line for the scenario's notes (what happened when). */
  note: (line: string) => void;
}

export interface Scenario {
  name: string;
  /** Hosts that must have started for the scenario to mean anything. */
  needs: HostName[];
  learners: Partial<Record<LearnerRole, number>>;
  fault: (ctx: ScenarioContext) => Promise<{ endedAt: number }>;
  /** Puts the topology back as it was before the fault (not measured). */
  restore?: (ctx: ScenarioContext) => Promise<void>;
}

const LINK_DOWN_MS = 20_000;
const STALL_MS = 10_000;
const SCALED_OUT_MS = 15_000;
const BUSY_WITHIN_MS = 15_000;
const SPEECH_LOAD = { reader: 2, speaker: 3, handouts: 1 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the host's worker is running a job (its utilisation gauge above 0), so the fault catches one mid-flight. */
async function whenBusy(ctx: ScenarioContext, host: HostName): Promise<void> {
  const worker = ctx.topology.byName(host).processes[0]!;
  const url = `${ctx.topology.opsUrl(host, worker.name)}/metrics`;
  const deadline = Date.now() + BUSY_WITHIN_MS;
  while (Date.now() < deadline) {
    const text = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.text(),
      () => '',
    );
    const busy = text.split('\n').some((l) => l.startsWith('juba_worker_utilisation_ratio{') && Number(l.slice(l.lastIndexOf(' ') + 1)) > 0);
    if (busy) return ctx.note(`${host} was running a job when the fault began`);
    await sleep(20);
  }
  ctx.note(`${host} ran no job within ${BUSY_WITHIN_MS / 1000} s: the fault began anyway`);
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'speech host cut off 20 s',
    needs: ['speech-1', 'speech-2'],
    learners: SPEECH_LOAD,
    async fault(ctx) {
      const host = ctx.topology.byName('speech-1');
      await whenBusy(ctx, 'speech-1');
      setLink(host, 'down');
      await sleep(LINK_DOWN_MS);
      setLink(host, 'up');
      return { endedAt: ctx.clock() };
    },
    restore: (ctx) => ctx.cluster.ready('speech-1', 60_000),
  },
  {
    name: 'speech host killed mid-job',
    needs: ['speech-1', 'speech-2'],
    learners: SPEECH_LOAD,
    async fault(ctx) {
      await whenBusy(ctx, 'speech-1');
      await ctx.cluster.kill('speech-1');
      return { endedAt: ctx.clock() };
    },
    async restore(ctx) {
      ctx.cluster.start('speech-1');
      await ctx.cluster.ready('speech-1');
    },
  },
  {
    name: 'generation host added, then removed',
    needs: ['gen-1'],
    learners: { reader: 1, speaker: 1, handouts: 4 },
    async fault(ctx) {
      const started = ctx.clock();
      ctx.cluster.start('gen-2');
      await ctx.cluster.ready('gen-2');
      ctx.note(`gen-2 ready ${((ctx.clock() - started) / 1000).toFixed(1)} s after its start`);
      await sleep(SCALED_OUT_MS);
      const stopping = ctx.clock();
      await ctx.cluster.stop('gen-2');
      ctx.note(`gen-2 stopped gracefully in ${((ctx.clock() - stopping) / 1000).toFixed(1)} s`);
      return { endedAt: ctx.clock() };
    },
  },
  {
    name: 'learner subgraph host stalled 10 s',
    needs: ['learner'],
    learners: SPEECH_LOAD,
    async fault(ctx) {
      const host = ctx.topology.byName('learner');
      signalHost(host, 'SIGSTOP');
      try {
        await sleep(STALL_MS);
      } finally {
        signalHost(host, 'SIGCONT');
      }
      return { endedAt: ctx.clock() };
    },
  },
  {
    name: 'Redis restarted (AOF)',
    needs: ['data'],
    learners: SPEECH_LOAD,
    async fault(ctx) {
      const downMs = await ctx.data.restartRedis();
      ctx.note(`Redis answered again ${(downMs / 1000).toFixed(1)} s after it stopped`);
      return { endedAt: ctx.clock() };
    },
  },
];
