import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Viewer } from '@juba/platform/viewer';
import { messageOf } from '@juba/platform/errors';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Defaults to the jwks_uri of the issuer's discovery document. */
  jwksUri?: string;
}

export class InvalidTokenError extends Error {}

/** Keycloak and the embedded provider both put realm roles here. */
interface AccessTokenClaims extends JWTPayload {
  email?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string | null;
  realm_access?: { roles?: string[] };
}

/**
 * Verifies an OpenID access token at the edge: signature against the issuer's
 * JWKS, issuer, audience and expiry. Returns who the caller is.
 */
export function createTokenVerifier(opts: TokenVerifierOptions) {
  let keys: JWTVerifyGetKey | undefined;
  const getKeys = async () => (keys ??= createRemoteJWKSet(new URL(opts.jwksUri ?? (await discoverJwksUri(opts.issuer)))));

  return async function verify(token: string): Promise<Viewer> {
    const keySet = await getKeys();
    let claims: AccessTokenClaims;
    try {
      ({ payload: claims } = await jwtVerify<AccessTokenClaims>(token, keySet, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      throw new InvalidTokenError(messageOf(err));
    }
    return viewerFromClaims(claims);
  };
}

/** The identity provider cannot be reached: a 503, not the caller's fault. */
export class IdentityProviderUnavailableError extends Error {}

async function discoverJwksUri(issuer: string): Promise<string> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).catch((err: Error) => {
    throw new IdentityProviderUnavailableError(`identity provider unreachable: ${err.message}`);
  });
  if (!res.ok) throw new IdentityProviderUnavailableError(`identity provider discovery answered ${res.status}`);
  const doc = (await res.json()) as { jwks_uri?: string; issuer?: string };
  if (doc.issuer !== issuer || !doc.jwks_uri)
    throw new IdentityProviderUnavailableError('identity provider discovery document does not match the configured issuer');
  return doc.jwks_uri;
}

export function viewerFromClaims(claims: AccessTokenClaims): Viewer {
  const [firstFromName = '', ...rest] = (claims.name ?? '').split(' ');
  return {
    userId: claims.sub!,
    email: claims.email ?? '',
    firstName: claims.given_name ?? firstFromName,
    lastName: claims.family_name ?? rest.join(' '),
    profileImageUrl: claims.picture ?? null,
    isAdmin: claims.realm_access?.roles?.includes('admin') ?? false,
  };
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
