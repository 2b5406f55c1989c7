import { describe, expect, it } from 'vitest';
import { SERVICES } from '@juba/platform/services';
import { chaosTopology } from './topology.ts';

const topology = chaosTopology({
  subnet: '10.213.77',
  portBase: 5400,
  database: 'juba_bench_chaos',
  generationQueues: ['handout-generation', 'learner-activity'],
});
const processes = topology.hosts.flatMap((h) => h.processes.map((p) => ({ host: h, ...p })));

describe('the chaos address plan', () => {
  it('gives each host its own namespace, link and address on the bridge', () => {
    const distinct = (values: string[]) => new Set(values).size === values.length;
    expect(distinct(topology.hosts.map((h) => h.netns))).toBe(true);
    expect(distinct(topology.hosts.map((h) => h.veth))).toBe(true);
    expect(distinct([topology.bridge.address, ...topology.hosts.map((h) => h.address)])).toBe(true);
    for (const h of topology.hosts) {
      expect(h.veth.length, h.veth).toBeLessThanOrEqual(15);
      expect(h.address.startsWith('10.213.77.')).toBe(true);
    }
  });

  it('hands every process only addresses of the chaos hosts, never localhost', () => {
    for (const p of processes) {
      for (const [key, value] of Object.entries(p.env)) expect(value, `${p.name} ${key}`).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });

  it("overrides every address the throwaway stack's environment would give", () => {
    const local = Object.entries(topology.layout.env()).filter(
      ([key, value]) => /localhost|127\.0\.0\.1/.test(value ?? '') && key !== 'NO_PROXY' && key !== 'no_proxy',
    );
    for (const p of processes) {
      for (const [key] of local) expect(p.env, `${p.name} ${key}`).toHaveProperty(key);
    }
  });

  it('has each process bind its own host address', () => {
    for (const p of processes) expect([p.env.HOST, p.env.SUBGRAPH_HOST, p.env.OPS_HOST, p.env.IDP_HOST]).toEqual(Array(4).fill(p.host.address));
  });

  it('puts PostgreSQL and Redis on the data host, the learner subgraph alone on its host', () => {
    const data = topology.byName('data').address;
    expect(topology.databaseUrl).toBe(`postgresql://postgres@${data}:5432/juba_bench_chaos`);
    expect(new URL(topology.redisUrl).hostname).toBe(data);
    expect(topology.byName('learner').processes.map((p) => p.name)).toEqual(['learner']);
    for (const s of SERVICES) {
      const host = topology.hosts.find((h) => h.processes.some((p) => p.name === s.name))!;
      expect(new URL(topology.subgraphUrl(s.name)).hostname).toBe(host.address);
    }
  });

  it('runs phonetic analysis on the speech hosts and every other queue on the generation hosts; gen-2 joins later', () => {
    const queues = (name: 'speech-1' | 'gen-1' | 'gen-2') => topology.byName(name).processes[0]!.env.WORKER_QUEUES;
    expect(queues('speech-1')).toBe('phonetic-analysis');
    expect(queues('gen-1')).toBe('handout-generation,learner-activity');
    expect(topology.hosts.filter((h) => !h.atStart).map((h) => h.name)).toEqual(['gen-2']);
    const opsPorts = processes.map((p) => `${p.host.address}:${p.env.OPS_PORT}`);
    expect(new Set(opsPorts).size).toBe(opsPorts.length);
  });
});
