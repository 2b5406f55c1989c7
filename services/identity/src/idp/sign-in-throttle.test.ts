import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisForProducer } from '@juba/platform/redis';
import { createSignInThrottle, SIGN_IN_THROTTLE_POLICY, type SignInThrottle } from './sign-in-throttle.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const redis = new Redis(process.env.REDIS_URL!);
let throttle: SignInThrottle;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T12:00:00Z') });
  throttle = createSignInThrottle(redis, { prefix: `test:sign-in:${randomUUID()}` });
});
afterEach(() => vi.useRealTimers());
afterAll(() => redis.quit());

/** Reserves `count` attempts one after the other; returns how many were allowed. */
async function attempts(count: number, email: string, address = '203.0.113.7') {
  let allowed = 0;
  for (let i = 0; i < count; i++) if ((await throttle.reserve(email, address)).allowed) allowed++;
  return allowed;
}

describe('sign-in throttling per account', () => {
  it('allows 5 failures in 15 minutes, then refuses for the rest of the window', async () => {
    expect(await attempts(5, 'aluno@juba.local')).toBe(5);
    vi.advanceTimersByTime(4 * MINUTE);
    expect(await throttle.reserve('aluno@juba.local', '203.0.113.7')).toEqual({ allowed: false, retryAfterMs: WINDOW - 4 * MINUTE });
    vi.advanceTimersByTime(WINDOW - 4 * MINUTE - 1);
    expect((await throttle.reserve('aluno@juba.local', '203.0.113.7')).allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect((await throttle.reserve('aluno@juba.local', '203.0.113.7')).allowed).toBe(true);
  });

  it('makes a repeated lockout wait longer each time, up to a day', async () => {
    const waits: number[] = [];
    for (let lockout = 0; lockout < 9; lockout++) {
      expect(await attempts(5, 'aluno@juba.local', `198.51.100.${lockout}`)).toBe(5);
      const verdict = await throttle.reserve('aluno@juba.local', '198.51.100.200');
      if (verdict.allowed) throw new Error('expected a lockout');
      waits.push(verdict.retryAfterMs / MINUTE);
      vi.advanceTimersByTime(verdict.retryAfterMs);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
  });

  it('counts the same account however its e-mail is written', async () => {
    await attempts(3, 'Aluno@Juba.local ');
    expect(await attempts(3, ' aluno@JUBA.LOCAL')).toBe(2);
  });

  it('starts afresh after a successful sign-in', async () => {
    await attempts(4, 'aluno@juba.local');
    await throttle.succeeded('aluno@juba.local', '203.0.113.7');
    expect(await attempts(6, 'aluno@juba.local')).toBe(5);
  });

  it('counts guesses sent all at once before any password is checked', async () => {
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => throttle.reserve('aluno@juba.local', '203.0.113.7')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });
});

describe('sign-in throttling per address', () => {
  it('allows 20 failures across accounts from one address, then refuses every account from it', async () => {
    const { limit } = SIGN_IN_THROTTLE_POLICY.address;
    for (let i = 0; i < limit; i++) expect((await throttle.reserve(`pessoa-${i}@juba.local`, '203.0.113.7')).allowed).toBe(true);
    expect(await throttle.reserve('outra@juba.local', '203.0.113.7')).toEqual({ allowed: false, retryAfterMs: WINDOW });
    expect((await throttle.reserve('outra@juba.local', '203.0.113.8')).allowed).toBe(true);
  });

  it('counts an IPv4 client of a dual-stack socket as that IPv4 address', async () => {
    for (let i = 0; i < 20; i++) await throttle.reserve(`pessoa-${i}@juba.local`, '::ffff:203.0.113.7');
    expect((await throttle.reserve('outra@juba.local', '203.0.113.7')).allowed).toBe(false);
  });

  it('gives a successful sign-in its attempt back, so only failures count', async () => {
    for (let i = 0; i < 19; i++) await throttle.reserve(`pessoa-${i}@juba.local`, '203.0.113.7');
    for (let i = 0; i < 5; i++) {
      expect((await throttle.reserve('aluno@juba.local', '203.0.113.7')).allowed).toBe(true);
      await throttle.succeeded('aluno@juba.local', '203.0.113.7');
    }
    expect((await throttle.reserve('outra@juba.local', '203.0.113.7')).allowed).toBe(true);
    expect((await throttle.reserve('outra@juba.local', '203.0.113.7')).allowed).toBe(false);
  });
});

describe('without Redis', () => {
  it('lets sign-ins through and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = redisForProducer('redis://127.0.0.1:1');
    down.on('error', () => {});
    try {
      const offline = createSignInThrottle(down);
      expect(await offline.reserve('aluno@juba.local', '203.0.113.7')).toEqual({ allowed: true });
      await offline.succeeded('aluno@juba.local', '203.0.113.7');
      expect(await offline.reserve('aluno@juba.local', '203.0.113.7')).toEqual({ allowed: true });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain('sign-in throttling is off until Redis answers again');
    } finally {
      down.disconnect();
      warn.mockRestore();
    }
  });
});
