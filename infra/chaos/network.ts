/// <reference types="node" />
/**
 * The hosts of a chaos topology made real: one network namespace per host,
 * each joined to one bridge by a veth pair (iproute2, as root). Everything it
 * makes carries the `jc-` prefix, so a run removes what an earlier, killed run
 * left behind before it starts.
 */
import { execFileSync } from 'node:child_process';
import { CHAOS_PREFIX, type ChaosHost, type ChaosTopology } from './topology.ts';
import { messageOf } from '@juba/platform/errors';

const ip = (...args: string[]) => execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const tryIp = (...args: string[]) => {
  try {
    return ip(...args);
  } catch {
    return '';
  }
};

/** Why this machine cannot make namespaces (not root, no iproute2), or null when it can. */
export function namespacesUnavailable(): string | null {
  const probe = `${CHAOS_PREFIX}probe`;
  try {
    ip('netns', 'add', probe);
    ip('netns', 'del', probe);
    return null;
  } catch (err) {
    return `ip netns add failed: ${messageOf(err).split('\n')[0]}`;
  }
}

export function createNetwork(topology: ChaosTopology) {
  removeNetwork();
  const { bridge } = topology;
  ip('link', 'add', bridge.name, 'type', 'bridge');
  ip('addr', 'add', `${bridge.address}/${bridge.prefixLength}`, 'dev', bridge.name);
  ip('link', 'set', bridge.name, 'up');
  for (const host of topology.hosts) {
    ip('netns', 'add', host.netns);
    ip('link', 'add', host.veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.netns);
    ip('link', 'set', host.veth, 'master', bridge.name, 'up');
    ip('-n', host.netns, 'addr', 'add', `${host.address}/${bridge.prefixLength}`, 'dev', 'eth0');
    ip('-n', host.netns, 'link', 'set', 'eth0', 'up');
    // A host reaches its own address over loopback. Nothing listens on 127.0.0.1 there, so a part that assumed localhost still fails.
    ip('-n', host.netns, 'link', 'set', 'lo', 'up');
  }
}

/** Cuts the host off from every other (its end of the link goes down), or reconnects it. */
export function setLink(host: ChaosHost, state: 'up' | 'down') {
  ip('-n', host.netns, 'link', 'set', 'eth0', state);
}

/** Every process running in the host's namespace, whatever started it there. */
function pidsOn(host: ChaosHost): number[] {
  return tryIp('netns', 'pids', host.netns).split('\n').filter(Boolean).map(Number);
}

export function signalHost(host: ChaosHost, signal: NodeJS.Signals) {
  for (const pid of pidsOn(host)) {
    try {
      process.kill(pid, signal);
    } catch {
      // Exited meanwhile.
    }
  }
}

/** Kills whatever still runs in a `jc-` namespace, then deletes the namespaces (and their veths) and the bridge. */
export function removeNetwork() {
  const namespaces = tryIp('netns', 'list')
    .split('\n')
    .map((line) => line.split(' ')[0]!)
    .filter((name) => name.startsWith(CHAOS_PREFIX));
  for (const netns of namespaces) {
    for (const pid of tryIp('netns', 'pids', netns).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Exited meanwhile.
      }
    }
    tryIp('netns', 'del', netns);
  }
  for (const line of tryIp('-o', 'link', 'show').split('\n')) {
    const name = /^\d+: ([^:@]+)/.exec(line)?.[1];
    if (name?.startsWith(CHAOS_PREFIX)) tryIp('link', 'del', name);
  }
}
