/// <reference types="node" />
/**
 * The app's processes on the chaos hosts: started inside their host's
 * namespace with the topology's addresses, ready when each one's ops
 * `/readyz` answers 200 over the bridge, stopped or killed a host at a time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logTail, startTsProcess, type ManagedProcess } from '../stack/managed-process.ts';
import { answersOk, REPO_ROOT } from '../stack/start-stack.ts';
import { signalHost } from './network.ts';
import type { ChaosHost, ChaosTopology, HostName } from './topology.ts';

const READY_WITHIN_MS = 180_000;
const STOP_GRACE_MS = 15_000;

export function chaosCluster(topology: ChaosTopology) {
  const logDir = mkdtempSync(join(tmpdir(), 'juba-chaos-logs-'));
  const running = new Map<HostName, ManagedProcess[]>();
  const baseEnv = topology.layout.env();

  function start(name: HostName) {
    const host = topology.byName(name);
    running.set(
      name,
      host.processes.map((p) => startTsProcess({ name: p.name, entry: p.entry, cwd: REPO_ROOT, env: { ...baseEnv, ...p.env }, logDir, netns: host.netns })),
    );
  }

  async function ready(name: HostName, withinMs = READY_WITHIN_MS) {
    const host = topology.byName(name);
    const deadline = Date.now() + withinMs;
    for (const p of host.processes) {
      const url = `${topology.opsUrl(name, p.name)}/readyz`;
      for (;;) {
        const proc = running.get(name)?.find((m) => m.name === p.name);
        if (proc?.hasExited()) throw new Error(`${p.name} on ${name} exited with ${await proc.exited}:\n${logTail(proc.logFile)}`);
        if (await answersOk(url)) break;
        if (Date.now() > deadline) throw new Error(`${p.name} on ${name} not ready at ${url} after ${withinMs / 1000} s:\n${logTail(proc?.logFile ?? '', 15)}`);
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  /** SIGTERM and wait: a worker hands its jobs back and an HTTP server drains. */
  async function stop(name: HostName) {
    await Promise.all((running.get(name) ?? []).map((p) => p.stop(STOP_GRACE_MS)));
    running.delete(name);
  }

  /** The machine dies: every process on the host at once, no shutdown. */
  async function kill(name: HostName) {
    const host: ChaosHost = topology.byName(name);
    signalHost(host, 'SIGKILL');
    await Promise.all((running.get(name) ?? []).map((p) => p.exited));
    running.delete(name);
  }

  return {
    logDir,
    start,
    ready,
    stop,
    kill,
    isRunning: (name: HostName) => running.has(name),
    logOf: (name: HostName, processName: string) => running.get(name)?.find((p) => p.name === processName)?.logFile,
    killAllNow: () => {
      for (const p of [...running.values()].flat()) p.killNow();
    },
    stopAll: () => Promise.all([...running.keys()].map((name) => stop(name))),
  };
}

export type ChaosCluster = ReturnType<typeof chaosCluster>;
