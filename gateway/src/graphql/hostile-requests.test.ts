import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { sampleConfigInput, sampleContentInput } from '@juba/content/testing/admin-fixtures';
import { createContentDb } from '@juba/content/db';
import { restRequest, startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
let adminToken: string;
// Read only to prove that refused requests wrote nothing.
const contentDb = createContentDb(process.env.DATABASE_URL!);
beforeAll(async () => {
  stack = await startStack();
  adminToken = await stack.issuer.token({ sub: `hostile-admin-${crypto.randomUUID()}`, roles: ['learner', 'admin'] });
});
afterAll(async () => {
  await contentDb.$disconnect();
  await stack?.close();
});

interface Answer {
  status: number;
  contentType: string | null;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | null;
  text: string;
}

/** POSTs `body` (an object, or raw text sent as is) to /graphql. */
async function post(body: unknown, opts: { token?: string; contentType?: string } = {}): Promise<Answer> {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': opts.contentType ?? 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type');
  return { status: res.status, contentType, text, body: contentType?.includes('json') ? JSON.parse(text) : null };
}

const firstError = (answer: Answer) => ({
  status: answer.status,
  code: answer.body?.errors?.[0]?.extensions?.code,
  message: answer.body?.errors?.[0]?.message,
});

/** `{ ...F0 }` where each of n fragments spreads the next one twice: 2^n spreads if walked naively. */
const fragmentChain = (n: number) => {
  const fragments = Array.from({ length: n }, (_, i) =>
    i === n - 1 ? `fragment F${i} on Query { __typename }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `{ ...F0 } ${fragments.join(' ')}`;
};

describe('documents too costly to check', () => {
  it('refuses a chain of 40 fragments each spreading the next twice, while the gateway keeps answering', async () => {
    const chain = post({ query: fragmentChain(40) });
    const started = performance.now();
    const health = await fetch(`${stack.url}/healthz`);
    // Generous: the machine is shared; an exponential walk would hold the event loop for hours.
    expect({ status: health.status, fast: performance.now() - started < 1000 }).toEqual({ status: 200, fast: true });
    expect(firstError(await chain)).toMatchObject({ status: 400, message: expect.stringMatching(/definitions/) });
  });

  it('refuses documents with too many tokens, definitions or fragment spreads, naming the limit', async () => {
    const { maxTokens, maxDefinitions, maxFragmentSpreads } = stack.config.limits;
    const spreads = `{ ...F ${'...F '.repeat(maxFragmentSpreads)}} fragment F on Query { __typename }`;
    const definitions = Array.from({ length: maxDefinitions + 1 }, (_, i) => `query Q${i} { __typename }`).join(' ');
    const tokens = `{ ${'__typename '.repeat(maxTokens)}}`;
    expect(firstError(await post({ query: spreads }))).toMatchObject({
      status: 400,
      message: `Too many fragment spreads: at most ${maxFragmentSpreads} allowed per document.`,
    });
    expect(firstError(await post({ query: definitions, operationName: 'Q0' }))).toMatchObject({
      status: 400,
      message: `Too many definitions: at most ${maxDefinitions} allowed per document.`,
    });
    expect(firstError(await post({ query: tokens }))).toMatchObject({ status: 400, message: expect.stringMatching(new RegExp(`${maxTokens} tokens`)) });
  });
});

describe('numbers JSON cannot carry (±Infinity)', () => {
  const CREATE_CONTENT = 'mutation ($input: ContentInput!) { createContent(input: $input) { id } }';
  const INFINITE = /finite number/;

  it('are refused with 400 in GraphQL variables and literals, and nothing is written', async () => {
    const before = await contentDb.contentItem.count();
    // JSON.parse reads 1e999 as Infinity: the body must be written as text.
    const variables = JSON.stringify({ input: sampleContentInput({ content: { score: 'X' } }) }).replace('"X"', '1e999');
    const inVariables = await post(`{"query": ${JSON.stringify(CREATE_CONTENT)}, "variables": ${variables}}`, { token: adminToken });
    expect(firstError(inVariables)).toEqual({ status: 400, code: 'BAD_USER_INPUT', message: expect.stringMatching(INFINITE) });

    const diagnostic = `mutation ($m: JSON!) { completeDiagnostic(input: { totalPoints: 1, answeredQuestions: 1, currentLevel: "beginner", masteryByModule: $m, completedAt: "2024-01-01T00:00:00Z" }) { attemptCount } }`;
    const inDiagnostic = await post(`{"query": ${JSON.stringify(diagnostic)}, "variables": {"m": {"grammar": -1e999}}}`, { token: adminToken });
    expect(firstError(inDiagnostic)).toEqual({ status: 400, code: 'BAD_USER_INPUT', message: expect.stringMatching(INFINITE) });

    for (const literal of ['1e999', '-1e999', `1${'0'.repeat(400)}`]) {
      const query = `mutation { createContent(input: { contentType: exercise, title: "t", content: { score: ${literal} }, difficulty: beginner, tags: [] }) { id } }`;
      expect(firstError(await post({ query }, { token: adminToken }))).toMatchObject({ status: 400, message: expect.stringMatching(INFINITE) });
    }
    expect(await contentDb.contentItem.count()).toBe(before);
  });

  it('are refused with 400 on the REST facade too', async () => {
    const rawBody = (body: object, key: string) => JSON.stringify(body).replace(`"${key}":"X"`, `"${key}":1e999`);
    const content = await restRequest(stack, 'POST', '/api/admin/content', {
      token: adminToken,
      rawBody: rawBody(sampleContentInput({ content: { score: 'X' } }), 'score'),
    });
    const config = await restRequest(stack, 'POST', '/api/admin/config', {
      token: adminToken,
      rawBody: rawBody(sampleConfigInput({ configValue: 'X' }), 'configValue'),
    });
    for (const res of [content, config])
      expect({ status: res.status, message: res.body?.message }).toEqual({ status: 400, message: expect.stringMatching(INFINITE) });
  });
});

describe('requests that cannot run over HTTP', () => {
  it('answers an unknown operationName with 400, named operations or not', async () => {
    for (const query of ['{ __typename }', 'query A { __typename }', 'query A { __typename } query B { __typename }']) {
      expect(firstError(await post({ query, operationName: 'Nope' }))).toMatchObject({ status: 400, message: expect.stringMatching(/Nope/) });
    }
  });

  it('answers a subscription with 400, pointing to the WebSocket', async () => {
    const query = `subscription { jobUpdates(jobId: "${crypto.randomUUID()}") { status } }`;
    expect(firstError(await post({ query }, { token: adminToken }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/WebSocket/),
    });
  });

  it('answers a persisted query whose hash does not match with a client error, and an unknown hash as Apollo defines it', async () => {
    const mismatch = await post({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(firstError(mismatch)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(firstError(unknown)).toEqual({ status: 200, code: 'PERSISTED_QUERY_NOT_FOUND', message: 'PersistedQueryNotFound' });
  });
});

describe('bodies that are not a GraphQL request', () => {
  const expectJsonError = (answer: Answer, status: number, message: RegExp) => {
    expect({ status: answer.status, json: answer.contentType?.startsWith('application/json'), message: answer.body?.errors?.[0]?.message }).toEqual({
      status,
      json: true,
      message: expect.stringMatching(message),
    });
    expect(answer.text).not.toMatch(/<html|<pre>/i);
  };

  it('refuses an anonymous 10 MB recording from its Content-Length, before its body arrives, and closes the connection', async () => {
    const query = 'mutation A($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }';
    const declared = 10 * 1024 * 1024;
    const req = request(`${stack.url}/graphql`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(declared) },
    });
    req.on('error', () => {});
    // Only the first bytes are ever sent: the answer cannot wait for the rest.
    req.write(JSON.stringify({ query, variables: { t: 'hi', a: 'A'.repeat(1000) } }).slice(0, -3));
    const res = await new Promise<IncomingMessage>((resolve) => req.on('response', resolve));
    const body = JSON.parse(await new Promise<string>((resolve) => res.setEncoding('utf8').on('data', resolve)));
    req.destroy();
    expect({ status: res.statusCode, connection: res.headers.connection, code: body.errors[0].extensions.code }).toEqual({
      status: 413,
      connection: 'close',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(body.errors[0].message).toMatch(/^Sem entrar na conta, uma requisição pode ter no máximo 100 KB\. Entre na sua conta/);
  });

  it('answers malformed JSON, an oversized body and another content type with a JSON error', async () => {
    expectJsonError(await post('{"query": '), 400, /not valid JSON/);
    expectJsonError(await post({ query: `{ __typename } #${'x'.repeat(200_000)}` }), 413, /no máximo 100 KB/);
    expectJsonError(await post({ query: `{ __typename } #${'x'.repeat(200_000)}` }, { token: adminToken }), 413, /too large/);
    expectJsonError(await post('{ __typename }', { contentType: 'text/plain' }), 400, /content-type/);
    expectJsonError(await post('<query/>', { contentType: 'application/xml' }), 400, /Content-Type/);
  });

  it('serves no landing page to a browser opening /graphql: it would load a third-party script', async () => {
    const res = await fetch(`${stack.url}/graphql`, { headers: { accept: 'text/html' } });
    expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 400, type: expect.stringMatching(/^application\/json/) });
  });

  it('answers paths and methods nothing serves with a JSON 404', async () => {
    const res = await fetch(`${stack.url}/nowhere`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a": ' });
    expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({ status: 404, type: expect.stringMatching(/^application\/json/) });
  });
});

describe('subscriptions over the WebSocket', () => {
  const connect = (token: string) =>
    createClient({ url: stack.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${token}` } });
  /** The errors the subscription ended with, or 'complete'. */
  const outcome = (client: ReturnType<typeof createClient>, query: string) =>
    new Promise<unknown>((resolve) => client.subscribe({ query }, { next: () => {}, error: resolve, complete: () => resolve('complete') }));
  const job = (selection: string) => `subscription { jobUpdates(jobId: "${crypto.randomUUID()}") ${selection} }`;

  it('answers documents past the limits with GraphQL errors for that operation, the socket staying open', async () => {
    const client = connect(await stack.issuer.token());
    let closed = false;
    client.on('closed', () => (closed = true));
    const { maxDepth, maxAliases, maxTokens } = stack.config.limits;
    const cases = [
      { query: job(`{ ${'a { '.repeat(5000)}b${' }'.repeat(5000)} }`), message: new RegExp(`${maxTokens} tokens`) },
      { query: job(`{ ${'a { '.repeat(maxDepth)}b${' }'.repeat(maxDepth)} }`), message: /too deep/ },
      {
        query: `subscription { ${Array.from({ length: maxAliases + 1 }, (_, i) => `a${i}: jobUpdates(jobId: "${crypto.randomUUID()}") { status }`).join(' ')} }`,
        message: /Too many aliases/,
      },
      { query: job('{ status }').replace('jobId:', 'jobId: 1e999, x:'), message: /finite number/ },
      { query: fragmentChain(40).replace('{ ...F0 }', 'subscription { ...F0 }'), message: /definitions/ },
    ];
    for (const { query, message } of cases) {
      const errors = (await outcome(client, query)) as { message: string }[];
      expect(errors.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
    }
    // Still open: a well-formed subscription runs on the same connection.
    const stop = client.subscribe({ query: job('{ status }') }, { next: () => {}, error: () => {}, complete: () => {} });
    await vi.waitFor(() => expect(closed).toBe(false));
    stop();
    expect(closed).toBe(false);
    await client.dispose();
  });
});
