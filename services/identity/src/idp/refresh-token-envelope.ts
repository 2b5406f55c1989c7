/**
 * keycloak-js (26.x) decodes the refresh token as if it were a JWT and fails
 * sign-in when it is opaque (keycloak/keycloak-js#149), while oidc-provider
 * only issues opaque refresh tokens. So the browser receives
 *   <opaque token>.<base64url JSON with informational claims>
 * keycloak-js reads the second segment; the provider only ever sees the
 * opaque part (the adapter unwraps on lookup). The first segment is not a
 * JOSE header, so the value is still treated as an opaque token by the
 * revocation endpoint. The claims are not trusted for anything.
 */
const ENVELOPE = /^([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;

export interface EnvelopeClaims {
  iss: string;
  azp: string;
  exp?: number;
}

export function wrapRefreshToken(opaque: string, claims: EnvelopeClaims): string {
  if (ENVELOPE.test(opaque)) return opaque;
  const body = { typ: 'Refresh', iat: Math.floor(Date.now() / 1000), ...claims };
  return `${opaque}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
}

export function unwrapRefreshToken(value: string): string {
  return ENVELOPE.exec(value)?.[1] ?? value;
}
