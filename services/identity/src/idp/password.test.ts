import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('juba-aluno-123');
    expect(await verifyPassword('juba-aluno-123', hash)).toBe(true);
    expect(await verifyPassword('juba-aluno-124', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never stores the password and salts every hash differently', async () => {
    const a = await hashPassword('senha-secreta');
    const b = await hashPassword('senha-secreta');
    expect(a).not.toContain('senha-secreta');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it('verifies hashes made with older parameters and flags them for an upgrade', async () => {
    const old = await hashPassword('minha senha antiga', CHEAP);
    expect(old.startsWith('scrypt$N=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('minha senha antiga', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('nova'))).toBe(false);
  });

  it('treats the same text typed in another Unicode form as the same password', async () => {
    const composed = 'coração'.normalize('NFC');
    const decomposed = 'coração'.normalize('NFD');
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, CHEAP))).toBe(true);
  });

  it('answers false, without throwing, for malformed or hostile stored values', async () => {
    for (const stored of [
      '',
      'plain-text-password',
      'scrypt$N=1024,r=8,p=1$$',
      'bcrypt$2b$10$abc',
      'scrypt$N=1000,r=8,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$N=1073741824,r=8,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
