import type { Redis } from 'ioredis';
import { LIVE_CONFIG_KEYS, isLiveConfigKey, publishLiveConfig } from '@juba/platform/live-config';
import type { ContentDb } from '../db.ts';

/**
 * Publishes a live key's current active value (or its absence) from the table,
 * read after the write committed, so the mirror shows what the table holds.
 * Reading and publishing happen under a per-key lock: two writes close
 * together cannot publish in the wrong order, since whichever publishes last
 * read the table last. The table is the truth: a failed publish is logged, and
 * repaired the next time the Redis connection becomes ready or the key is written.
 */
export async function mirrorLiveConfig(db: ContentDb, redis: Redis, configKey: string): Promise<void> {
  if (!isLiveConfigKey(configKey)) return;
  try {
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`content:live-config:${configKey}`}))`;
      const row = await tx.systemConfig.findUnique({ where: { configKey } });
      await publishLiveConfig(redis, configKey, row?.isActive ? row.configValue : undefined);
    });
  } catch (err) {
    console.error(`live config ${configKey} not published:`, err);
  }
}

/** Mirrors every live key whenever the connection becomes ready: at start, and after a reconnect to a possibly wiped Redis. */
export function keepLiveConfigsMirrored(db: ContentDb, redis: Redis): void {
  redis.on('ready', () => {
    void Promise.all(LIVE_CONFIG_KEYS.map((key) => mirrorLiveConfig(db, redis, key)));
  });
}
