import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { tutorDraftChannel, type TutorReplyDraft } from '@juba/contracts/tutor-drafts';
import { jobUpdateChannel, type JobUpdate } from '@juba/contracts/jobs';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { INVALID_TOKEN_MESSAGE } from '@juba/platform/errors';
import { createContentDb } from '@juba/content/db';
import { HANDOUT_MESSAGES } from '@juba/content/handouts/messages';
import { MAX_ACTIVE_HANDOUTS, TYPICAL_GENERATION_MS } from '@juba/content/handouts/store';
import { parseWorkerEnv, startWorkerPool } from '@juba/workers';
import { loadGatewayConfig } from './config.ts';
import { closeReasons, SOCKET_LIMIT_CLOSE } from './subscriptions/socket-limits.ts';
import { subscriberCount as countSubscribers, untilSubscribed as untilRedisSubscribed } from './testing/redis-channels.ts';
import { graphqlRequest, restRequest, startStack, type Stack } from './testing/stack.ts';

let stack: Stack;
let publisher: Redis;
// Proves that rejected requests wrote nothing; also sets a learner's handouts up.
const contentDb = createContentDb(process.env.DATABASE_URL!);
beforeAll(async () => {
  stack = await startStack();
  publisher = new Redis(process.env.REDIS_URL!);
});
afterAll(async () => {
  await contentDb.$disconnect();
  publisher.disconnect();
  await stack?.close();
});

const ME = '{ me { id firstName email isAdmin } }';
const badTokens = async () => ({
  forged: await stack.issuer.token({ forged: true }),
  expired: await stack.issuer.token({ expiresIn: Math.floor(Date.now() / 1000) - 60 }),
  'wrong audience': await stack.issuer.token({ audience: 'another-api' }),
});

describe('HTTP GraphQL entry point', () => {
  it('answers me with the user provisioned from a valid token', async () => {
    const token = await stack.issuer.token({ sub: 'gw-user-1' });
    const { status, body } = await graphqlRequest(stack, ME, {}, token);
    expect(status).toBe(200);
    expect(body.data.me).toEqual({ id: 'gw-user-1', firstName: 'Lia', email: 'gw-user-1@example.com', isAdmin: false });
  });

  it('answers me with null without a token, the subgraph having accepted the anonymous request the gateway signed', async () => {
    const { body } = await graphqlRequest(stack, ME);
    expect(body).toEqual({ data: { me: null } });
  });

  it('is ready only when every subgraph answers its signed probe', async () => {
    const res = await fetch(`${stack.url}/readyz`);
    expect([res.status, ((await res.json()) as { status: string }).status]).toEqual([200, 'ready']);
  });

  it('rejects forged, expired and wrong-audience tokens with 401', async () => {
    for (const [kind, token] of Object.entries(await badTokens())) {
      const { status, body } = await graphqlRequest(stack, ME, {}, token);
      expect({ kind, status, code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message }).toEqual({
        kind,
        status: 401,
        code: 'UNAUTHENTICATED',
        message: INVALID_TOKEN_MESSAGE,
      });
    }
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = `{ me { ${'a { '.repeat(12)}b${' }'.repeat(12)} } }`;
    const { status, body } = await graphqlRequest(stack, deep);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/too deep/);
  });

  it('refuses requests that look like cross-site form posts (CSRF prevention)', async () => {
    const res = await fetch(`${stack.url}/graphql?query=${encodeURIComponent(ME)}`, { method: 'GET' });
    expect(res.status).toBe(400);
  });
});

describe('text no subgraph can store, and variables nested past the limit', () => {
  const CREATE_CONTENT = 'mutation ($input: ContentInput!) { createContent(input: $input) { id } }';
  const contentInput = (overrides: Record<string, unknown>) => ({
    contentType: 'exercise',
    title: 'Hygiene',
    content: {},
    difficulty: 'beginner',
    tags: [],
    ...overrides,
  });
  /** Written as text: a value this deep would exhaust JSON.stringify's stack in the test itself. */
  const postDeeplyNestedContent = async (token?: string) => {
    const levels = 50_000;
    const body = `{"query": ${JSON.stringify(CREATE_CONTENT)}, "variables": {"input": ${JSON.stringify(contentInput({ content: 'X' })).replace('"X"', `${'['.repeat(levels)}1${']'.repeat(levels)}`)}}}`;
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    return { status: res.status, body: (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] } };
  };

  it('answers 400 with a readable message on GraphQL, for anyone, and writes nothing', async () => {
    const admin = await stack.issuer.token({ roles: ['learner', 'admin'] });
    const before = await contentDb.contentItem.count();
    const cases = [
      { token: admin, variables: { input: contentInput({ title: 'a\u0000b' }) }, message: /NUL character/ },
      { token: admin, variables: { input: contentInput({ content: { note: 'broken \ud800' } }) }, message: /unpaired surrogate/ },
    ];
    for (const { token, variables, message } of cases) {
      const { status, body } = await graphqlRequest(stack, CREATE_CONTENT, variables, token);
      expect({ status, code: body.errors?.[0]?.extensions?.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
      expect(body.errors?.[0]?.message).toMatch(message);
    }
    for (const token of [admin, undefined]) {
      const { status, body } = await postDeeplyNestedContent(token);
      expect({ status, code: body.errors?.[0]?.extensions?.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
      expect(body.errors?.[0]?.message).toMatch(/nest more than/);
    }
    const inline = await graphqlRequest(
      stack,
      `mutation { createContent(input: { contentType: exercise, title: "a\\u0000b", content: {}, difficulty: beginner, tags: [] }) { id } }`,
      {},
      admin,
    );
    expect(inline.status).toBe(400);
    expect(await contentDb.contentItem.count()).toBe(before);
  });

  it('answers 400 on the REST facade too, where the body passed its schema', async () => {
    const token = await stack.issuer.token();
    const { status, body } = await restRequest(stack, 'POST', '/api/challenges/complete', {
      token,
      body: { challengeType: 'pitch', scenario: 'A pitch\u0000', score: 50, feedback: 'ok', duration: 60 },
    });
    expect({ status, message: body.message }).toEqual({ status: 400, message: expect.stringMatching(/NUL character/) });
  });
});

describe('REST facade entry point', () => {
  it('GET /api/auth/user returns the user, and 401 when not signed in', async () => {
    const token = await stack.issuer.token({ sub: 'gw-user-2' });
    expect((await restRequest(stack, 'GET', '/api/auth/user', { token })).body).toMatchObject({ id: 'gw-user-2', firstName: 'Lia', isAdmin: false });
    expect(await restRequest(stack, 'GET', '/api/auth/user')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('rejects forged, expired and wrong-audience tokens with 401', async () => {
    for (const [kind, token] of Object.entries(await badTokens())) {
      const { status, body } = await restRequest(stack, 'GET', '/api/auth/user', { token });
      expect({ kind, status, body }).toEqual({ kind, status: 401, body: { message: INVALID_TOKEN_MESSAGE } });
    }
  });

  it('refuses a learner on admin routes and lets an admin through to the route', async () => {
    const learner = await stack.issuer.token({ roles: ['learner'] });
    const admin = await stack.issuer.token({ roles: ['learner', 'admin'] });
    expect(await restRequest(stack, 'GET', '/api/admin/dashboard', { token: learner })).toMatchObject({
      status: 403,
      body: { message: 'Admin privileges required for this area.' },
    });
    expect((await restRequest(stack, 'GET', '/api/admin/dashboard', { token: admin })).status).not.toBe(403);
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with 405', async () => {
    const token = await stack.issuer.token();
    expect((await restRequest(stack, 'GET', '/api/nope', { token })).status).toBe(404);
    expect((await restRequest(stack, 'DELETE', '/api/progress', { token })).status).toBe(405);
  });

  it('GET /api/progress returns zeros before any practice', async () => {
    const token = await stack.issuer.token();
    expect((await restRequest(stack, 'GET', '/api/progress', { token })).body).toMatchObject({ currentStreak: 0, flowPoints: 0, speakingLevel: null });
  });

  it('GET /api/learning-path/diagnostic-status reports no attempts for a new learner', async () => {
    const token = await stack.issuer.token();
    expect((await restRequest(stack, 'GET', '/api/learning-path/diagnostic-status', { token })).body).toEqual({
      isBlocked: false,
      attemptCount: 0,
      hasCompleted: false,
      diagnostic: null,
    });
  });

  it('POST /api/material-didatico/generate waits for the job and answers the material', async () => {
    const workers = await startWorkerPool({
      env: parseWorkerEnv({ ...process.env, WORKER_QUEUES: 'handout-generation' }),
      ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    });
    try {
      const token = await stack.issuer.token();
      const { status, body } = await restRequest(stack, 'POST', '/api/material-didatico/generate', { token, body: { level: 'avancado' } });
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['description', 'slides', 'title']);
      expect(body.title).toMatch(/Avançado/);
      expect(body.slides.length).toBeGreaterThanOrEqual(3);
    } finally {
      await workers.stop(5000);
    }
  });

  it('rejects malformed handout bodies with 400 and a readable message, and starts nothing', async () => {
    const sub = `malformed-${crypto.randomUUID()}`;
    const token = await stack.issuer.token({ sub });
    const cases = [
      { body: { level: 'facil' }, message: /level must be one of: basico, intermediario, avancado/ },
      { body: { level: 'basico', extra: 1 }, message: /extra/ },
      { body: { level: 3 }, message: /level/ },
      { body: {}, message: /level/ },
      { rawBody: '{"level": ', message: /not valid JSON/ },
    ];
    for (const { message, ...request } of cases) {
      const res = await restRequest(stack, 'POST', '/api/material-didatico/generate', { token, ...request });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await contentDb.handout.count({ where: { userId: sub } })).toBe(0);
  });

  it('answers 429 with Retry-After to a learner who already has the most handouts in the making', async () => {
    const sub = `busy-${crypto.randomUUID()}`;
    const token = await stack.issuer.token({ sub });
    await contentDb.handout.createMany({
      data: Array.from({ length: MAX_ACTIVE_HANDOUTS }, () => ({ id: crypto.randomUUID(), userId: sub, level: 'basico' as const, status: 'PENDING' as const })),
    });

    const res = await restRequest(stack, 'POST', '/api/material-didatico/generate', { token, body: { level: 'basico' } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: HANDOUT_MESSAGES.tooManyActive(MAX_ACTIVE_HANDOUTS) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(TYPICAL_GENERATION_MS / 1000);
    expect(await contentDb.handout.count({ where: { userId: sub } })).toBe(MAX_ACTIVE_HANDOUTS);
  });

  it('sends sign-in and sign-out navigations to the SPA', async () => {
    expect((await restRequest(stack, 'GET', '/api/login')).headers.get('location')).toBe('/?login');
    expect((await restRequest(stack, 'GET', '/api/logout')).headers.get('location')).toBe('/?logout');
  });
});

const subscriberCount = (channel: string) => countSubscribers(publisher, channel);
const untilSubscribed = (channel: string) => untilRedisSubscribed(publisher, channel);

describe('WebSocket subscriptions entry point', () => {
  /** Runs one subscription whose only field is `field`, collecting what it pushes. */
  const subscribe = <T>(token: string | undefined, field: string, query: string, variables: Record<string, string>) => {
    const client = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    });
    const received: T[] = [];
    const done = new Promise<{ error?: unknown }>((resolve) => {
      client.subscribe<Record<string, T>>(
        { query, variables },
        { next: (m) => received.push(m.data![field]!), error: (error) => resolve({ error }), complete: () => resolve({}) },
      );
    });
    return { client, received, done };
  };
  const subscribeToJob = (token: string | undefined, jobId: string) =>
    subscribe<JobUpdate>(token, 'jobUpdates', 'subscription ($id: ID!) { jobUpdates(jobId: $id) { jobId queue status progress message } }', { id: jobId });

  it('pushes the updates of the viewer own job and completes at the end', async () => {
    const token = await stack.issuer.token({ sub: 'ws-owner' });
    const jobId = crypto.randomUUID();
    const sub = subscribeToJob(token, jobId);
    const publish = (u: Partial<JobUpdate>) =>
      publisher.publish(jobUpdateChannel(jobId), JSON.stringify({ jobId, userId: 'ws-owner', queue: 'handout-generation', message: null, ...u }));
    await untilSubscribed(jobUpdateChannel(jobId));
    await publish({ status: 'RUNNING', progress: 10, message: 'Escrevendo os slides...' });
    await publisher.publish(
      jobUpdateChannel(jobId),
      JSON.stringify({ jobId, userId: 'someone-else', queue: 'handout-generation', status: 'RUNNING', progress: 99, message: null }),
    );
    await publish({ status: 'COMPLETED', progress: 100 });
    expect(await sub.done).toEqual({});
    expect(sub.received.map((u) => [u.status, u.progress, u.message])).toEqual([
      ['RUNNING', 10, 'Escrevendo os slides...'],
      ['COMPLETED', 100, null],
    ]);
    await sub.client.dispose();
  });

  it("pushes the tutor's reply drafts of the viewer own conversation and leaves the channel when the client goes", async () => {
    const token = await stack.issuer.token({ sub: 'ws-learner' });
    const conversationId = crypto.randomUUID();
    const channel = tutorDraftChannel(conversationId);
    const sub = subscribe<Omit<TutorReplyDraft, 'userId'>>(
      token,
      'tutorReplyDraft',
      'subscription ($id: ID!) { tutorReplyDraft(conversationId: $id) { conversationId replyTo text } }',
      { id: conversationId },
    );
    const publish = (userId: string, text: string) =>
      publisher.publish(channel, JSON.stringify({ conversationId, userId, replyTo: 'key-1', text } satisfies TutorReplyDraft));
    await untilSubscribed(channel);
    await publish('ws-learner', 'Great');
    await publish('someone-else', 'Not for you');
    await publisher.publish(channel, JSON.stringify({ conversationId, userId: 'ws-learner' }));
    await publish('ws-learner', 'Great question!');
    await vi.waitFor(() => expect(sub.received).toHaveLength(2));
    expect(sub.received).toEqual([
      { conversationId, replyTo: 'key-1', text: 'Great' },
      { conversationId, replyTo: 'key-1', text: 'Great question!' },
    ]);
    await sub.client.dispose();
    await vi.waitFor(async () => expect(await subscriberCount(channel)).toBe(0));
  });

  /** Follows one subscription on `client`, keeping every message, as text, in `seen`. */
  const follow = (client: ReturnType<typeof createClient>, query: string, id: string, seen: string[]) =>
    client.subscribe(
      { query, variables: { id } },
      { next: (m) => seen.push(JSON.stringify(m)), error: (e) => seen.push(JSON.stringify(e)), complete: () => seen.push('complete') },
    );
  const DRAFTS = 'subscription ($id: ID!) { tutorReplyDraft(conversationId: $id) { text } }';
  const JOB = 'subscription ($id: ID!) { jobUpdates(jobId: $id) { status } }';
  const connect = (token: string) =>
    createClient({ url: stack.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${token}` } });

  it('refuses a subscription to something that is not a job or conversation id, naming the argument', async () => {
    const client = connect(await stack.issuer.token({ sub: 'ws-learner' }));
    const drafts: string[] = [];
    const job: string[] = [];
    follow(client, DRAFTS, 'not-a-conversation', drafts);
    follow(client, JOB, 'x'.repeat(1000), job);
    await vi.waitFor(() => expect([drafts.at(-1), job.at(-1)]).toEqual(['complete', 'complete']));
    expect(drafts[0]).toContain('conversationId must be a conversation id (a UUID).');
    expect(job[0]).toContain('jobId must be a job id (a UUID).');
    await client.dispose();
  });

  it('closes a connection asking for more subscriptions than its cap with 4012 and a reason, after ending one made room', async () => {
    const cap = stack.config.websockets.subscriptionsPerSocket;
    const closed: { code: number; reason: string }[] = [];
    const client = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${await stack.issuer.token({ sub: 'ws-greedy' })}` },
      on: { closed: (event) => void closed.push({ code: (event as { code: number }).code, reason: (event as { reason: string }).reason }) },
    });
    const channels = Array.from({ length: cap }, () => crypto.randomUUID());
    const seen: string[] = [];
    const stops = channels.map((id) => follow(client, DRAFTS, id, seen));
    await Promise.all(channels.map((id) => untilSubscribed(tutorDraftChannel(id))));
    // Ending one makes room for another on the same connection.
    stops[0]!();
    const extra = crypto.randomUUID();
    follow(client, DRAFTS, extra, seen);
    await untilSubscribed(tutorDraftChannel(extra));
    follow(client, DRAFTS, crypto.randomUUID(), seen);
    await vi.waitFor(() =>
      expect(closed).toEqual([{ code: SOCKET_LIMIT_CLOSE.tooManySubscriptions, reason: closeReasons(stack.config.websockets).tooManySubscriptions }]),
    );
    await client.dispose();
  });

  it("closes a learner's oldest socket beyond the cap with 4010", async () => {
    const token = await stack.issuer.token({ sub: 'ws-many-tabs' });
    const sockets = Array.from({ length: stack.config.websockets.socketsPerLearner + 1 }, () => new WebSocket(stack.wsUrl, 'graphql-transport-ws'));
    const closes = sockets.map((s) => new Promise<[number, string]>((resolve) => s.on('close', (code, reason) => resolve([code, reason.toString()]))));
    const opened = sockets.map((s) => new Promise((resolve) => s.once('open', resolve)));
    for (const [i, s] of sockets.entries()) {
      await opened[i];
      s.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      await new Promise((resolve) => s.once('message', resolve));
    }
    expect(await closes[0]).toEqual([SOCKET_LIMIT_CLOSE.replaced, closeReasons(stack.config.websockets).replaced]);
    expect(sockets.slice(1).map((s) => s.readyState)).toEqual(sockets.slice(1).map(() => WebSocket.OPEN));
    for (const s of sockets) s.close();
  });

  it('closes a connection whose access token expired before a later subscribe', async () => {
    const client = connect(await stack.issuer.token({ sub: 'ws-lingering', expiresIn: Math.floor(Date.now() / 1000) + 60 }));
    const first = crypto.randomUUID();
    const ended: unknown[] = [];
    client.subscribe({ query: DRAFTS, variables: { id: first } }, { next: () => {}, error: (e) => ended.push(e), complete: () => {} });
    await untilSubscribed(tutorDraftChannel(first));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    client.subscribe({ query: DRAFTS, variables: { id: crypto.randomUUID() } }, { next: () => {}, error: (e) => ended.push(e), complete: () => {} });
    await vi.waitFor(() => expect(ended.length).toBeGreaterThan(0));
    vi.useRealTimers();
    expect((ended[0] as { code?: number }).code).toBe(4403);
    await vi.waitFor(async () => expect(await subscriberCount(tutorDraftChannel(first))).toBe(0));
    await client.dispose();
  });

  it('closes the connection for forged, expired and wrong-audience tokens, and without one', async () => {
    for (const token of [...Object.values(await badTokens()), undefined]) {
      const sub = subscribeToJob(token, crypto.randomUUID());
      const { error } = await sub.done;
      expect((error as { code?: number }).code).toBe(4403);
      await sub.client.dispose();
    }
  });
});

describe('production settings', () => {
  it('refuse the embedded identity provider', () => {
    expect(() => loadGatewayConfig({ JUBA_PRODUCTION: 'true' })).toThrow(/refuses the embedded identity provider/);
  });
});
