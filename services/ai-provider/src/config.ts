import { z } from 'zod';
import { parseEnv } from '@juba/platform/env';
import type { AiProviderName } from './provider-name.ts';
import { AiConfigError } from './errors.ts';

/**
 * What an administrator may tune at runtime (the future ai_model_settings
 * row): merged over the environment's config with withSettings().
 */
export const aiSettingsSchema = z.object({
  model: z.string().trim().min(1).max(200),
  temperature: z.number().min(0).max(2),
  maxTokens: z.number().int().min(1).max(200_000),
  timeoutMs: z.number().int().min(100).max(600_000),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;
/** A partial settings row: null or missing means "keep the environment's value". */
export type AiSettingsOverrides = { [K in keyof AiSettings]?: AiSettings[K] | null };

export const aiConfigSchema = aiSettingsSchema.extend({
  /** Any OpenAI-compatible server; null means the OpenAI API itself. */
  baseURL: z.url({ protocol: /^https?$/ }).nullable(),
  apiKey: z.string().min(1).nullable(),
});
/** A plain, serialisable object: pass it per call, or derive a variant with withSettings(). */
export type AiConfig = z.infer<typeof aiConfigSchema>;

export const DEFAULT_AI_SETTINGS: AiSettings = {
  model: 'gpt-4o-mini',
  temperature: 0.7,
  // Ten slides of JSON fit comfortably; the cap keeps a runaway reply from costing more.
  maxTokens: 4096,
  timeoutMs: 30_000,
};

/** The config used when nothing is set: the offline provider. */
export const OFFLINE_AI_CONFIG: AiConfig = { ...DEFAULT_AI_SETTINGS, baseURL: null, apiKey: null };

// .env files and compose often set a variable to an empty string to mean "not set".
const unsetWhenBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenBlank, schema.optional());

export const aiEnvShape = {
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:11434/v1' })),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string().trim().min(1).max(200)),
  AI_TEMPERATURE: optional(z.coerce.number().min(0).max(2)),
  AI_MAX_TOKENS: optional(z.coerce.number().int().min(1).max(200_000)),
  AI_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
};

export function aiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const parsed = parseEnv(aiEnvShape, env);
  return {
    baseURL: parsed.AI_BASE_URL ?? null,
    apiKey: parsed.AI_API_KEY ?? null,
    model: parsed.AI_MODEL ?? DEFAULT_AI_SETTINGS.model,
    temperature: parsed.AI_TEMPERATURE ?? DEFAULT_AI_SETTINGS.temperature,
    maxTokens: parsed.AI_MAX_TOKENS ?? DEFAULT_AI_SETTINGS.maxTokens,
    timeoutMs: parsed.AI_TIMEOUT_MS ?? DEFAULT_AI_SETTINGS.timeoutMs,
  };
}

/**
 * Returns a copy of `config` with the given settings applied. Null or missing
 * fields keep the config's value, so a partial settings row only overrides
 * what the administrator actually set.
 */
export function withSettings(config: AiConfig, settings: AiSettingsOverrides | null | undefined): AiConfig {
  const overrides = Object.fromEntries(Object.entries(settings ?? {}).filter(([key, value]) => key in aiSettingsSchema.shape && value != null));
  const result = aiConfigSchema.safeParse({ ...config, ...overrides });
  if (!result.success) {
    throw new AiConfigError(`Invalid AI settings: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return result.data;
}

/** An API key or a server address means a model is available; otherwise handouts come from the curated bank. */
export function isOpenAiConfigured(config: AiConfig): boolean {
  return Boolean(config.apiKey || config.baseURL);
}

/** Which provider answers and, for a model, which model it asks. */
export interface AiStatus {
  provider: AiProviderName;
  /** Null when the offline provider is in use. */
  model: string | null;
}

export function describeAiProvider(config: AiConfig): AiStatus {
  return isOpenAiConfigured(config) ? { provider: 'openai', model: config.model } : { provider: 'offline', model: null };
}
