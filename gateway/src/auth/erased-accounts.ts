import type { Redis } from 'ioredis';
import { isAccountErased } from '@juba/platform/erased-accounts';
import type { Viewer } from '@juba/platform/viewer';
import { IdentityProviderUnavailableError, InvalidTokenError } from './token-verifier.ts';

/** How long a request waits for a Redis connection still being made (the gateway's first requests, a reconnect) before it is refused. */
const CONNECTING_GRACE_MS = 1_000;

/**
 * A token of an erased account is refused at once on every entry point (REST,
 * GraphQL, WebSocket), not at its expiry: all of them verify through this.
 * When Redis cannot say, the token is not trusted (503): an erased learner
 * must never be let back in.
 */
export function refusingErasedAccounts(verify: (token: string) => Promise<Viewer>, redis: Redis): (token: string) => Promise<Viewer> {
  const connected = connectedWithin(redis, CONNECTING_GRACE_MS);
  return async (token) => {
    const viewer = await verify(token);
    // The connection fails fast (no offline queue), so a request that arrives while it is still connecting would be refused for nothing.
    await connected();
    const erased = await isAccountErased(redis, viewer.userId).catch((err: Error) => {
      throw new IdentityProviderUnavailableError(`erased accounts cannot be checked: ${err.message}`);
    });
    if (erased) throw new InvalidTokenError('the account was erased');
    return viewer;
  };
}

/** Resolves once the connection is ready, closed for good, or `withinMs` has passed; requests waiting together share one wait. */
function connectedWithin(redis: Redis, withinMs: number): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () => {
    if (redis.status === 'ready' || redis.status === 'end') return Promise.resolve();
    pending ??= new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done).off('end', done);
        pending = null;
        resolve();
      };
      const timer = setTimeout(done, withinMs);
      redis.once('ready', done).once('end', done);
    });
    return pending;
  };
}
