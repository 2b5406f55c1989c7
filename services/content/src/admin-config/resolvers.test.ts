import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveConfigRedisKey } from '@juba/platform/live-config';
import { redisForProducer } from '@juba/platform/redis';
import { STALE_EDIT_MESSAGE } from '@juba/contracts/admin-edits';
import { sampleConfigInput as config } from '../testing/admin-fixtures.ts';
import { codeOf, testAdmin, testViewer } from '@juba/platform/testing/subgraph';
import { startAdminSubgraph, type AdminSubgraph } from '../testing/admin-harness.ts';
import { keepLiveConfigsMirrored } from './live-config-mirror.ts';

let api: AdminSubgraph;
// Initialising needs a table with no config at all: this suite has a database of its own.
beforeAll(async () => {
  api = await startAdminSubgraph('admin_config');
});
afterAll(() => api?.stop());

const admin = testAdmin();
const CONFIG_FIELDS = 'id configKey configValue description category isActive updatedAt';
const LIST = `query { adminConfigs { ${CONFIG_FIELDS} } }`;
const CREATE = `mutation Create($input: ConfigInput!) { createConfig(input: $input) { ${CONFIG_FIELDS} } }`;
const UPDATE = `mutation Update($key: String!, $input: ConfigInput!) { updateConfig(configKey: $key, input: $input) { ${CONFIG_FIELDS} } }`;
const INITIALIZE = `mutation { initializeConfigs { ${CONFIG_FIELDS} } }`;
const AUDIT = 'query Audit($limit: Int!) { adminAuditLog(limit: $limit) { id actorId actorEmail action target at } }';

const aiSettings = { model: 'gpt-4o', temperature: 0.2, max_tokens: 2000, timeout: 20_000 };
async function createConfig(input = config()) {
  const result = await api.run(CREATE, { input }, admin);
  expect(result.errors).toBeUndefined();
  return result.data!.createConfig as Record<string, any>;
}

const mirrored = async () => {
  const raw = await api.redis.get(liveConfigRedisKey('ai_model_settings'));
  return raw === null ? null : JSON.parse(raw);
};

describe('initializeConfigs', () => {
  beforeEach(async () => {
    await api.db.systemConfig.deleteMany();
  });

  it('creates exactly the four default configs of spec part 1 §9 when none exist, audited and mirrored', async () => {
    const result = await api.run(INITIALIZE, {}, admin);
    expect(result.errors).toBeUndefined();
    const items = result.data!.initializeConfigs as Record<string, any>[];
    expect(items.map(({ configKey, configValue, category, isActive }) => ({ configKey, configValue, category, isActive }))).toEqual([
      {
        configKey: 'ai_model_settings',
        configValue: { model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 1000, timeout: 30_000 },
        category: 'ai',
        isActive: true,
      },
      { configKey: 'session_settings', configValue: { maxDuration: 3600, idleTimeout: 900, maxConcurrentSessions: 100 }, category: 'general', isActive: true },
      {
        configKey: 'content_settings',
        configValue: { autoPublish: false, moderationEnabled: true, defaultDifficulty: 'intermediate', maxContentLength: 10_000 },
        category: 'content',
        isActive: true,
      },
      {
        configKey: 'analytics_settings',
        configValue: { trackingEnabled: true, dataRetentionDays: 365, anonymizeData: true, reportingFrequency: 'daily' },
        category: 'analytics',
        isActive: true,
      },
    ]);
    for (const item of items) expect(item.description).toMatch(/^Configurações d[eo] /);
    expect(await api.db.systemConfig.count()).toBe(4);
    const audited = await api.db.auditEntry.findMany({ where: { action: 'config.initialize' }, orderBy: { id: 'desc' }, take: 4 });
    expect(audited.map((e) => e.target).sort()).toEqual(items.map((i) => i.configKey).sort());
    expect(await mirrored()).toEqual(items[0]!.configValue);
  });

  it('is a CONFLICT once any config exists, and creates nothing', async () => {
    await createConfig();
    const result = await api.run(INITIALIZE, {}, admin);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(await api.db.systemConfig.count()).toBe(1);
  });

  it('creates the defaults once when two admins initialise at the same time', async () => {
    const results = await Promise.all([api.run(INITIALIZE, {}, admin), api.run(INITIALIZE, {}, testAdmin())]);
    expect(results.map(codeOf).sort()).toEqual(['CONFLICT', undefined]);
    expect(await api.db.systemConfig.count()).toBe(4);
  });
});

describe('admin config access', () => {
  it('refuses every operation without a viewer and for a learner, changing nothing', async () => {
    const existing = await createConfig();
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [CREATE, { input: config() }],
      [UPDATE, { key: existing.configKey, input: { ...config({ configKey: existing.configKey }), configValue: { enabled: false } } }],
      [INITIALIZE, {}],
      [AUDIT, { limit: 10 }],
    ];
    const before = { configs: await api.db.systemConfig.findMany(), audit: await api.db.auditEntry.count() };
    for (const [query, variables] of operations) {
      expect(codeOf(await api.run(query, variables, null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await api.run(query, variables, testViewer()))).toBe('FORBIDDEN');
    }
    expect({ configs: await api.db.systemConfig.findMany(), audit: await api.db.auditEntry.count() }).toEqual(before);
  });
});

describe('createConfig', () => {
  it('stores the config with its description trimmed and audits it', async () => {
    const input = config({ description: '  Limites de uso  ', category: 'analytics', isActive: false, configValue: [1, 'two', { three: 3 }] });
    const item = await createConfig(input);
    expect(item).toMatchObject({
      configKey: input.configKey,
      configValue: [1, 'two', { three: 3 }],
      description: 'Limites de uso',
      category: 'analytics',
      isActive: false,
    });
    const [entry] = await api.db.auditEntry.findMany({ where: { target: input.configKey } });
    expect(entry).toMatchObject({ action: 'config.create', actorId: admin.userId, actorEmail: admin.email, after: item });
  });

  it('is a CONFLICT when the key exists', async () => {
    const item = await createConfig();
    const result = await api.run(CREATE, { input: config({ configKey: item.configKey }) }, admin);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe(`A config with key "${item.configKey}" already exists.`);
  });

  it.each([
    ['a key with capitals', { configKey: 'MaxUsers' }, 'configKey "MaxUsers" is not valid'],
    ['an empty key', { configKey: '' }, 'configKey "" is not valid'],
    ['a key of 65 characters', { configKey: 'k'.repeat(65) }, 'is not valid'],
    ['a value over 10000 characters as JSON', { configValue: 'v'.repeat(10_000) }, 'configValue is 10002 characters long as JSON; the limit is 10000'],
    ['a description over 500 characters', { description: 'd'.repeat(501) }, 'description must be at most 500 characters'],
    [
      'a value nested 40 levels deep',
      { configValue: JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) },
      'configValue nests more than 32 levels of lists and objects',
    ],
    [
      'ai_model_settings out of range',
      { configKey: 'ai_model_settings', configValue: { ...aiSettings, temperature: 3, max_tokens: 1.5 } },
      'configValue: ai_model_settings.temperature must be a number from 0 to 2; ai_model_settings.max_tokens must be a whole number from 1 to 200000',
    ],
    [
      'ai_model_settings with an empty model',
      { configKey: 'ai_model_settings', configValue: { ...aiSettings, model: '  ' } },
      'ai_model_settings.model must not be empty',
    ],
    [
      'ai_model_settings with a missing timeout',
      { configKey: 'ai_model_settings', configValue: { model: 'x', temperature: 1, max_tokens: 10 } },
      'ai_model_settings.timeout is required',
    ],
    [
      'ai_model_settings with an unknown setting',
      { configKey: 'ai_model_settings', configValue: { ...aiSettings, top_p: 1 } },
      'ai_model_settings has unknown settings: top_p',
    ],
    [
      'ai_model_settings that is not an object',
      { configKey: 'ai_model_settings', configValue: 'gpt-4o' },
      'ai_model_settings must be an object with its settings',
    ],
    [
      'content_settings with a wrong difficulty and length',
      { configKey: 'content_settings', configValue: { autoPublish: 'no', moderationEnabled: true, defaultDifficulty: 'expert', maxContentLength: 50 } },
      'content_settings.autoPublish must be true or false; content_settings.defaultDifficulty must be one of: beginner, intermediate, advanced; content_settings.maxContentLength must be a whole number from 100 to 50000',
    ],
    [
      'session_settings with text',
      { configKey: 'session_settings', configValue: { maxDuration: '1h', idleTimeout: 900, maxConcurrentSessions: 100 } },
      'session_settings.maxDuration must be a whole number',
    ],
    [
      'analytics_settings with an unknown frequency',
      { configKey: 'analytics_settings', configValue: { trackingEnabled: true, dataRetentionDays: 365, anonymizeData: true, reportingFrequency: 'hourly' } },
      'analytics_settings.reportingFrequency must be one of: daily, weekly, monthly',
    ],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_case, overrides, message) => {
    await api.db.systemConfig.deleteMany({ where: { configKey: { in: ['ai_model_settings', 'content_settings', 'session_settings', 'analytics_settings'] } } });
    const before = await api.db.systemConfig.count();
    const result = await api.run(CREATE, { input: config(overrides) }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
    expect(await api.db.systemConfig.count()).toBe(before);
  });
});

describe('updateConfig', () => {
  it('replaces value, description, category and activity, and audits before and after', async () => {
    const item = await createConfig();
    const input = { ...config({ configKey: item.configKey }), configValue: { enabled: false }, description: null, category: 'content', isActive: false };
    const result = await api.run(UPDATE, { key: item.configKey, input }, admin);
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateConfig;
    expect(updated).toMatchObject({ id: item.id, configValue: { enabled: false }, description: null, category: 'content', isActive: false });
    const entries = await api.db.auditEntry.findMany({ where: { target: item.configKey }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => e.action)).toEqual(['config.create', 'config.update']);
    expect(entries[1]).toMatchObject({ before: item, after: updated });
  });

  it('refuses an edit of a version another admin has since replaced, with CONFLICT and nothing written', async () => {
    const STALE_UPDATE = `mutation Update($key: String!, $input: ConfigInput!, $at: String) { updateConfig(configKey: $key, input: $input, expectedUpdatedAt: $at) { ${CONFIG_FIELDS} } }`;
    const item = await createConfig();
    const input = config({ configKey: item.configKey });
    const first = await api.run(STALE_UPDATE, { key: item.configKey, input: { ...input, description: 'First editor' }, at: item.updatedAt }, admin);
    expect(first.errors).toBeUndefined();

    const second = await api.run(STALE_UPDATE, { key: item.configKey, input: { ...input, description: 'Second editor' }, at: item.updatedAt }, admin);
    expect({ code: codeOf(second), message: second.errors?.[0]?.message }).toEqual({ code: 'CONFLICT', message: STALE_EDIT_MESSAGE });
    expect((await api.run(LIST, {}, admin)).data!.adminConfigs.find((c: { configKey: string }) => c.configKey === item.configKey)).toEqual(
      first.data!.updateConfig,
    );
    const entries = await api.db.auditEntry.findMany({ where: { target: item.configKey } });
    expect(entries.map((e) => e.action).sort()).toEqual(['config.create', 'config.update']);
  });

  it('answers NOT_FOUND for an unknown key', async () => {
    const input = config();
    expect(codeOf(await api.run(UPDATE, { key: input.configKey, input }, admin))).toBe('NOT_FOUND');
  });

  it('refuses renaming the key, changing nothing', async () => {
    const item = await createConfig();
    const result = await api.run(UPDATE, { key: item.configKey, input: config({ configKey: 'renamed_key' }) }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(`configKey cannot be changed: it must stay "${item.configKey}" (got "renamed_key")`);
    expect(await api.db.systemConfig.findUnique({ where: { configKey: 'renamed_key' } })).toBeNull();
    expect(await api.db.systemConfig.findUniqueOrThrow({ where: { configKey: item.configKey } })).toMatchObject({ configValue: item.configValue });
  });

  it('checks the shape of a known key on update too', async () => {
    await api.db.systemConfig.deleteMany({ where: { configKey: 'ai_model_settings' } });
    await createConfig(config({ configKey: 'ai_model_settings', category: 'ai', configValue: aiSettings }));
    const input = config({ configKey: 'ai_model_settings', category: 'ai', configValue: { ...aiSettings, timeout: 50 } });
    const result = await api.run(UPDATE, { key: 'ai_model_settings', input }, admin);
    expect(result.errors?.[0]?.message).toBe('configValue: ai_model_settings.timeout must be a whole number from 100 to 600000');
  });
});

describe('live ai_model_settings', () => {
  it('mirrors the active value to Redis on every write and removes it while inactive', async () => {
    await api.db.systemConfig.deleteMany({ where: { configKey: 'ai_model_settings' } });
    const input = config({ configKey: 'ai_model_settings', category: 'ai', configValue: aiSettings });
    await createConfig(input);
    expect(await mirrored()).toEqual(aiSettings);

    const changed = { ...aiSettings, model: 'llama3.1' };
    await api.run(UPDATE, { key: 'ai_model_settings', input: { ...input, configValue: changed } }, admin);
    expect(await mirrored()).toEqual(changed);

    await api.run(UPDATE, { key: 'ai_model_settings', input: { ...input, configValue: changed, isActive: false } }, admin);
    expect(await mirrored()).toBeNull();
  });

  it('ends with the value the table holds when updates race', async () => {
    await api.db.systemConfig.deleteMany({ where: { configKey: 'ai_model_settings' } });
    const input = config({ configKey: 'ai_model_settings', category: 'ai', configValue: aiSettings });
    await createConfig(input);
    const models = Array.from({ length: 12 }, (_, i) => `model-${i}`);
    await Promise.all(models.map((model) => api.run(UPDATE, { key: 'ai_model_settings', input: { ...input, configValue: { ...aiSettings, model } } }, admin)));
    const stored = await api.db.systemConfig.findUniqueOrThrow({ where: { configKey: 'ai_model_settings' } });
    expect(await mirrored()).toEqual(stored.configValue);
  });

  it('publishes again when the Redis connection becomes ready (Redis keeps nothing on disk)', async () => {
    await api.db.systemConfig.deleteMany({ where: { configKey: 'ai_model_settings' } });
    await createConfig(config({ configKey: 'ai_model_settings', category: 'ai', configValue: aiSettings }));
    await api.redis.del(liveConfigRedisKey('ai_model_settings'));

    const restarted = redisForProducer(process.env.REDIS_URL!);
    try {
      keepLiveConfigsMirrored(api.db, restarted);
      await expect.poll(mirrored).toEqual(aiSettings);
    } finally {
      restarted.disconnect();
    }
  });
});

describe('adminConfigs and adminAuditLog', () => {
  it('lists configs by category, then key', async () => {
    await createConfig(config({ configKey: 'zz_general', category: 'general' }));
    await createConfig(config({ configKey: 'aa_analytics', category: 'analytics' }));
    const items = (await api.run(LIST, {}, admin)).data!.adminConfigs as { configKey: string; category: string }[];
    const order = ['general', 'ai', 'content', 'analytics'];
    const sorted = [...items].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category) || a.configKey.localeCompare(b.configKey));
    expect(items).toEqual(sorted);
  });

  it('reads the audit log newest first, limited, naming who did what', async () => {
    const first = await createConfig();
    const second = await createConfig();
    const log = (await api.run(AUDIT, { limit: 2 }, admin)).data!.adminAuditLog as Record<string, string>[];
    expect(log.map((e) => [e.action, e.target, e.actorEmail])).toEqual([
      ['config.create', second.configKey, admin.email],
      ['config.create', first.configKey, admin.email],
    ]);
    expect(Number(log[0]!.id)).toBeGreaterThan(Number(log[1]!.id));
    expect(log[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([0, 201])('refuses limit %i with BAD_USER_INPUT', async (limit) => {
    const result = await api.run(AUDIT, { limit }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(`limit must be a whole number from 1 to 200 (got ${limit})`);
  });
});
