import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test, vi } from 'vitest';
import { SERVICES } from '@juba/platform/services';
import { signInForTest } from '@juba/identity/idp/test-client';
import './support/provided.ts';

/** Series every process exports, and those each kind of process adds once it has served something. */
const EVERY_PROCESS = ['process_cpu_seconds_total', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes'];
const SERIES: Record<string, string[]> = {
  gateway: ['juba_http_request_duration_seconds_count', 'juba_graphql_operations_total', 'juba_subgraph_fetch_duration_seconds_count', 'juba_queue_jobs'],
  content: ['juba_http_request_duration_seconds_count', 'juba_graphql_operations_total'],
  workers: ['juba_job_duration_seconds_count', 'juba_worker_utilisation_ratio', 'juba_worker_concurrency', 'juba_queue_jobs'],
};

describe('operating the stack', () => {
  test('a request id sent to the gateway is in the log lines of the subgraph and of the worker that ran its job, and every process serves its metrics and readiness', async () => {
    const { appOrigin, idpIssuer, accounts, logDir, opsPorts } = inject('juba');
    const { accessToken } = await signInForTest(idpIssuer, accounts.learner.email, accounts.learner.password, { redirectUri: `${appOrigin}/` });
    const requestId = `e2e-${Date.now()}`;
    const res = await fetch(`${appOrigin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'x-request-id': requestId },
      body: JSON.stringify({ query: 'mutation GenerateHandout { generateHandout(level: basico) { id } }' }),
    });
    expect([res.status, res.headers.get('x-request-id')]).toEqual([200, requestId]);

    const linesWithId = (process: string) =>
      readFileSync(join(logDir, `${process}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { requestId?: string; service?: string; msg?: string })
        .filter((entry) => entry.requestId === requestId);
    // A request's line is written once its answer has gone out, so it may land just after the client read it.
    await vi.waitFor(() => {
      expect(linesWithId('gateway')).toContainEqual(expect.objectContaining({ service: 'gateway', msg: 'request' }));
      expect(linesWithId('content')).toContainEqual(expect.objectContaining({ service: 'content', msg: 'request' }));
    });
    // The handout's job carries the id into the worker, whose line about the job shows it.
    await vi.waitFor(
      () =>
        expect(linesWithId('workers')).toContainEqual(
          expect.objectContaining({ service: 'workers', msg: expect.stringMatching(/^handout-generation job .* completed in \d+ ms$/) }),
        ),
      {
        timeout: 60_000,
        interval: 500,
      },
    );

    const processes = ['gateway', 'idp', 'workers', ...SERVICES.map((s) => s.name)];
    expect(Object.keys(opsPorts).sort()).toEqual(processes.sort());
    for (const process of processes) {
      const ops = `http://127.0.0.1:${opsPorts[process]}`;
      expect((await fetch(`${ops}/livez`)).status, `${process} /livez`).toBe(200);
      const ready = await fetch(`${ops}/readyz`);
      expect([ready.status, await ready.json()], `${process} /readyz`).toEqual([200, expect.objectContaining({ status: 'ready' })]);
      await vi.waitFor(
        async () => {
          const metrics = await (await fetch(`${ops}/metrics`)).text();
          for (const series of [...EVERY_PROCESS, ...(SERIES[process] ?? [])])
            expect(metrics, `${process} exports ${series}`).toMatch(new RegExp(`^${series}\\{[^}]*service="${process}"`, 'm'));
        },
        { timeout: 30_000, interval: 1_000 },
      );
    }
    // The public port does not serve the metrics.
    expect((await fetch(`${appOrigin}/metrics`)).headers.get('content-type')).not.toContain('text/plain; version=0.0.4');
  });
});
