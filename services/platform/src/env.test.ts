import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonEnv, parseEnv, productionRequested } from './env.ts';
import { DEV_DATABASE_URL, DEV_INTERNAL_SECRET, DEV_REDIS_URL, EMBEDDED_ISSUER } from './production-env.ts';

const SAFE = {
  JUBA_PRODUCTION: 'true',
  DATABASE_URL: 'postgresql://juba:9f1c2b7e4d@db.internal:5432/juba',
  REDIS_URL: 'redis://:b81e55a0c3@redis.internal:6379/0',
  INTERNAL_SECRET: '3c9f0e7a1b54d2e86f1a9c0b7d3e5f21',
};

const refusal = (env: NodeJS.ProcessEnv, shape: z.ZodRawShape = commonEnv) => {
  try {
    parseEnv(shape, env);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('parseEnv in production (JUBA_PRODUCTION=true)', () => {
  it('accepts real secrets and passwords', () => {
    expect(parseEnv(commonEnv, SAFE)).toMatchObject({ JUBA_PRODUCTION: true, INTERNAL_SECRET: SAFE.INTERNAL_SECRET });
  });

  it('refuses every development default at once, naming each variable and what to set', () => {
    const message = refusal({ JUBA_PRODUCTION: 'true' });
    expect(message).toContain('JUBA_PRODUCTION=true refuses this environment:');
    expect(message).toContain('INTERNAL_SECRET: is the development default; set it to a random value of at least 32 characters');
    expect(message).toContain('DATABASE_URL: is the development default; set it to the production PostgreSQL URL with its own password');
    expect(message).toContain('REDIS_URL: is the development default; set it to the production Redis URL with its own password');
  });

  it.each([
    ['the development default', DEV_INTERNAL_SECRET, /development default/],
    ['a lightly edited default', 'dev-only-internal-secret-change-me-please-123', /development default/],
    ['one character repeated', 'a'.repeat(64), /too easy to guess/],
    ['a short pattern repeated', 'abcd'.repeat(16), /too easy to guess/],
    ['too short', 'f3a9c1', /at least 32 characters/],
  ])('refuses INTERNAL_SECRET: %s', (_label, secret, reason) => {
    const message = refusal({ ...SAFE, INTERNAL_SECRET: secret });
    expect(message).toMatch(/INTERNAL_SECRET: /);
    expect(message).toMatch(reason);
  });

  it.each([
    ['the development default', DEV_DATABASE_URL, /development default/],
    ['postgres:postgres', 'postgresql://postgres:postgres@db.internal:5432/juba', /well-known password \("postgres:postgres"\)/],
    ['the user name as password', 'postgresql://juba:JUBA@db.internal:5432/juba', /well-known password/],
    ['a common password', 'postgresql://juba:password@db.internal:5432/juba', /well-known password/],
    ['no password over TCP', 'postgresql://juba@db.internal:5432/juba', /has no password/],
    ['not a URL', 'db.internal', /is not a URL/],
  ])('refuses DATABASE_URL: %s', (_label, url, reason) => {
    const message = refusal({ ...SAFE, DATABASE_URL: url });
    expect(message).toMatch(/DATABASE_URL: /);
    expect(message).toMatch(reason);
  });

  it('accepts a Unix-socket database URL without a password (peer authentication)', () => {
    expect(refusal({ ...SAFE, DATABASE_URL: 'postgresql://juba@localhost/juba?host=/var/run/postgresql' })).toBeNull();
  });

  it.each([
    ['the development default', DEV_REDIS_URL, /development default/],
    ['no password', 'redis://redis.internal:6379/0', /has no password/],
    ['a well-known password', 'redis://:redis@redis.internal:6379/0', /well-known password/],
  ])('refuses REDIS_URL: %s', (_label, url, reason) => {
    const message = refusal({ ...SAFE, REDIS_URL: url });
    expect(message).toMatch(/REDIS_URL: /);
    expect(message).toMatch(reason);
  });

  it('refuses the embedded identity provider wherever a process reads its kind or issuer', () => {
    const shape = { ...commonEnv, OIDC_KIND: z.enum(['embedded', 'keycloak']), OIDC_ISSUER: z.string() };
    const message = refusal({ ...SAFE, OIDC_KIND: 'embedded', OIDC_ISSUER: `${EMBEDDED_ISSUER}/` }, shape);
    expect(message).toMatch(/OIDC_KIND: refuses the embedded identity provider in production: set OIDC_KIND=keycloak/);
    expect(message).toMatch(/OIDC_ISSUER: is the embedded provider's local issuer/);
  });

  it('checks only the variables a process reads, even when its shape does not read JUBA_PRODUCTION', () => {
    const workerLike = { REDIS_URL: commonEnv.REDIS_URL };
    const message = refusal({ JUBA_PRODUCTION: 'true' }, workerLike);
    expect(message).toMatch(/^JUBA_PRODUCTION=true refuses this environment:\n {2}REDIS_URL: is the development default/);
    expect(message).not.toMatch(/INTERNAL_SECRET|DATABASE_URL/);
    expect(refusal({ JUBA_PRODUCTION: 'yes' }, workerLike)).toMatch(/^Invalid environment:\n {2}JUBA_PRODUCTION: /);
  });
});

describe('parseEnv in development', () => {
  it('accepts every development default', () => {
    expect(parseEnv(commonEnv, {})).toEqual({
      DATABASE_URL: DEV_DATABASE_URL,
      REDIS_URL: DEV_REDIS_URL,
      INTERNAL_SECRET: DEV_INTERNAL_SECRET,
      JUBA_PRODUCTION: false,
    });
    expect(
      refusal({ JUBA_PRODUCTION: 'false', DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/juba', INTERNAL_SECRET: 'a'.repeat(32) }),
    ).toBeNull();
  });

  it('still refuses a secret shorter than 32 characters', () => {
    expect(refusal({ INTERNAL_SECRET: 'short' })).toMatch(/^Invalid environment:\n {2}INTERNAL_SECRET: /);
  });
});

describe('productionRequested', () => {
  it('is true only for JUBA_PRODUCTION=true', () => {
    expect([{}, { JUBA_PRODUCTION: 'false' }, { JUBA_PRODUCTION: 'yes' }, { JUBA_PRODUCTION: 'true' }].map((env) => productionRequested(env))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
