import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Access tokens issued before an erasure are refused for this long: both
 * providers issue them for 5 minutes, and a clock or a configuration may differ.
 */
export const ERASED_ACCOUNT_DENY_SECONDS = 3600;

/** A one-way name of the learner: Redis keeps and carries nothing that reads as the erased learner's id. */
export const erasedAccountHash = (userId: string) => createHash('sha256').update(userId).digest('hex');

export const erasedAccountKey = (userId: string) => `juba:erased-account:${erasedAccountHash(userId)}`;

/** Every gateway instance listens here to close the learner's sockets already open. */
export const ERASED_ACCOUNTS_CHANNEL = 'juba:erased-accounts';
export const erasedAccountMessage = z.object({ account: z.string().regex(/^[0-9a-f]{64}$/) });

/** From now on every entry point refuses the learner's tokens (the gateway checks isAccountErased), and open sockets are closed. */
export async function markAccountErased(redis: Redis, userId: string): Promise<void> {
  await redis.set(erasedAccountKey(userId), '1', 'EX', ERASED_ACCOUNT_DENY_SECONDS);
  await redis.publish(ERASED_ACCOUNTS_CHANNEL, JSON.stringify({ account: erasedAccountHash(userId) } satisfies z.infer<typeof erasedAccountMessage>));
}

export async function isAccountErased(redis: Redis, userId: string): Promise<boolean> {
  return (await redis.exists(erasedAccountKey(userId))) === 1;
}

/** The learner a job is about: its payload's userId (ownerId in a row job queued before issue 22 renamed it). */
export function learnerOfJob(data: unknown): string | undefined {
  const { userId, ownerId } = (data ?? {}) as { userId?: unknown; ownerId?: unknown };
  return typeof userId === 'string' ? userId : typeof ownerId === 'string' ? ownerId : undefined;
}
