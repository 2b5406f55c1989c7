import type { Redis } from 'ioredis';
import { expect, vi } from 'vitest';

/** How many connections are subscribed to `channel`, as Redis itself counts them. */
export async function subscriberCount(redis: Redis, channel: string): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}

/** Pushes are at-most-once: a test publishes only once the gateway's subscription exists (bounded wait). */
export function untilSubscribed(redis: Redis, channel: string) {
  return vi.waitFor(async () => expect(await subscriberCount(redis, channel)).toBeGreaterThan(0), { timeout: 5000 });
}
