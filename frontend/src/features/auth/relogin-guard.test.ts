import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_COOLDOWN_MS, mayAutoLogin } from './relogin-guard.ts';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('automatic sign-in guard', () => {
  it('allows one automatic sign-in per cooldown', () => {
    const storage = memory();
    expect(mayAutoLogin(storage, 1_000_000)).toBe(true);
    expect(mayAutoLogin(storage, 1_000_000 + AUTO_LOGIN_COOLDOWN_MS - 1)).toBe(false);
    expect(mayAutoLogin(storage, 1_000_000 + AUTO_LOGIN_COOLDOWN_MS)).toBe(true);
  });
});
