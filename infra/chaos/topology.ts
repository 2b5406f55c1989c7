/**
 * The address plan of `make chaos`: every part of the stack on a host of its
 * own (a network namespace), all joined by one bridge, and every address a
 * process uses handed to it in its environment. Every process binds its host's
 * address, so nothing listens on a namespace's 127.0.0.1 and a part that
 * assumed `localhost` (or the shared servers on the machine's) would fail.
 */
import { QUEUES } from '@juba/contracts/jobs';
import { SERVICES, type ServiceName } from '@juba/platform/services';
import { APP_PROCESSES } from '../scripts/processes.ts';
import { stackLayout } from '../stack/layout.ts';

export type HostName = 'data' | 'edge' | 'subgraphs' | 'learner' | 'speech-1' | 'speech-2' | 'gen-1' | 'gen-2';

export interface HostProcess {
  name: string;
  entry: string;
  /** Only what this plan decides: addresses, ports and the worker's queues. */
  env: Record<string, string>;
}

export interface ChaosHost {
  name: HostName;
  netns: string;
  /** The bridge's end of the host's virtual link (the namespace's end is `eth0`). */
  veth: string;
  address: string;
  processes: HostProcess[];
  /** False for a host a scenario adds later (scale out). */
  atStart: boolean;
}

export interface ChaosPlan {
  /** First three octets of the /24 the hosts share, e.g. `10.213.77`. */
  subnet: string;
  portBase: number;
  database: string;
  /** Every queue but phonetic analysis, which the speech hosts run. */
  generationQueues: string[];
}

/** Linux caps interface names at 15 characters. */
const PREFIX = 'jc-';
const LEARNER_SUBGRAPH: ServiceName = 'learner';
const WORKER_ENTRY = APP_PROCESSES.find((p) => p.name === 'workers')!.entry;
const entryOf = (name: string) => APP_PROCESSES.find((p) => p.name === name)!.entry;

const HOST_OCTETS: Record<HostName, number> = { data: 2, edge: 10, subgraphs: 11, learner: 12, 'speech-1': 21, 'speech-2': 22, 'gen-1': 31, 'gen-2': 32 };
export const CHAOS_PREFIX = PREFIX;

export function chaosTopology(plan: ChaosPlan) {
  const address = (host: HostName) => `${plan.subnet}.${HOST_OCTETS[host]}`;
  const bridge = { name: `${PREFIX}br0`, address: `${plan.subnet}.1`, prefixLength: 24 };
  const databaseUrl = `postgresql://postgres@${address('data')}:5432/${plan.database}`;
  const redisUrl = `redis://${address('data')}:6379/0`;
  const layout = stackLayout({ portBase: plan.portBase, databaseUrl, redisUrl });
  const appOrigin = `http://${address('edge')}:${layout.gatewayPort}`;
  const idpIssuer = `http://${address('edge')}:${layout.idpPort}`;
  const subgraphHost = (name: ServiceName): HostName => (name === LEARNER_SUBGRAPH ? 'learner' : 'subgraphs');
  const subgraphUrl = (name: ServiceName) => `http://${address(subgraphHost(name))}:${layout.processPort(name)}/graphql`;

  /** What every process reads to find the others; each host binds its own address. */
  const shared = (host: HostName): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_ORIGIN: appOrigin,
    SPA_ORIGIN: appOrigin,
    OIDC_ISSUER: idpIssuer,
    IDP_ISSUER: idpIssuer,
    ...Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_SUBGRAPH_URL`, subgraphUrl(s.name)])),
    HOST: address(host),
    IDP_HOST: address(host),
    SUBGRAPH_HOST: address(host),
    OPS_HOST: address(host),
  });

  let workerIndex = 0;
  const worker = (host: HostName, queues: string[], concurrency?: number): HostProcess => ({
    name: `workers-${host}`,
    entry: WORKER_ENTRY,
    env: {
      ...shared(host),
      OPS_PORT: String(layout.opsPort('workers', workerIndex++)),
      WORKER_QUEUES: queues.join(','),
      ...(concurrency ? { WORKER_CONCURRENCY: String(concurrency) } : {}),
    },
  });
  const server = (host: HostName, name: string): HostProcess => {
    const port = layout.processPort(name);
    return {
      name,
      entry: entryOf(name),
      env: { ...shared(host), OPS_PORT: String(layout.opsPort(name)), ...(port === undefined ? {} : { PORT: String(port) }) },
    };
  };
  const host = (name: HostName, processes: HostProcess[], atStart = true): ChaosHost => ({
    name,
    netns: `${PREFIX}${name}`,
    veth: `${PREFIX}${name}`,
    address: address(name),
    processes,
    atStart,
  });

  // One analysis at a time per speech host, as compose's workers-speech: a kill then loses one job, not several.
  const speech = (name: HostName) => host(name, [worker(name, [QUEUES.phoneticAnalysis], 1)]);
  const hosts: ChaosHost[] = [
    host('data', []),
    host('edge', [server('edge', 'idp'), server('edge', 'gateway')]),
    host(
      'subgraphs',
      SERVICES.filter((s) => s.name !== LEARNER_SUBGRAPH).map((s) => server('subgraphs', s.name)),
    ),
    host('learner', [server('learner', LEARNER_SUBGRAPH)]),
    speech('speech-1'),
    speech('speech-2'),
    host('gen-1', [worker('gen-1', plan.generationQueues)]),
    host('gen-2', [worker('gen-2', plan.generationQueues)], false),
  ];
  const byName = (name: HostName) => hosts.find((h) => h.name === name)!;
  const opsUrl = (hostName: HostName, processName: string) => {
    const owner = byName(hostName);
    const proc = owner.processes.find((p) => p.name === processName)!;
    return `http://${owner.address}:${proc.env.OPS_PORT}`;
  };

  return {
    bridge,
    hosts,
    byName,
    databaseUrl,
    redisUrl,
    appOrigin,
    idpIssuer,
    subgraphUrl,
    opsUrl,
    layout,
    data: { address: address('data'), postgresPort: 5432, redisPort: 6379 },
  };
}

export type ChaosTopology = ReturnType<typeof chaosTopology>;
