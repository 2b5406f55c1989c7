import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenSubgraph, parseSubgraphEnv } from '@juba/platform/subgraph';
import { learnerSubgraph } from '@juba/learner/subgraph';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';
import { stallingProxy } from '../testing/stalling-proxy.ts';
import { isSlowMutation } from './subgraph-guard.ts';
import { parse } from 'graphql';

const PROGRESS = '{ progress { currentStreak flowPoints } }';
const TIMEOUT_MESSAGE = 'Esta parte do Juba demorou demais para responder. Tente novamente em instantes.';
const UNAVAILABLE_MESSAGE = 'Esta parte do Juba está indisponível no momento. Tente novamente em instantes.';

let learner: Awaited<ReturnType<typeof listenSubgraph>>;
let proxy: Awaited<ReturnType<typeof stallingProxy>>;
let stack: Stack;
let token: string;

beforeAll(async () => {
  learner = await listenSubgraph(learnerSubgraph as unknown as Parameters<typeof listenSubgraph>[0], { ...parseSubgraphEnv(), SUBGRAPH_HOST: '127.0.0.1' }, 0);
  proxy = await stallingProxy(learner.url);
  // A breaker that opens after 2 misses and probes again after 300 ms; reads give up after 300 ms.
  stack = await startStack({ LEARNER_SUBGRAPH_URL: proxy.url, SUBGRAPH_TIMEOUT_MS: '300', SUBGRAPH_BREAKER_FAILURES: '2', SUBGRAPH_BREAKER_OPEN_MS: '300' });
  token = await stack.issuer.token({ sub: `learner-${randomUUID()}` });
});
afterAll(async () => {
  proxy?.resume();
  await stack?.close();
  await proxy?.close();
  await learner?.stop();
});

describe('a subgraph that stalls', () => {
  it('costs a caller a 504 with a message past the timeout, then a 503 at once while its breaker is open, and recovers after it resumes', async () => {
    expect((await restRequest(stack, 'GET', '/api/progress', { token })).status).toBe(200);
    proxy.stall();

    const rest = await restRequest(stack, 'GET', '/api/progress', { token });
    expect(rest).toMatchObject({ status: 504, body: { message: TIMEOUT_MESSAGE } });
    const graphql = await graphqlRequest(stack, PROGRESS, {}, token);
    expect(graphql.status).toBe(504);
    expect(graphql.body.errors?.[0]).toMatchObject({ message: TIMEOUT_MESSAGE, extensions: { code: 'TIMEOUT' } });

    // Open: refused without reaching the subgraph, with when to try again.
    const reached = proxy.received();
    const refused = await restRequest(stack, 'GET', '/api/progress', { token });
    expect(refused).toMatchObject({ status: 503, body: { message: UNAVAILABLE_MESSAGE } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const refusedGraphql = await graphqlRequest(stack, PROGRESS, {}, token);
    expect(refusedGraphql.status).toBe(503);
    expect(refusedGraphql.body.errors?.[0]).toMatchObject({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'UNAVAILABLE' } });
    expect(proxy.received()).toBe(reached);

    proxy.resume();
    await vi.waitFor(async () => expect((await restRequest(stack, 'GET', '/api/progress', { token })).status).toBe(200), { timeout: 5_000, interval: 100 });
  });
});

describe('a subgraph that cannot be reached', () => {
  it('is a 503 with a message, not a 500 "fetch failed"', async () => {
    const closed = await startStack({ LEARNER_SUBGRAPH_URL: 'http://127.0.0.1:9/graphql' });
    try {
      const rest = await restRequest(closed, 'GET', '/api/progress', { token: await closed.issuer.token({ sub: `learner-${randomUUID()}` }) });
      expect(rest).toMatchObject({ status: 503, body: { message: UNAVAILABLE_MESSAGE } });
    } finally {
      await closed.close();
    }
  });
});

describe('which fetches may take long', () => {
  it('is the recording and generation mutations, not reads or other mutations', () => {
    expect(isSlowMutation(parse('mutation($a: String!) { requestPhoneticAnalysis(audioData: $a, targetText: "x") { id } }'))).toBe(true);
    expect(isSlowMutation(parse('mutation { generateHandout(level: "a") { id } }'))).toBe(true);
    expect(isSlowMutation(parse('mutation { recordPractice(minutes: 1) { id } }'))).toBe(false);
    expect(isSlowMutation(parse('{ generateHandout }'))).toBe(false);
  });
});
