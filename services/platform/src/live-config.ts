import type { Redis } from 'ioredis';
import { z } from 'zod';
import { parseEnv } from './env.ts';
import { messageOf } from './errors.ts';

/**
 * Live configuration. The content service owns the SystemConfig table; other
 * services must not read it, so content mirrors the active value of each live
 * key to Redis on every config write and whenever its Redis connection becomes
 * ready (Redis keeps nothing on disk here). Readers take the mirror through
 * liveSetting(), which falls back to their own settings when nothing (or
 * nothing usable) is there.
 */
export const LIVE_CONFIG_KEYS = ['ai_model_settings', 'analytics_settings'] as const;
export type LiveConfigKey = (typeof LIVE_CONFIG_KEYS)[number];

export const isLiveConfigKey = (key: string): key is LiveConfigKey => (LIVE_CONFIG_KEYS as readonly string[]).includes(key);

/** The namespace of the mirror in Redis; tests give each suite its own. */
const liveConfigEnv = { LIVE_CONFIG_PREFIX: z.string().min(1).default('juba:config') };

export function liveConfigRedisKey(key: LiveConfigKey, env: NodeJS.ProcessEnv = process.env): string {
  return `${parseEnv(liveConfigEnv, env).LIVE_CONFIG_PREFIX}:${key}`;
}

/** Mirrors a key's active value; undefined (a missing or inactive config) removes it. */
export async function publishLiveConfig(redis: Redis, key: LiveConfigKey, value: unknown): Promise<void> {
  const redisKey = liveConfigRedisKey(key);
  if (value === undefined) await redis.del(redisKey);
  else await redis.set(redisKey, JSON.stringify(value));
}

/** How long a read is reused: a change applies to requests made this long after it, at the latest. */
export const LIVE_SETTING_MAX_AGE_MS = 1000;

export interface LiveSettingOptions<T> {
  /** The reader's own setting, used while nothing usable is published. */
  fallback: T;
  /** Turns the published value into the setting; throws when it does not fit. */
  apply: (value: unknown) => T;
  log?: Pick<Console, 'warn'>;
}

/**
 * A reader of one live key, for every request or job: re-read from Redis at
 * most once per LIVE_SETTING_MAX_AGE_MS. A value that does not apply, or Redis
 * being unreachable, gives the fallback and one warning until a read succeeds again.
 */
export function liveSetting<T>(redis: Redis, key: LiveConfigKey, opts: LiveSettingOptions<T>): () => Promise<T> {
  const redisKey = liveConfigRedisKey(key);
  const log = opts.log ?? console;
  let cached: { value: T; readAt: number } | undefined;
  let reading: Promise<T> | undefined;
  let warned = false;

  async function read(): Promise<T> {
    try {
      const raw = await redis.get(redisKey);
      const value = raw === null ? opts.fallback : opts.apply(JSON.parse(raw));
      warned = false;
      return value;
    } catch (err) {
      if (!warned) log.warn(`live config ${key}: using the service's own settings: ${messageOf(err)}`);
      warned = true;
      return opts.fallback;
    }
  }

  return () => {
    if (cached && Date.now() - cached.readAt < LIVE_SETTING_MAX_AGE_MS) return Promise.resolve(cached.value);
    reading ??= read()
      .then((value) => {
        cached = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
