import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { LIVE_SETTING_MAX_AGE_MS, liveConfigRedisKey, liveSetting, publishLiveConfig } from './live-config.ts';
import { redisForProducer } from './redis.ts';

useSuiteEnv({ LIVE_CONFIG_PREFIX: `test-live-config-${randomUUID()}` });
const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

const log = { warn: vi.fn() };
const settingOf = (connection: Redis = redis) =>
  liveSetting(connection, 'ai_model_settings', {
    fallback: 'from the environment',
    apply: (value) => {
      const { model } = value as { model?: unknown };
      if (typeof model !== 'string') throw new Error('model must be text');
      return model;
    },
    log,
  });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  log.warn.mockClear();
  await publishLiveConfig(redis, 'ai_model_settings', undefined);
});
afterEach(() => vi.useRealTimers());

describe('liveSetting', () => {
  it('gives the fallback while nothing is published, without a warning', async () => {
    expect(await settingOf()()).toBe('from the environment');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('applies the published value and picks up a change once the cached read has aged', async () => {
    const current = settingOf();
    await publishLiveConfig(redis, 'ai_model_settings', { model: 'gpt-4o' });
    expect(await current()).toBe('gpt-4o');

    await publishLiveConfig(redis, 'ai_model_settings', { model: 'llama3.1' });
    vi.advanceTimersByTime(LIVE_SETTING_MAX_AGE_MS - 1);
    expect(await current()).toBe('gpt-4o');
    vi.advanceTimersByTime(1);
    expect(await current()).toBe('llama3.1');

    await publishLiveConfig(redis, 'ai_model_settings', undefined);
    vi.advanceTimersByTime(LIVE_SETTING_MAX_AGE_MS);
    expect(await current()).toBe('from the environment');
  });

  it('falls back on a value that does not apply, warning once until a good one arrives', async () => {
    const current = settingOf();
    await redis.set(liveConfigRedisKey('ai_model_settings'), JSON.stringify({ model: 42 }));
    expect(await current()).toBe('from the environment');
    vi.advanceTimersByTime(LIVE_SETTING_MAX_AGE_MS);
    await redis.set(liveConfigRedisKey('ai_model_settings'), 'not json');
    expect(await current()).toBe('from the environment');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatch(/live config ai_model_settings: using the service's own settings: model must be text/);

    await publishLiveConfig(redis, 'ai_model_settings', { model: 'gpt-4o' });
    vi.advanceTimersByTime(LIVE_SETTING_MAX_AGE_MS);
    expect(await current()).toBe('gpt-4o');
  });

  it('falls back while Redis is unreachable', async () => {
    const down = redisForProducer('redis://127.0.0.1:1');
    down.on('error', () => {});
    try {
      expect(await settingOf(down)()).toBe('from the environment');
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      down.disconnect();
    }
  });

  it('keys the mirror under the configured prefix', () => {
    expect(liveConfigRedisKey('ai_model_settings', {})).toBe('juba:config:ai_model_settings');
    expect(liveConfigRedisKey('ai_model_settings', { LIVE_CONFIG_PREFIX: 'suite-a' })).toBe('suite-a:ai_model_settings');
  });
});
