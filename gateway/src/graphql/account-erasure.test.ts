import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_WINDOWS } from '@juba/contracts/admin-analytics';
import { ERASING_SERVICES, QUEUES, QUEUE_JOB_OPTIONS, accountErasedJobId } from '@juba/contracts/jobs';
import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { parseWorkerEnv, startWorkerPool, type WorkerPool } from '@juba/workers';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { freshDatabase } from '../../../infra/test/fresh-database.ts';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { SHAPES, sampleOf } from '../fuzz/inputs.ts';
import { OPERATIONS, operationDocument } from '../fuzz/operations.ts';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';

const prefix = `test-erasure-${randomUUID()}`;
useSuiteEnv({ JOB_QUEUE_PREFIX: prefix });
const SCHEMAS = ['identity', 'learner', 'content', 'diagnostics', 'ai'];

let stack: Stack;
let workers: WorkerPool;
let pg: Client;
const redis = new Redis(process.env.REDIS_URL!);

beforeAll(async () => {
  // The admin analytics count every user and session of the database: a database of this suite's own keeps other suites' learners out of the sums.
  vi.stubEnv('DATABASE_URL', await freshDatabase('erasure'));
  pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
  stack = await startStack();
  const subgraphUrls = Object.fromEntries(Object.entries(stack.config.subgraphs).map(([name, url]) => [`${name.toUpperCase()}_SUBGRAPH_URL`, url]));
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, ...subgraphUrls, WORKER_QUEUES: [QUEUES.accountErased, QUEUES.learnerActivity, QUEUES.dataExport].join(',') }),
    ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
}, 60_000);
afterAll(async () => {
  await workers?.stop(5000);
  await stack?.close();
  for (const queue of Object.values(QUEUES)) await new Queue(queue, { connection: redis, prefix }).obliterate({ force: true });
  redis.disconnect();
  await pg?.end();
});

/** Rows of every table of every schema whose text names `id`, per table. */
async function rowsNaming(id: string): Promise<Record<string, number>> {
  const { rows: tables } = await pg.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' AND table_name <> '_migrations'`,
    [SCHEMAS],
  );
  const found: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const { rows } = await pg.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${name}" t WHERE strpos(row_to_json(t)::text, $1) > 0`, [id]);
    if (Number(rows[0]!.n) > 0) found[`${schema}.${name}`] = Number(rows[0]!.n);
  }
  return found;
}

/** Redis keys whose name or value names `id`. */
async function redisKeysNaming(id: string): Promise<string[]> {
  const named: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', '1000');
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'list'
              ? JSON.stringify(await redis.lrange(key, 0, -1))
              : type === 'set'
                ? JSON.stringify(await redis.smembers(key))
                : type === 'zset'
                  ? JSON.stringify(await redis.zrange(key, '0', '-1'))
                  : type === 'stream'
                    ? JSON.stringify(await redis.xrange(key, '-', '+'))
                    : '';
      if (key.includes(id) || value?.includes(id)) named.push(key);
    }
  } while (cursor !== '0');
  return named;
}

/** A learner who used every module: a voice consent, then every signed-in mutation of the API with valid input (an export and a recording among them), then a tutor message. */
async function learnerOfEveryModule() {
  const userId = randomUUID();
  const email = `${userId}@exemplo.com.br`;
  const token = await stack.issuer.token({ sub: userId, claims: { email } });
  const call = async (query: string, variables: Record<string, unknown> = {}) => (await graphqlRequest(stack, query, variables, token)).body;
  await call('{ me { id } }');
  const conversationId = (await call('mutation { startConversation(theme: travel) { id } }')).data.startConversation.id;
  const socraticSessionId = (await call('mutation { startSocraticSession(topic: surf) { id } }')).data.startSocraticSession.id;
  const real = { conversationId, socraticSessionId };
  await call('mutation ($v: String!) { grantVoiceConsent(textVersion: $v) { active } }', { v: VOICE_CONSENT_VERSION });
  const kept = (field: string) => field !== 'eraseAccount' && field !== 'revokeVoiceConsent';
  for (const operation of OPERATIONS.filter((o) => o.type === 'mutation' && o.access === 'signed-in' && kept(o.field))) {
    const variables = Object.fromEntries(
      Object.entries(operation.args).map(([name, arg]) => [
        name,
        arg.real && arg.real in real ? real[arg.real as keyof typeof real] : arg.optional ? null : sampleOf(arg.shape),
      ]),
    );
    await call(operationDocument(operation), variables);
  }
  await call('mutation ($input: LearningProfileInput!) { saveLearningProfile(input: $input) { englishLevel } }', { input: sampleOf(SHAPES.learningProfile) });
  await call('mutation ($id: ID!) { sendConversationMessage(conversationId: $id, text: "I goed to the beach yesterday.") { id } }', { id: conversationId });
  return { userId, email, token, call };
}

/** Until no job of the test's queues waits or runs: the reports of what the learners did have landed. */
async function settled() {
  await vi.waitFor(
    async () => {
      for (const name of Object.values(QUEUES)) {
        const counts = await new Queue(name, { connection: redis, prefix }).getJobCounts('waiting', 'active', 'delayed');
        if (name !== QUEUES.handoutGeneration && name !== QUEUES.planGeneration && name !== QUEUES.phoneticAnalysis)
          expect(counts, name).toEqual({ waiting: 0, active: 0, delayed: 0 });
      }
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** Every AdminAnalytics figure of the public API, so a figure added later is checked here too. */
const ANALYTICS_FIGURES = Object.keys(
  (buildSchema(readFileSync(new URL('../../api-schema.graphql', import.meta.url), 'utf8')).getType('AdminAnalytics') as GraphQLObjectType).getFields(),
);
type Figures = Record<string, number>;

/**
 * What an admin reads: AdminAnalytics of every window over GraphQL, checked
 * against the REST rows /api/admin/analytics and /api/admin/dashboard, and
 * against each other: narrower windows within wider ones, the 7-day window
 * the week, no more active learners, profiles or new users than users.
 */
async function adminAnalytics(adminToken: string): Promise<Record<number, Figures>> {
  const windows: Record<number, Figures> = {};
  for (const days of ANALYTICS_WINDOWS) {
    const { body } = await graphqlRequest(
      stack,
      `query ($days: Int!) { adminAnalytics(days: $days) { ${ANALYTICS_FIGURES.join(' ')} } }`,
      { days },
      adminToken,
    );
    expect(body.errors).toBeUndefined();
    const figures: Figures = body.data.adminAnalytics;
    const rest = await restRequest(stack, 'GET', `/api/admin/analytics?days=${days}`, { token: adminToken });
    expect(rest.status).toBe(200);
    expect(figures).toMatchObject(rest.body.stats);
    expect(figures.activeUsers).toBeLessThanOrEqual(Math.min(figures.totalUsers!, figures.totalSessions!));
    expect(figures.totalProfiles).toBeLessThanOrEqual(figures.totalUsers!);
    expect(figures.weeklyNewUsers).toBeLessThanOrEqual(figures.totalUsers!);
    expect(figures.weeklySessions).toBeLessThanOrEqual(figures.totalSessions!);
    expect(figures.totalSessions).toBeLessThanOrEqual(figures.allTimeSessions!);
    expect(figures.avgSessionDuration === 0).toBe(figures.totalSessions === 0);
    windows[days] = figures;
  }
  const [week, ...wider] = ANALYTICS_WINDOWS;
  expect(windows[week]!.totalSessions).toBe(windows[week]!.weeklySessions);
  for (const days of wider)
    expect(windows[days]).toMatchObject({
      totalUsers: windows[week]!.totalUsers,
      allTimeSessions: windows[week]!.allTimeSessions,
      totalProfiles: windows[week]!.totalProfiles,
    });
  const dashboard = await restRequest(stack, 'GET', '/api/admin/dashboard', { token: adminToken });
  expect(dashboard.status).toBe(200);
  expect(dashboard.body.stats).toEqual({ totalUsers: windows[week]!.totalUsers, totalSessions: windows[week]!.allTimeSessions });
  return windows;
}

/** after - before, figure by figure, for every window. */
const added = (after: Record<number, Figures>, before: Record<number, Figures>) =>
  Object.fromEntries(
    ANALYTICS_WINDOWS.map((days) => [days, Object.fromEntries(ANALYTICS_FIGURES.map((figure) => [figure, after[days]![figure]! - before[days]![figure]!]))]),
  );

describe("'Excluir minha conta'", () => {
  it('erases a learner who used every module from every schema and Redis, refuses their token at once, leaves another learner untouched and takes exactly their share off the admin analytics', async () => {
    const adminToken = await stack.issuer.token({ sub: `admin-${randomUUID()}`, roles: ['learner', 'admin'] });
    expect((await graphqlRequest(stack, '{ me { id } }', {}, adminToken)).body.data.me).not.toBeNull();
    const other = await learnerOfEveryModule();
    await settled();
    const withoutErased = await adminAnalytics(adminToken);
    expect(withoutErased[7]!.totalSessions, "the other learner's practice sessions").toBeGreaterThan(0);
    const erased = await learnerOfEveryModule();
    await settled();
    const withErased = await adminAnalytics(adminToken);
    // The erased learner counts: one user, new this week, with a profile, active in every window with practice sessions of their own.
    const share = added(withErased, withoutErased);
    for (const days of ANALYTICS_WINDOWS) {
      expect(share[days]).toMatchObject({ days: 0, totalUsers: 1, weeklyNewUsers: 1, totalProfiles: 1, activeUsers: 1 });
      expect(share[days]!.totalSessions, `the erased learner's practice sessions in ${days} days`).toBeGreaterThan(0);
    }
    const before = await rowsNaming(erased.userId);
    for (const schema of SCHEMAS)
      expect(
        Object.keys(before).some((table) => table.startsWith(`${schema}.`)),
        `${schema} holds rows of the learner`,
      ).toBe(true);
    const othersBefore = await rowsNaming(other.userId);

    const wrong = await erased.call('mutation { eraseAccount(email: "outra.pessoa@exemplo.com.br") }');
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Para confirmar a exclusão, digite exatamente o e-mail da sua conta.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A socket the learner opened before, with a subscription running: closed by the erasure itself, not at the next subscribe.
    const openSocket = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${erased.token}` },
    });
    let socketOpened!: () => void;
    const opened = new Promise<void>((resolve) => (socketOpened = resolve));
    openSocket.on('connected', () => socketOpened());
    const openSubscriptionEnded = new Promise<unknown>((resolve) =>
      openSocket.subscribe(
        { query: `subscription { jobUpdates(jobId: "${randomUUID()}") { jobId } }` },
        { next: () => {}, error: resolve, complete: () => resolve(null) },
      ),
    );
    await opened;
    const started = performance.now();
    expect((await erased.call('mutation ($email: String!) { eraseAccount(email: $email) }', { email: erased.email.toUpperCase() })).data).toEqual({
      eraseAccount: true,
    });

    // Refused at once, on every entry point, and the open socket closed.
    expect(await openSubscriptionEnded).toMatchObject({ code: 4403, reason: 'Forbidden' });
    await openSocket.dispose();
    expect((await graphqlRequest(stack, '{ me { id } }', {}, erased.token)).status).toBe(401);
    expect((await restRequest(stack, 'GET', '/api/auth/user', { token: erased.token })).status).toBe(401);
    const socket = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${erased.token}` },
    });
    const refused = await new Promise<unknown>((resolve) =>
      socket.subscribe(
        { query: `subscription { jobUpdates(jobId: "${randomUUID()}") { jobId } }` },
        { next: () => {}, error: resolve, complete: () => resolve(null) },
      ),
    );
    expect(refused).toMatchObject({ code: 4403 });
    await socket.dispose();

    await vi.waitFor(async () => expect(await rowsNaming(erased.userId)).toEqual({}), { timeout: 30_000, interval: 250 });
    console.log(
      `[erasure] rows naming the learner per table before: ${JSON.stringify(before)}; after: none, ${Math.round(performance.now() - started)} ms after the request; their share of the admin analytics per window: ${JSON.stringify(share)}`,
    );
    await settled();
    expect(await redisKeysNaming(erased.userId)).toEqual([]);
    expect(await rowsNaming(other.userId)).toEqual(othersBefore);
    expect((await other.call('{ me { id } }')).data).toEqual({ me: { id: other.userId } });
    // The analytics lose exactly the erased learner's share: every figure, the mean session length among them, is what it was before they came.
    expect(await adminAnalytics(adminToken)).toEqual(withoutErased);

    // Delivered again (at least once): every service handles it again, deleting nothing more.
    const again = randomUUID();
    const events = new Queue(QUEUES.accountErased, { connection: redis, prefix });
    for (const service of ERASING_SERVICES) {
      await events.add(
        service,
        { erasureId: again, userId: erased.userId, service },
        { ...QUEUE_JOB_OPTIONS[QUEUES.accountErased], jobId: accountErasedJobId(again, service) },
      );
    }
    await vi.waitFor(
      async () =>
        expect(await events.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')).toEqual({
          waiting: 0,
          active: 0,
          delayed: 0,
          failed: 0,
          completed: 0,
        }),
      {
        timeout: 15_000,
        interval: 200,
      },
    );
    expect(await rowsNaming(erased.userId)).toEqual({});
    expect(await redisKeysNaming(erased.userId)).toEqual([]);
    expect(await rowsNaming(other.userId)).toEqual(othersBefore);
    expect(await adminAnalytics(adminToken)).toEqual(withoutErased);
  }, 120_000);
});
