/// <reference types="node" />
/**
 * Starts every process of the local default (infra/scripts/processes.ts) on a
 * throwaway layout: fresh database and Redis index, its own ports; waits until
 * the gateway, the identity provider and the subgraphs answer; stops them all.
 * Used by the end-to-end tests and `make bench`.
 */
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commonEnv, parseEnv } from '@juba/platform/env';
import { SERVICES } from '@juba/platform/services';
import { gatewaySignature } from '@juba/platform/viewer';
import { APP_PROCESSES } from '../scripts/processes.ts';
import { emptyRedisDb, freshDatabase } from './data-stores.ts';
import { stackLayout, type StackProfile } from './layout.ts';
import { logTail, startTsProcess, type ManagedProcess } from './managed-process.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_WITHIN_MS = 120_000;
const STOP_GRACE_MS = 4_000;

export async function startAppStack(
  profile: StackProfile & {
    name: string;
    processEnv?: Record<string, NodeJS.ProcessEnv>;
    /** More worker processes beside APP_PROCESSES' own (the load simulation's speech workers), each with its name and environment. */
    extraWorkers?: { name: string; env: NodeJS.ProcessEnv }[];
  },
) {
  const layout = stackLayout(profile);
  await refuseBusyPorts([layout.gatewayPort, layout.idpPort, ...SERVICES.map((s) => Number(new URL(layout.subgraphUrl(s.name)).port))]);
  await Promise.all([freshDatabase(REPO_ROOT, profile.databaseUrl), emptyRedisDb(profile.redisUrl)]);

  const logDir = mkdtempSync(join(tmpdir(), `juba-${profile.name}-logs-`));
  const env = layout.env();
  // The subgraphs answer only requests signed with the secret the stack's processes share.
  const { INTERNAL_SECRET: internalSecret } = parseEnv({ INTERNAL_SECRET: commonEnv.INTERNAL_SECRET }, env);
  let stopping = false;
  const workerEntry = APP_PROCESSES.find((p) => p.name === 'workers')!.entry;
  const all = [
    ...APP_PROCESSES.map((p) => ({ ...p, env: profile.processEnv?.[p.name] })),
    ...(profile.extraWorkers ?? []).map((w) => ({ ...w, entry: workerEntry })),
  ];
  let workerIndex = 0;
  /** Each process's ops port (metrics and probes), by process name. */
  const opsPorts: Record<string, number> = {};
  const processes: ManagedProcess[] = all.map((p) => {
    const port = layout.processPort(p.name);
    const opsPort = port === undefined && p.name !== 'idp' ? layout.opsPort(p.name, workerIndex++) : layout.opsPort(p.name);
    opsPorts[p.name] = opsPort;
    const own = { ...p.env, OPS_PORT: String(opsPort), ...(port === undefined ? {} : { PORT: String(port) }) };
    const proc = startTsProcess({ name: p.name, entry: p.entry, cwd: REPO_ROOT, env: { ...env, ...own }, logDir });
    void proc.exited.then((how) => {
      if (!stopping) console.error(`\n[${profile.name}] ${p.name} (${p.entry}) exited early with ${how}; end of ${proc.logFile}:\n${logTail(proc.logFile)}\n`);
    });
    return proc;
  });
  const stop = async () => {
    stopping = true;
    await Promise.all(processes.map((p) => p.stop(STOP_GRACE_MS)));
  };
  // A runner that exits without its teardown must not leave the stack running.
  process.once('exit', () => {
    for (const p of processes) p.killNow();
  });

  try {
    await waitUntilReady(processes, [
      { what: `gateway ${layout.appOrigin}/readyz`, ok: () => answersOk(`${layout.appOrigin}/readyz`) },
      { what: `identity provider ${layout.idpIssuer}`, ok: () => answersOk(`${layout.idpIssuer}/.well-known/openid-configuration`) },
      ...SERVICES.map((s) => ({
        what: `${s.name} subgraph`,
        ok: async () =>
          answersOk(layout.subgraphUrl(s.name), {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(await gatewaySignature(null, internalSecret)) },
            body: '{"query":"{ __typename }"}',
          }),
      })),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { ...layout, logDir, stop, opsPorts };
}

async function refuseBusyPorts(ports: number[]) {
  const busy = (await Promise.all(ports.map(async (port) => ((await portAnswers(port)) ? port : null)))).filter((p) => p !== null);
  if (busy.length > 0) {
    throw new Error(
      `ports ${busy.join(', ')} already answer on 127.0.0.1: another run (or a leftover of one) holds them. Stop it, or choose another port base.`,
    );
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(processes: ManagedProcess[], checks: { what: string; ok: () => Promise<boolean> }[]) {
  const deadline = Date.now() + READY_WITHIN_MS;
  let pending = checks;
  while (pending.length > 0) {
    const dead = processes.filter((p) => p.hasExited());
    if (dead.length > 0) {
      const details = await Promise.all(dead.map(async (p) => `--- ${p.name} exited with ${await p.exited}; end of ${p.logFile}:\n${logTail(p.logFile)}`));
      throw new Error(`the stack did not start:\n${details.join('\n')}`);
    }
    if (Date.now() > deadline) {
      const logs = processes.map((p) => `--- ${p.name} (${p.logFile}):\n${logTail(p.logFile, 15)}`).join('\n');
      throw new Error(`not ready after ${READY_WITHIN_MS / 1000} s: ${pending.map((c) => c.what).join('; ')}\n${logs}`);
    }
    const results = await Promise.all(pending.map((c) => c.ok()));
    pending = pending.filter((_, i) => !results[i]);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function answersOk(url: string, init: RequestInit = {}): Promise<boolean> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
