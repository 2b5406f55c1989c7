import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityRecorder } from '@juba/platform/activity';
import { QUEUES } from '@juba/contracts/jobs';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { sampleConfigInput as configInput, sampleContentInput as draft } from '@juba/content/testing/admin-fixtures';
import { freshDatabase } from '../../../infra/test/fresh-database.ts';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { parseWorkerEnv, startWorkerPool, type WorkerPool } from '@juba/workers';
import { graphqlRequest, restRequest, startStack, type Stack } from '../testing/stack.ts';

// The subgraphs and the workers read these at start. Configs are table-wide and
// live AI settings are Redis-wide: this suite has its own database, queues and mirror.
const prefix = `test-rest-admin-${randomUUID()}`;
useSuiteEnv({
  JOB_QUEUE_PREFIX: prefix,
  LIVE_CONFIG_PREFIX: prefix,
  // A model server is configured (never called here), so aiStatus reports the model in use.
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_API_KEY: '',
  AI_MODEL: 'qwen2.5',
});

let stack: Stack;
let workers: WorkerPool;
let adminToken: string;
const redis = new Redis(process.env.REDIS_URL!);
const activities = createActivityRecorder(redis, { prefix });

beforeAll(async () => {
  vi.stubEnv('DATABASE_URL', await freshDatabase('admin_rest'));
  stack = await startStack();
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, WORKER_QUEUES: 'learner-activity' }),
    ai: () => createAiProvider(OFFLINE_AI_CONFIG),
    log: { info: () => {}, warn: console.warn, error: console.error },
  });
  adminToken = await stack.issuer.token({ sub: `admin-${randomUUID()}`, roles: ['learner', 'admin'] });
});
afterAll(async () => {
  await workers?.stop(5000);
  await stack?.close();
  await activities.close();
  const reported = new Queue(QUEUES.learnerActivity, { connection: redis, prefix });
  await reported.obliterate({ force: true });
  await reported.close();
  await redis.del(`${prefix}:ai_model_settings`);
  redis.disconnect();
});

/** The public API: a figure added to AdminAnalytics is checked here without changing the test. */
const adminApiSchema = buildSchema(readFileSync(new URL('../../api-schema.graphql', import.meta.url), 'utf8'));

const learnerToken = () => stack.issuer.token({ sub: `learner-${randomUUID()}` });
const admin = (method: string, path: string, body?: unknown) =>
  restRequest(stack, method, path, { token: adminToken, ...(body === undefined ? {} : { body }) });
const adminGraphql = (query: string, variables: Record<string, unknown> = {}) => graphqlRequest(stack, query, variables, adminToken);

/** POSTs a bad create request to a list path: 400 with the message, and the list is unchanged. */
async function expectCreateRefused(path: string, request: { body?: unknown; rawBody?: string }, message: string) {
  const before = (await admin('GET', path)).body;
  const res = await restRequest(stack, 'POST', path, { token: adminToken, ...request });
  expect(res.status).toBe(400);
  expect(res.body.message).toContain(message);
  expect((await admin('GET', path)).body).toEqual(before);
}

describe('GET /api/admin/analytics and /api/admin/dashboard', () => {
  const HOUR = 3600 * 1000;
  const DAY = 24 * HOUR;
  const learners = [randomUUID(), randomUUID(), randomUUID()].map((id) => `learner-${id}`);

  async function seed() {
    // Users exist once they signed in (the current-user call); profiles come from the learner journey.
    for (const sub of learners) {
      const token = await stack.issuer.token({ sub });
      expect((await graphqlRequest(stack, '{ me { id } }', {}, token)).body.data.me.id).toBe(sub);
    }
    expect((await adminGraphql('{ me { id } }')).body.data.me).not.toBeNull();
    for (const sub of learners.slice(0, 2)) {
      const token = await stack.issuer.token({ sub });
      expect(
        (await graphqlRequest(stack, 'mutation { ensureLearningProfile(englishLevel: beginner) { englishLevel } }', {}, token)).body.errors,
      ).toBeUndefined();
    }
    const [ana, bruno, carla] = learners as [string, string, string];
    const session = (userId: string, msAgo: number, durationSeconds: number, kind: 'practice' | 'handout' = 'practice') =>
      activities.record({
        activityId: `${kind}-${randomUUID()}`,
        userId,
        kind,
        title: 'Prática',
        minutes: Math.round(durationSeconds / 60),
        durationSeconds,
        flowPoints: 0,
        occurredAt: new Date(Date.now() - msAgo).toISOString(),
      });
    await session(ana, HOUR, 300);
    await session(ana, 5 * DAY, 600);
    await session(bruno, 20 * DAY, 120);
    await session(carla, 60 * DAY, 900);
    await session(carla, 120 * DAY, 60);
    await session(bruno, HOUR, 0, 'handout');
  }

  it('computes every figure from the recorded users, profiles and practice sessions of each window', async () => {
    await seed();
    await vi.waitFor(async () => expect((await admin('GET', '/api/admin/dashboard')).body.stats.totalSessions).toBe(5), { timeout: 15_000, interval: 100 });

    const dashboard = await admin('GET', '/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual({
      message: expect.stringMatching(/^Bem-vindo/),
      adminFeatures: ['Gerenciamento de usuários', 'Análises da plataforma', 'Gerenciamento de conteúdo', 'Configurações do sistema'],
      stats: { totalUsers: 4, totalSessions: 5 },
    });

    const stats = async (query: string) => {
      const res = await admin('GET', `/api/admin/analytics${query}`);
      expect(res.status).toBe(200);
      return res.body.stats;
    };
    const common = { totalUsers: 4, weeklyNewUsers: 4, weeklySessions: 2, totalProfiles: 2 };
    expect(await stats('?days=7')).toEqual({ ...common, activeUsers: 1, totalSessions: 2, avgSessionDuration: 450 });
    expect(await stats('?days=30')).toEqual({ ...common, activeUsers: 2, totalSessions: 3, avgSessionDuration: 340 });
    expect(await stats('')).toEqual(await stats('?days=30'));
    expect(await stats('?days=90')).toEqual({ ...common, activeUsers: 3, totalSessions: 4, avgSessionDuration: 480 });
  });

  it('names no learner with anonymizeData on (the default): every analytics figure is a count, over GraphQL and REST', async () => {
    await seed();
    const fields = Object.keys((adminApiSchema.getType('AdminAnalytics') as GraphQLObjectType).getFields());
    const graphql = await adminGraphql(`{ adminAnalytics(days: 90) { ${fields.join(' ')} } adminDataRetention { service ranAt retentionDays deleted } }`);
    expect(graphql.body.errors).toBeUndefined();
    for (const [field, value] of Object.entries(graphql.body.data.adminAnalytics)) expect(typeof value, field).toBe('number');
    const answers = [graphql.body, (await admin('GET', '/api/admin/analytics?days=90')).body, (await admin('GET', '/api/admin/dashboard')).body];
    for (const learner of learners) expect(JSON.stringify(answers)).not.toContain(learner);
  });

  it.each(['14', 'abc', '', '7&days=30'])('answers 400 to days=%s', async (days) => {
    const res = await admin('GET', `/api/admin/analytics?days=${days}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('days must be one of 7, 30, 90');
  });
});

describe('admin content over REST', () => {
  it('creates, lists, edits, publishes and deletes content', async () => {
    const created = await admin('POST', '/api/admin/content', draft({ tags: ['food', ' travel ', ''] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...draft(), isPublished: false, id: expect.any(String) });
    const { id } = created.body;

    const lesson = await admin('POST', '/api/admin/content', draft({ contentType: 'lesson', title: 'Aula 1', content: 'texto livre' }));
    const listed = await admin('GET', '/api/admin/content?type=vocabulary');
    expect(listed.status).toBe(200);
    expect(listed.body.map((i: { id: string }) => i.id)).toContain(id);
    expect(listed.body.map((i: { id: string }) => i.id)).not.toContain(lesson.body.id);
    expect((await admin('GET', '/api/admin/content')).body.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([id, lesson.body.id]));

    const updated = await admin('PUT', `/api/admin/content/${id}`, draft({ title: 'Comida e bebida', difficulty: 'intermediate' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, title: 'Comida e bebida', difficulty: 'intermediate' });

    const published = await admin('POST', `/api/admin/content/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id, isPublished: true });
    const again = await admin('POST', `/api/admin/content/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This content is already published.');

    const deleted = await admin('DELETE', `/api/admin/content/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id } });
    expect((await admin('DELETE', `/api/admin/content/${id}`)).status).toBe(404);
    expect((await admin('PUT', `/api/admin/content/${randomUUID()}`, draft())).status).toBe(404);
    expect((await admin('POST', '/api/admin/content/not-an-id/publish')).status).toBe(404);

    const log = await adminGraphql('query { adminAuditLog(limit: 5) { action target actorEmail } }');
    expect(log.body.data.adminAuditLog.map((e: { action: string }) => e.action)).toEqual([
      'content.delete',
      'content.publish',
      'content.update',
      'content.create',
      'content.create',
    ]);
    expect(log.body.data.adminAuditLog[0]).toMatchObject({ target: id, actorEmail: expect.stringMatching(/^admin-.*@example\.com$/) });
  });

  it.each([
    ['bad JSON', { rawBody: '{"title": ' }, 'The request body is not valid JSON.'],
    ['a missing title', { body: (({ title: _, ...rest }) => rest)(draft()) }, 'title: title is required'],
    ['missing content', { body: (({ content: _, ...rest }) => rest)(draft()) }, 'content: content is required'],
    ['null content', { body: draft({ content: null }) }, 'content: content is required'],
    ['an unknown field', { body: draft({ author: 'me' }) }, 'Unrecognized key: "author"'],
    ['a wrong type', { body: draft({ tags: 'food, travel' }) }, 'tags: tags must be a list of text'],
    ['an unknown contentType', { body: draft({ contentType: 'poem' }) }, 'contentType: contentType must be one of: exercise, challenge, vocabulary, lesson'],
    ['a blank title', { body: draft({ title: '  ' }) }, 'title is required'],
    ['content over maxContentLength', { body: draft({ content: 'x'.repeat(10_001) }) }, 'the limit is 10000 (content_settings.maxContentLength)'],
    [
      'content nested 5000 levels deep',
      { rawBody: JSON.stringify(draft({ content: 0 })).replace('"content":0', `"content":${'['.repeat(5000)}0${']'.repeat(5000)}`) },
      'content: content nests more than 32 levels',
    ],
  ])('answers 400 to %s and stores nothing', (_case, request, message) => expectCreateRefused('/api/admin/content', request, message));

  it('answers 400 to a bad update and leaves the item as it was', async () => {
    const item = (await admin('POST', '/api/admin/content', draft())).body;
    const cases: [{ body?: unknown; rawBody?: string }, string][] = [
      [{ rawBody: '{"title": ' }, 'The request body is not valid JSON.'],
      [{ body: (({ title: _, ...rest }) => rest)(draft()) }, 'title: title is required'],
      [{ body: draft({ content: null }) }, 'content: content is required'],
      [{ body: draft({ title: 'Com \u0000 dentro' }) }, 'NUL character'],
    ];
    for (const [request, message] of cases) {
      const res = await restRequest(stack, 'PUT', `/api/admin/content/${item.id}`, { token: adminToken, ...request });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: expect.stringContaining(message) });
    }
    const listed = (await admin('GET', '/api/admin/content')).body.find((c: { id: string }) => c.id === item.id);
    expect(listed).toEqual(item);
  });

  it('answers 400 to an unknown type filter', async () => {
    const res = await admin('GET', '/api/admin/content?type=poem');
    expect(res).toMatchObject({ status: 400, body: { message: 'type must be one of: exercise, challenge, vocabulary, lesson' } });
  });
});

describe('admin config over REST', () => {
  const aiStatus = async () => (await graphqlRequest(stack, '{ aiStatus { provider model } }', {}, await learnerToken())).body.data.aiStatus;

  it('initialises the defaults, and ai_model_settings changes the model the AI service uses', async () => {
    expect(await aiStatus()).toEqual({ provider: 'openai', model: 'qwen2.5' });

    const initialized = await adminGraphql('mutation { initializeConfigs { configKey } }');
    expect(initialized.body.data.initializeConfigs.map((c: { configKey: string }) => c.configKey)).toEqual([
      'ai_model_settings',
      'session_settings',
      'content_settings',
      'analytics_settings',
    ]);
    const listed = await admin('GET', '/api/admin/config');
    expect(listed.status).toBe(200);
    const aiConfig = listed.body.find((c: { configKey: string }) => c.configKey === 'ai_model_settings');
    expect(aiConfig).toMatchObject({
      configValue: { model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 1000, timeout: 30_000 },
      category: 'ai',
      isActive: true,
    });
    await vi.waitFor(async () => expect((await aiStatus()).model).toBe('gpt-4o-mini'), { timeout: 5000, interval: 100 });

    const { id: _id, updatedAt: _updatedAt, ...edited } = { ...aiConfig, configValue: { ...aiConfig.configValue, model: 'llama3.1' } };
    const updated = await admin('PUT', '/api/admin/config/ai_model_settings', edited);
    expect(updated.status).toBe(200);
    expect(updated.body.configValue.model).toBe('llama3.1');
    await vi.waitFor(async () => expect((await aiStatus()).model).toBe('llama3.1'), { timeout: 5000, interval: 100 });

    expect((await admin('PUT', '/api/admin/config/ai_model_settings', { ...edited, isActive: false })).status).toBe(200);
    await vi.waitFor(async () => expect((await aiStatus()).model).toBe('qwen2.5'), { timeout: 5000, interval: 100 });

    const twice = await adminGraphql('mutation { initializeConfigs { configKey } }');
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('creates and updates a config; a taken key is 409, an unknown one 404, a renamed one 400', async () => {
    const input = configInput();
    const created = await admin('POST', '/api/admin/config', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(input);
    expect((await admin('POST', '/api/admin/config', input)).status).toBe(409);

    const updated = await admin('PUT', `/api/admin/config/${input.configKey}`, { ...input, configValue: [1, 2, 3], isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ configKey: input.configKey, configValue: [1, 2, 3], isActive: false });

    const renamed = await admin('PUT', `/api/admin/config/${input.configKey}`, { ...input, configKey: 'other_key' });
    expect(renamed).toMatchObject({ status: 400, body: { message: `configKey cannot be changed: it must stay "${input.configKey}" (got "other_key")` } });
    const unknown = configInput();
    expect((await admin('PUT', `/api/admin/config/${unknown.configKey}`, unknown)).status).toBe(404);
  });

  it.each([
    ['bad JSON', { rawBody: '{"configKey": "x",' }, 'The request body is not valid JSON.'],
    ['a missing configValue', { body: (({ configValue: _, ...rest }) => rest)(configInput()) }, 'configValue: configValue is required'],
    ['a missing isActive', { body: (({ isActive: _, ...rest }) => rest)(configInput()) }, 'isActive: isActive is required'],
    ['a text isActive', { body: configInput({ isActive: 'yes' }) }, 'isActive: isActive must be true or false'],
    ['an unknown category', { body: configInput({ category: 'misc' }) }, 'category: category must be one of: general, ai, content, analytics'],
    ['an unknown field', { body: configInput({ id: 'x' }) }, 'Unrecognized key: "id"'],
    ['an invalid key', { body: configInput({ configKey: 'Bad Key' }) }, 'configKey "Bad Key" is not valid'],
    [
      'a badly shaped known key',
      { body: configInput({ configKey: 'session_settings', configValue: { maxDuration: 10 } }) },
      'session_settings.maxDuration must be a whole number from 60 to 86400',
    ],
  ])('answers 400 to %s and stores nothing', (_case, request, message) => expectCreateRefused('/api/admin/config', request, message));

  it('answers 400 to a bad update and leaves the config as it was', async () => {
    const input = configInput();
    const created = (await admin('POST', '/api/admin/config', input)).body;
    const cases: [{ body?: unknown; rawBody?: string }, string][] = [
      [{ rawBody: '{"configKey": ' }, 'The request body is not valid JSON.'],
      [{ body: (({ configValue: _, ...rest }) => rest)(input) }, 'configValue: configValue is required'],
      [{ body: { ...input, isActive: 'no' } }, 'isActive: isActive must be true or false'],
      [{ body: { ...input, configValue: { note: 'a\u0000b' } } }, 'NUL character'],
    ];
    for (const [request, message] of cases) {
      const res = await restRequest(stack, 'PUT', `/api/admin/config/${input.configKey}`, { token: adminToken, ...request });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: expect.stringContaining(message) });
    }
    const listed = (await admin('GET', '/api/admin/config')).body.find((c: { configKey: string }) => c.configKey === input.configKey);
    expect(listed).toEqual(created);
  });
});

describe('admin access', () => {
  /** Everything an admin can see: refused calls must leave it exactly as it was. */
  const snapshot = async () =>
    (
      await adminGraphql(
        'query { adminContent { id title isPublished updatedAt } adminConfigs { configKey configValue isActive updatedAt } adminAuditLog(limit: 200) { id } }',
      )
    ).body.data;

  it('answers 401 without a token and 403 to a learner on every admin route, changing nothing', async () => {
    const item = (await admin('POST', '/api/admin/content', draft())).body;
    const config = configInput();
    await admin('POST', '/api/admin/config', config);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/analytics?days=7'],
      ['GET', '/api/admin/content'],
      ['POST', '/api/admin/content', draft({ title: 'Intrusa' })],
      ['PUT', `/api/admin/content/${item.id}`, draft({ title: 'Alterado' })],
      ['POST', `/api/admin/content/${item.id}/publish`],
      ['DELETE', `/api/admin/content/${item.id}`],
      ['GET', '/api/admin/config'],
      ['POST', '/api/admin/config', configInput()],
      ['PUT', `/api/admin/config/${config.configKey}`, { ...config, isActive: false }],
    ];
    const before = await snapshot();
    const learner = await learnerToken();
    for (const [method, path, body] of calls) {
      const anonymous = await restRequest(stack, method, path, body === undefined ? {} : { body });
      expect(anonymous, `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      const refused = await restRequest(stack, method, path, { token: learner, ...(body === undefined ? {} : { body }) });
      expect(refused, `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'Admin privileges required for this area.' } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 and 403 before reading the body: bad JSON or an oversized body tells an outsider nothing', async () => {
    const learner = await learnerToken();
    for (const rawBody of ['{"title": ', JSON.stringify(draft({ content: 'x'.repeat(200_000) }))]) {
      expect((await restRequest(stack, 'POST', '/api/admin/content', { rawBody })).status).toBe(401);
      expect((await restRequest(stack, 'POST', '/api/admin/content', { token: learner, rawBody })).status).toBe(403);
    }
    const oversized = await restRequest(stack, 'POST', '/api/admin/content', {
      token: adminToken,
      rawBody: JSON.stringify(draft({ content: 'x'.repeat(200_000) })),
    });
    expect(oversized).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
  });

  it('refuses every admin GraphQL operation without a token and to a learner, changing nothing', async () => {
    const item = (await admin('POST', '/api/admin/content', draft())).body;
    const operations: [string, Record<string, unknown>][] = [
      ['query { adminDashboard { message } }', {}],
      ['query { adminAnalytics(days: 7) { days totalUsers } }', {}],
      ['query { adminContent { id } }', {}],
      ['query { adminConfigs { configKey } }', {}],
      ['query { adminAuditLog { id } }', {}],
      ['mutation Create($input: ContentInput!) { createContent(input: $input) { id } }', { input: draft() }],
      ['mutation Update($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { id } }', { id: item.id, input: draft({ title: 'X' }) }],
      ['mutation Publish($id: ID!) { publishContent(id: $id) { id } }', { id: item.id }],
      ['mutation Delete($id: ID!) { deleteContent(id: $id) }', { id: item.id }],
      ['mutation Create($input: ConfigInput!) { createConfig(input: $input) { id } }', { input: configInput() }],
      [
        'mutation Update($input: ConfigInput!) { updateConfig(configKey: "content_settings", input: $input) { id } }',
        { input: configInput({ configKey: 'content_settings' }) },
      ],
      ['mutation { initializeConfigs { id } }', {}],
    ];
    const before = await snapshot();
    const learner = await learnerToken();
    for (const [query, variables] of operations) {
      expect((await graphqlRequest(stack, query, variables)).body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect((await graphqlRequest(stack, query, variables, learner)).body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
  });
});
