import { z } from 'zod';
import { aiSettingsSchema } from '@juba/ai-provider';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { badInput } from '@juba/platform/errors';

/** Names a missing setting as missing, and a wrong one by what it must be. */
const expecting = (what: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`) });

function numberFrom(min: number, max: number, whole: boolean) {
  const what = `${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`;
  const number = z.number(expecting(what)).min(min, `must be ${what}`).max(max, `must be ${what}`);
  return whole ? number.int(`must be ${what}`) : number;
}

/** The AI service's own ranges, so the panel accepts exactly what the provider can use. */
const sameRangeAs = (setting: z.ZodNumber) => numberFrom(setting.minValue!, setting.maxValue!, setting.isInt);
const flag = z.boolean(expecting('true or false'));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, expecting(`one of: ${values.join(', ')}`));

/**
 * Values of the known keys (spec part 1 §9) must have this shape, whichever
 * key they are written under first; other keys take any JSON value.
 */
const KNOWN_CONFIG_SHAPES = {
  ai_model_settings: z.strictObject({
    model: z
      .string(expecting('text'))
      .trim()
      .min(1, 'must not be empty')
      .max(aiSettingsSchema.shape.model.maxLength!, `must be at most ${aiSettingsSchema.shape.model.maxLength} characters`),
    temperature: sameRangeAs(aiSettingsSchema.shape.temperature),
    max_tokens: sameRangeAs(aiSettingsSchema.shape.maxTokens),
    /** Milliseconds. */
    timeout: sameRangeAs(aiSettingsSchema.shape.timeoutMs),
  }),
  session_settings: z.strictObject({
    /** Seconds. */
    maxDuration: numberFrom(60, 86_400, true),
    /** Seconds. */
    idleTimeout: numberFrom(60, 86_400, true),
    maxConcurrentSessions: numberFrom(1, 1_000_000, true),
  }),
  content_settings: z.strictObject({
    autoPublish: flag,
    moderationEnabled: flag,
    defaultDifficulty: oneOf(ENGLISH_LEVELS),
    /** Characters of a content item's JSON; at most half the gateway's 100 kB body limit, so for mostly-ASCII content this limit, not the body's, is what an admin meets. */
    maxContentLength: numberFrom(100, 50_000, true),
  }),
  analytics_settings: z.strictObject({
    trackingEnabled: flag,
    dataRetentionDays: numberFrom(1, 3650, true),
    anonymizeData: flag,
    reportingFrequency: oneOf(['daily', 'weekly', 'monthly']),
  }),
};

export type KnownConfigKey = keyof typeof KNOWN_CONFIG_SHAPES;
export type KnownConfigValue<K extends KnownConfigKey> = z.infer<(typeof KNOWN_CONFIG_SHAPES)[K]>;

const isKnownConfigKey = (key: string): key is KnownConfigKey => Object.hasOwn(KNOWN_CONFIG_SHAPES, key);

/** Returns the value as it will be stored (text trimmed); a known key's wrong shape is a BAD_USER_INPUT naming every problem. */
export function checkConfigShape(configKey: string, value: unknown): unknown {
  if (!isKnownConfigKey(configKey)) return value;
  const parsed = KNOWN_CONFIG_SHAPES[configKey].safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `${configKey} has unknown settings: ${issue.keys.join(', ')}`;
    return issue.path.length ? `${configKey}.${issue.path.join('.')} ${issue.message}` : `${configKey} must be an object with its settings`;
  });
  throw badInput(`configValue: ${problems.join('; ')}`);
}

/** A stored value of a known key, or null when it no longer has the shape (it is then ignored). */
export function parseKnownConfig<K extends KnownConfigKey>(configKey: K, value: unknown): KnownConfigValue<K> | null {
  const parsed = KNOWN_CONFIG_SHAPES[configKey].safeParse(value);
  return parsed.success ? (parsed.data as KnownConfigValue<K>) : null;
}
