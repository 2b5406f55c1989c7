import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer } from '../testing/test-issuer.ts';
import { bearerToken, createTokenVerifier, IdentityProviderUnavailableError, InvalidTokenError } from './token-verifier.ts';

let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let verify: ReturnType<typeof createTokenVerifier>;
beforeAll(async () => {
  issuer = await startTestIssuer();
  verify = createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience });
});
afterAll(() => issuer.close());

describe('access token verification', () => {
  it('accepts a valid token and reads the viewer and the admin role from it', async () => {
    const viewer = await verify(await issuer.token({ sub: 'abc', roles: ['learner', 'admin'] }));
    expect(viewer).toEqual({ userId: 'abc', email: 'abc@example.com', firstName: 'Lia', lastName: 'Martins', profileImageUrl: null, isAdmin: true });
  });

  it('gives no admin rights without the admin role', async () => {
    expect((await verify(await issuer.token({ roles: ['learner'] }))).isAdmin).toBe(false);
  });

  it.each([
    ['forged signature', { forged: true }],
    ['expired', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['wrong audience', { audience: 'someone-else' }],
    ['wrong issuer', { issuer: 'http://evil.example' }],
  ])('rejects a token with a %s', async (_name, opts) => {
    await expect(verify(await issuer.token(opts))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects garbage', async () => {
    await expect(verify('not-a-jwt')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('reports an unreachable identity provider as unavailable, not as a bad token', async () => {
    const offline = createTokenVerifier({ issuer: 'http://127.0.0.1:9', audience: 'x' });
    await expect(offline(await issuer.token())).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });

  it('reads only Bearer authorization headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
