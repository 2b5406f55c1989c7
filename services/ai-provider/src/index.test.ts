import { describe, expect, it } from 'vitest';
import {
  AiConfigError,
  OFFLINE_AI_CONFIG,
  aiConfigFromEnv,
  brainQuestionSchema,
  createAiProvider,
  describeAiProvider,
  materialSchema,
  seededRandom,
  withSettings,
} from './index.ts';

describe('aiConfigFromEnv', () => {
  it('defaults to the offline provider with the documented settings', () => {
    expect(aiConfigFromEnv({})).toEqual({ baseURL: null, apiKey: null, model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 4096, timeoutMs: 30_000 });
    expect(aiConfigFromEnv({})).toEqual(OFFLINE_AI_CONFIG);
  });

  it('reads every AI_* variable', () => {
    const config = aiConfigFromEnv({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-local',
      AI_MODEL: 'llama3.1',
      AI_TEMPERATURE: '0.2',
      AI_MAX_TOKENS: '3000',
      AI_TIMEOUT_MS: '60000',
    });
    expect(config).toEqual({
      baseURL: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-local',
      model: 'llama3.1',
      temperature: 0.2,
      maxTokens: 3000,
      timeoutMs: 60_000,
    });
  });

  it('treats blank variables as unset, as compose files leave them', () => {
    expect(aiConfigFromEnv({ AI_BASE_URL: '', AI_API_KEY: ' ', AI_MODEL: '', AI_TEMPERATURE: '', AI_MAX_TOKENS: '', AI_TIMEOUT_MS: '' })).toEqual(
      OFFLINE_AI_CONFIG,
    );
  });

  it('refuses bad values and names each one', () => {
    expect(() => aiConfigFromEnv({ AI_TEMPERATURE: 'warm', AI_BASE_URL: 'localhost:11434', AI_TIMEOUT_MS: '-5' })).toThrow(
      /Invalid environment:[\s\S]*AI_BASE_URL: must be an http\(s\) URL[\s\S]*AI_TEMPERATURE[\s\S]*AI_TIMEOUT_MS/,
    );
    expect(() => aiConfigFromEnv({ AI_TEMPERATURE: '3' })).toThrow(/AI_TEMPERATURE/);
  });
});

describe('withSettings', () => {
  const base = aiConfigFromEnv({ AI_API_KEY: 'sk-test' });

  it('applies runtime settings over the environment without changing it', () => {
    const tuned = withSettings(base, { model: 'gpt-4.1', temperature: 0.1, maxTokens: 2000, timeoutMs: 10_000 });
    expect(tuned).toEqual({ ...base, model: 'gpt-4.1', temperature: 0.1, maxTokens: 2000, timeoutMs: 10_000 });
    expect(base.model).toBe('gpt-4o-mini');
  });

  it('keeps the current value for settings left unset', () => {
    expect(withSettings(base, { temperature: 1.2, model: null })).toEqual({ ...base, temperature: 1.2 });
    expect(withSettings(base, null)).toEqual(base);
  });

  it('refuses out-of-range settings with a readable error', () => {
    expect(() => withSettings(base, { temperature: 5 })).toThrow(AiConfigError);
    expect(() => withSettings(base, { temperature: 5, maxTokens: 0 })).toThrow(/Invalid AI settings: temperature: .*maxTokens: /);
  });
});

describe('createAiProvider', () => {
  it('uses the offline provider when no model is configured', async () => {
    const provider = createAiProvider(aiConfigFromEnv({}), { random: seededRandom(11) });
    expect(provider.name).toBe('offline');
    expect(materialSchema.safeParse(await provider.generateHandout('basico', {})).success).toBe(true);
    const question = await provider.generateBrainQuestion({ weakAreas: ['gramática'], strongAreas: [], errorPatterns: [], difficulty: 3, excludeIds: [] }, {});
    expect(brainQuestionSchema.safeParse(question).success).toBe(true);
    expect(describeAiProvider(aiConfigFromEnv({}))).toEqual({ provider: 'offline', model: null });
  });

  it('uses the OpenAI-compatible provider when an API key or a server address is set', () => {
    expect(createAiProvider(aiConfigFromEnv({ AI_API_KEY: 'sk-test' })).name).toBe('openai');
    expect(createAiProvider(aiConfigFromEnv({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).name).toBe('openai');
    expect(describeAiProvider(aiConfigFromEnv({ AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4.1' }))).toEqual({ provider: 'openai', model: 'gpt-4.1' });
  });
});
