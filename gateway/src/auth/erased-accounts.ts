import type { Redis } from 'ioredis';
import { isAccountErased } from '@juba/platform/erased-accounts';
import type { Viewer } from '@juba/platform/viewer';
import { IdentityProviderUnavailableError, InvalidTokenError } from './token-verifier.ts';

/**
 * A token of an erased account is refused at once on every entry point (REST,
 * GraphQL, WebSocket), not at its expiry: all of them verify through this.
 * When Redis cannot say, the token is not trusted (503): an erased learner
 * must never be let back in.
 */
export function refusingErasedAccounts(verify: (token: string) => Promise<Viewer>, redis: Redis): (token: string) => Promise<Viewer> {
  return async (token) => {
    const viewer = await verify(token);
    const erased = await isAccountErased(redis, viewer.userId).catch((err: Error) => {
      throw new IdentityProviderUnavailableError(`erased accounts cannot be checked: ${err.message}`);
    });
    if (erased) throw new InvalidTokenError('the account was erased');
    return viewer;
  };
}
