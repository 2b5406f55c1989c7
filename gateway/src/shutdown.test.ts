import { randomUUID } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenSubgraph, parseSubgraphEnv } from '@juba/platform/subgraph';
import { learnerSubgraph } from '@juba/learner/subgraph';
import { gatewayShuttingDown, SHUTDOWN_RETRY_AFTER_SECONDS, SHUTTING_DOWN } from './http/shutdown-drain.ts';
import { restRequest, startStack, type Stack } from './testing/stack.ts';
import { stallingProxy } from './testing/stalling-proxy.ts';

let learner: Awaited<ReturnType<typeof listenSubgraph>>;
let proxy: Awaited<ReturnType<typeof stallingProxy>>;
let stack: Stack;
let closing: Promise<void> | undefined;
let token: string;

beforeAll(async () => {
  learner = await listenSubgraph(learnerSubgraph as unknown as Parameters<typeof listenSubgraph>[0], { ...parseSubgraphEnv(), SUBGRAPH_HOST: '127.0.0.1' }, 0);
  // The learner subgraph behind a proxy that can hold a request: one in flight when the gateway is told to stop.
  proxy = await stallingProxy(learner.url);
  stack = await startStack({ LEARNER_SUBGRAPH_URL: proxy.url });
  token = await stack.issuer.token({ sub: `learner-${randomUUID()}` });
});
afterAll(async () => {
  proxy?.resume();
  await (closing ?? stack?.close());
  await proxy?.close();
  await learner?.stop();
});

/** A request on a connection of its own, as a new caller's (fetch would reuse one), with every header of the answer. */
function send(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) };
    const req = request(`${stack.url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.end(opts.body === undefined ? undefined : JSON.stringify(opts.body));
  });
}

describe('the gateway shutting down (SIGTERM)', () => {
  it('answers new requests 503 with a message and reports not ready at once, while a request in flight finishes', async () => {
    expect((await restRequest(stack, 'GET', '/api/progress', { token })).status).toBe(200);
    proxy.stall();
    const before = proxy.received();
    const inFlight = restRequest(stack, 'GET', '/api/progress', { token });
    await vi.waitFor(() => expect(proxy.received()).toBeGreaterThan(before));

    closing = stack.close();

    const ready = await send('GET', '/readyz');
    expect({ status: ready.status, body: ready.body }).toMatchObject({ status: 503, body: { status: 'not ready', checks: { shutdown: SHUTTING_DOWN } } });
    const refusal = { 'retry-after': String(SHUTDOWN_RETRY_AFTER_SECONDS), connection: 'close' };
    const rest = await send('GET', '/api/progress', { token });
    expect({ status: rest.status, headers: rest.headers, body: rest.body }).toMatchObject({
      status: 503,
      headers: refusal,
      body: { message: gatewayShuttingDown },
    });
    const graphql = await send('POST', '/graphql', { body: { query: '{ me { id } }' } });
    expect({ status: graphql.status, headers: graphql.headers, body: graphql.body }).toMatchObject({
      status: 503,
      headers: refusal,
      body: { errors: [{ message: gatewayShuttingDown, extensions: { code: 'UNAVAILABLE', retryAfterSeconds: SHUTDOWN_RETRY_AFTER_SECONDS } }] },
    });
    expect(gatewayShuttingDown).toMatch(/Tente novamente/);

    proxy.resume();
    expect(await inFlight).toMatchObject({ status: 200, body: { currentStreak: expect.any(Number) } });
    await closing;
    await expect(send('GET', '/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });
});
