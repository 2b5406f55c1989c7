import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { publishLiveConfig } from '@juba/platform/live-config';
import type { AiConfig } from './config.ts';
import { liveAiConfig } from './live-settings.ts';

useSuiteEnv({ LIVE_CONFIG_PREFIX: `test-live-ai-${randomUUID()}` });
const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());

const envConfig: AiConfig = { baseURL: 'http://127.0.0.1:11434/v1', apiKey: null, model: 'qwen2.5', temperature: 0.7, maxTokens: 4096, timeoutMs: 30_000 };

describe('liveAiConfig', () => {
  it('applies the admin ai_model_settings over the environment, mapping max_tokens and timeout', async () => {
    await publishLiveConfig(redis, 'ai_model_settings', { model: 'llama3.1', temperature: 0.2, max_tokens: 1000, timeout: 20_000 });
    expect(await liveAiConfig(redis, envConfig)()).toEqual({ ...envConfig, model: 'llama3.1', temperature: 0.2, maxTokens: 1000, timeoutMs: 20_000 });
  });

  it('keeps the environment config while none is active or the published one is out of range', async () => {
    await publishLiveConfig(redis, 'ai_model_settings', undefined);
    expect(await liveAiConfig(redis, envConfig)()).toEqual(envConfig);

    await publishLiveConfig(redis, 'ai_model_settings', { model: 'llama3.1', temperature: 9, max_tokens: 1000, timeout: 20_000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await liveAiConfig(redis, envConfig)()).toEqual(envConfig);
      expect(warn.mock.calls[0]![0]).toMatch(/temperature/);
    } finally {
      warn.mockRestore();
    }
  });
});
