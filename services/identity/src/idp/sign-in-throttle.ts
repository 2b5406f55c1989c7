import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { normalizeEmail } from './accounts.ts';
import { messageOf } from '@juba/platform/errors';

/**
 * Failed sign-ins, throttled per account and per client address in Redis, so
 * every provider process shares the counts.
 *
 * An attempt is reserved before its password is checked (and given back when
 * the password matches), so guesses sent all at once cannot slip past the
 * count while the slow password hash runs. Past the limit, attempts are
 * refused until the window ends; an account or address that hits the limit
 * again within a day waits longer each time (doubling, up to a day).
 *
 * Redis down: the check fails open, with a warning. This provider only ever
 * runs on a developer's machine (it refuses JUBA_PRODUCTION, where Keycloak's
 * own brute-force detection applies), so keeping sign-in working beats
 * guarding a local account; the password hash still costs every guess.
 */

interface ThrottleRule {
  /** Failed attempts allowed within the window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface SignInThrottlePolicy {
  account: ThrottleRule;
  address: ThrottleRule;
  /** The longest a lockout lasts, and how long lockouts are remembered to grow the next one. */
  maxBlockMs: number;
}

const MINUTE = 60_000;
export const SIGN_IN_THROTTLE_POLICY: SignInThrottlePolicy = {
  account: { limit: 5, windowMs: 15 * MINUTE },
  // Larger: a school or a family shares one address.
  address: { limit: 20, windowMs: 15 * MINUTE },
  maxBlockMs: 24 * 60 * MINUTE,
};

type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface SignInThrottle {
  /** Counts one attempt for this e-mail and address, or says how long they must wait (nothing counted). */
  reserve(email: string, address: string): Promise<ThrottleVerdict>;
  /** The password matched: the account starts afresh and the address gets its attempt back. */
  succeeded(email: string, address: string): Promise<void>;
}

// Per key, a hash: n attempts in the window ending at w, blocked until b, s lockouts so far.
// Returns how many ms to wait (0: the attempt is counted and may go ahead). Times come
// from the caller's clock; string.format keeps them exact (tostring would print 1.7e+12).
const RESERVE = `
local now, maxBlock = tonumber(ARGV[1]), tonumber(ARGV[2])
local states, wait = {}, 0
for i, key in ipairs(KEYS) do
  local h = redis.call('HMGET', key, 'n', 'w', 'b', 's')
  local st = { n = tonumber(h[1]) or 0, w = tonumber(h[2]) or 0, b = tonumber(h[3]) or 0, s = tonumber(h[4]) or 0,
               limit = tonumber(ARGV[1 + 2 * i]), window = tonumber(ARGV[2 + 2 * i]) }
  if now < st.b then wait = math.max(wait, st.b - now) end
  if now >= st.w then st.n, st.w = 0, now + st.window end
  states[i] = st
end
if wait > 0 then return wait end
for _, st in ipairs(states) do
  if st.n >= st.limit then
    st.s = st.s + 1
    st.b = math.min(st.w + st.window * (2 ^ (st.s - 1) - 1), now + maxBlock)
    wait = math.max(wait, st.b - now)
  end
end
for i, key in ipairs(KEYS) do
  local st = states[i]
  if wait == 0 then st.n = st.n + 1 end
  local f = function(v) return string.format('%.0f', v) end
  redis.call('HSET', key, 'n', f(st.n), 'w', f(st.w), 'b', f(st.b), 's', f(st.s))
  redis.call('PEXPIRE', key, f(math.max(st.w, st.b) - now + maxBlock))
end
return wait
`;

// KEYS[1]: the account (forgotten), KEYS[2]: the address (one attempt given back).
const SUCCEEDED = `
redis.call('DEL', KEYS[1])
if (tonumber(redis.call('HGET', KEYS[2], 'n')) or 0) > 0 then redis.call('HINCRBY', KEYS[2], 'n', -1) end
`;

export interface SignInThrottleOptions {
  /** Redis key prefix; tests give each provider its own. */
  prefix?: string;
  policy?: SignInThrottlePolicy;
}

/** IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d; count them with plain IPv4. */
const addressKey = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
// Hashed: Redis holds no e-mail addresses, and a long one makes no long key.
const accountKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

const DEFAULT_PREFIX = 'juba:idp:sign-in';
const accountThrottleKey = (email: string, prefix: string) => `${prefix}:account:${accountKey(email)}`;

/** The erasure forgets the account's failed sign-ins: its count is a hash of the e-mail, which is personal data too. */
export async function forgetSignInAttempts(redis: Redis, emails: string[], prefix = DEFAULT_PREFIX): Promise<void> {
  if (emails.length > 0) await redis.del(...emails.map((email) => accountThrottleKey(email, prefix)));
}

export function createSignInThrottle(redis: Redis, { prefix = DEFAULT_PREFIX, policy = SIGN_IN_THROTTLE_POLICY }: SignInThrottleOptions = {}): SignInThrottle {
  const keys = (email: string, address: string) => [accountThrottleKey(email, prefix), `${prefix}:address:${addressKey(address)}`];
  let outage = false;
  const failOpen = (err: unknown) => {
    if (!outage) console.warn('sign-in throttling is off until Redis answers again:', messageOf(err));
    outage = true;
  };

  return {
    async reserve(email, address) {
      const { account, address: perAddress, maxBlockMs } = policy;
      try {
        const args = [Date.now(), maxBlockMs, account.limit, account.windowMs, perAddress.limit, perAddress.windowMs];
        const waitMs = Number(await redis.eval(RESERVE, 2, ...keys(email, address), ...args));
        outage = false;
        return waitMs > 0 ? { allowed: false, retryAfterMs: waitMs } : { allowed: true };
      } catch (err) {
        failOpen(err);
        return { allowed: true };
      }
    },
    async succeeded(email, address) {
      try {
        await redis.eval(SUCCEEDED, 2, ...keys(email, address));
      } catch (err) {
        failOpen(err);
      }
    },
  };
}
