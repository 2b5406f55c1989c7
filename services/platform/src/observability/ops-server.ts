import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { messageOf } from '../errors.ts';

/**
 * The internal port every process serves besides its work (never published
 * to browsers): `/metrics` for Prometheus, `/livez` (the process runs: the
 * event loop answers) and `/readyz` (what it depends on answers: 200, or 503
 * naming what does not). Kubernetes probes and scrapes it.
 */
export const OPS_PATHS = { metrics: '/metrics', live: '/livez', ready: '/readyz' } as const;

/** One dependency's answer within this long, or it counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

export type ReadinessCheck = () => Promise<unknown>;

export const opsEnv = {
  /** Where /metrics, /livez and /readyz listen; compose and Kubernetes set 0.0.0.0 so the scraper and the kubelet reach it. */
  OPS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Each process has its own default (opsPort in services.ts); 0 picks a free port. */
  OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
};

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

function withTimeout<T>(what: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([what, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** Runs every check at once; the answer names each dependency `ok` or why not. */
export async function readiness(checks: Record<string, ReadinessCheck>): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, 'ok'] as const;
      } catch (err) {
        return [name, messageOf(err)] as const;
      }
    }),
  );
  return { ready: entries.every(([, status]) => status === 'ok'), checks: Object.fromEntries(entries) };
}

export async function startOpsServer(opts: { registry: Registry; checks: Record<string, ReadinessCheck>; host: string; port: number }): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'GET') return json(405, { message: 'GET only' });
    if (path === OPS_PATHS.live) return json(200, { status: 'live' });
    if (path === OPS_PATHS.ready) {
      void readiness(opts.checks).then(({ ready, checks }) => json(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks }));
      return;
    }
    if (path === OPS_PATHS.metrics) {
      void opts.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': opts.registry.contentType }).end(text),
        (err: unknown) => json(500, { message: messageOf(err) }),
      );
      return;
    }
    json(404, { message: `no ${path} here: ${Object.values(OPS_PATHS).join(', ')}` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** PostgreSQL answers `SELECT 1` on one pooled connection, kept for the next probe. */
export function databaseCheck(databaseUrl: string): ReadinessCheck & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: CHECK_TIMEOUT_MS, idleTimeoutMillis: 60_000 });
  pool.on('error', () => {});
  return Object.assign(() => pool.query('SELECT 1'), { close: () => pool.end() });
}

/** Redis answers PING on this connection (a worker's own: the one that has to be up). */
export function redisCheck(redis: Pick<Redis, 'ping' | 'status'>): ReadinessCheck {
  return async () => {
    if (redis.status !== 'ready') throw new Error(`connection ${redis.status}`);
    await redis.ping();
  };
}
