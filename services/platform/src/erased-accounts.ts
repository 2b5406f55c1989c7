import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Access tokens issued before an erasure are refused for this long: both
 * providers issue them for 5 minutes, and a clock or a configuration may differ.
 */
export const ERASED_ACCOUNT_DENY_SECONDS = 3600;

/** A one-way name: Redis keeps nothing that reads as the erased learner's id. */
export const erasedAccountKey = (userId: string) => `juba:erased-account:${createHash('sha256').update(userId).digest('hex')}`;

/** From now on every entry point refuses the learner's tokens (the gateway checks isAccountErased). */
export async function markAccountErased(redis: Redis, userId: string): Promise<void> {
  await redis.set(erasedAccountKey(userId), '1', 'EX', ERASED_ACCOUNT_DENY_SECONDS);
}

export async function isAccountErased(redis: Redis, userId: string): Promise<boolean> {
  return (await redis.exists(erasedAccountKey(userId))) === 1;
}
