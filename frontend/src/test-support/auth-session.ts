import { AuthSession, type OidcClient } from '../features/auth/auth-session.ts';
import type { SessionBroadcast } from '../features/auth/session-broadcast.ts';
import { aloneInTheBrowser } from './session-broadcast.ts';

const ORIGIN = 'https://juba.exemplo.com.br';

/** Stands in for keycloak-js: `init` signs in at once, or finds no session. */
function oidcClient(signedIn: boolean): OidcClient {
  const client = {
    token: undefined as string | undefined,
    refreshToken: undefined as string | undefined,
    idToken: undefined as string | undefined,
    init: async () => {
      if (signedIn) Object.assign(client, { token: 'access', refreshToken: 'refresh', idToken: 'id' });
      return signedIn;
    },
    login: async () => {},
    logout: async () => {},
    updateToken: async () => false,
    isTokenExpired: () => false,
    clearToken: () => {},
  };
  return client;
}

/**
 * A real AuthSession whose identity provider signs the visitor in (or not) on
 * start; its tab keeps nothing, so it makes no silent check.
 */
export function testSession(options: { signedIn: boolean; path?: string; broadcast?: SessionBroadcast }): AuthSession {
  return new AuthSession({
    loadConfig: async () => ({ oidc: { kind: 'embedded', issuer: 'https://id.exemplo.com.br', clientId: 'juba-spa' } }),
    createClient: () => oidcClient(options.signedIn),
    location: { origin: ORIGIN, href: `${ORIGIN}${options.path ?? '/'}` },
    replaceUrl: () => {},
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    broadcast: options.broadcast ?? aloneInTheBrowser(),
  });
}
