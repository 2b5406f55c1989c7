import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsRegistry } from '@juba/platform/observability/metrics';
import { startOpsServer } from '@juba/platform/observability/ops-server';
import { healthcheckCommand, loadCompose, repoPath } from './compose-file.ts';

const compose = loadCompose({
  POSTGRES_PASSWORD: 'a',
  REDIS_PASSWORD: 'b',
  INTERNAL_SECRET: 'c'.repeat(32),
  KEYCLOAK_DB_PASSWORD: 'd',
  KEYCLOAK_ADMIN_PASSWORD: 'e',
});

interface Outcome {
  code: number;
  stderr: string;
}

/** Runs a compose healthcheck `test` the way Docker does inside the container (cwd /app is the repo root). */
function runHealthcheck(test: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  const [kind, ...rest] = test;
  const [file, args] = kind === 'CMD-SHELL' ? ['bash', ['-c', rest.join(' ')]] : [rest[0] === 'node' ? process.execPath : rest[0]!, rest.slice(1)];
  return new Promise((resolve) => {
    execFile(file, args, { cwd: repoPath(''), env: { ...process.env, ...env }, timeout: 15_000 }, (err, _stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stderr });
    });
  });
}

const withPort = (test: string[], from: string, to: number) => test.map((part) => part.replace(from, String(to)));

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An HTTP server answering every request with this status, like a gateway that is not ready yet. */
function statusServer(status: number) {
  return createServer((_req, res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status: status === 200 ? 'UP' : 'DOWN' })),
  );
}

describe("subgraph healthcheck (node infra/docker/healthcheck.mjs on the subgraph's ops /readyz)", () => {
  // The subgraph's GraphQL endpoint answers only requests the gateway signed, so the container's check asks its ops port.
  const test = healthcheckCommand(compose.services.identity!);
  let databaseUp = true;
  let stop: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    const ops = await startOpsServer({
      registry: createMetricsRegistry('identity'),
      host: '127.0.0.1',
      port: 0,
      checks: {
        database: async () => {
          if (!databaseUp) throw new Error('connection refused');
        },
      },
    });
    port = ops.port;
    stop = () => ops.close();
  });
  afterAll(() => stop());

  it('is healthy while the subgraph is ready', async () => {
    databaseUp = true;
    expect(await runHealthcheck(withPort(test, '9101', port))).toEqual({ code: 0, stderr: '' });
  });

  it('is unhealthy while a dependency of the subgraph does not answer', async () => {
    databaseUp = false;
    const outcome = await runHealthcheck(withPort(test, '9101', port));
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('answered 503');
  });

  it('is unhealthy when nothing listens on the port', async () => {
    const outcome = await runHealthcheck(withPort(test, '9101', await closedPort()));
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('unhealthy');
  });
});

describe('gateway healthcheck on /readyz', () => {
  const test = healthcheckCommand(compose.services.gateway!);
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it('is healthy on 200 and unhealthy while readiness answers 503', async () => {
    const ready = statusServer(200);
    const notReady = statusServer(503);
    servers.push(ready, notReady);
    expect((await runHealthcheck(withPort(test, '4000', await listen(ready)))).code).toBe(0);
    const outcome = await runHealthcheck(withPort(test, '4000', await listen(notReady)));
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('answered 503');
  });
});

describe('worker healthcheck (node infra/docker/healthcheck.mjs redis)', () => {
  const test = healthcheckCommand(compose.services.workers!);

  it('is healthy when REDIS_URL answers PING', async () => {
    expect(await runHealthcheck(test, { REDIS_URL: process.env.REDIS_URL })).toEqual({ code: 0, stderr: '' });
  });

  it('is unhealthy when Redis cannot be reached', async () => {
    const outcome = await runHealthcheck(test, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}/0` });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('unhealthy');
  });

  it('reports a misconfiguration instead of "unhealthy"', async () => {
    expect((await runHealthcheck(test, { REDIS_URL: '' })).code).toBe(64);
    expect((await runHealthcheck(['CMD', 'node', 'infra/docker/healthcheck.mjs', 'localhost:4000'])).code).toBe(64);
  });
});

describe('Keycloak healthcheck (bash over /dev/tcp, the image has no curl)', () => {
  const test = healthcheckCommand(compose.services.keycloak!);
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it('is healthy when /health/ready answers 200 and unhealthy on 503 or no listener', async () => {
    const requests: string[] = [];
    const ready = createServer((req, res) => {
      requests.push(req.url!);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"UP"}');
    });
    const notReady = statusServer(503);
    servers.push(ready, notReady);
    expect((await runHealthcheck(withPort(test, '9000', await listen(ready)))).code).toBe(0);
    expect(requests).toEqual(['/health/ready']);
    expect((await runHealthcheck(withPort(test, '9000', await listen(notReady)))).code).not.toBe(0);
    expect((await runHealthcheck(withPort(test, '9000', await closedPort()))).code).not.toBe(0);
  });
});
