import Provider, { errors, type Configuration, type KoaContextWithOIDC, type JWK } from 'oidc-provider';
import type { IdentityDb } from '../db.ts';
import { keycloakAccessTokenClaims, openIdClaims } from './accounts.ts';
import { prismaAdapterFactory } from './adapter.ts';
import { ensureFirstPartyGrant } from './first-party-grant.ts';
import { MESSAGES } from './messages.ts';
import { autoLogoutPage, confirmLogoutPage, contentSecurityPolicy, messagePage } from './pages.ts';

/** The browser app's client id, the same one Keycloak has for it. */
export const SPA_CLIENT_ID = 'juba-spa';

const ACCESS_TOKEN_TTL_SECONDS = 300;
const SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface ProviderOptions {
  db: IdentityDb;
  issuer: string;
  spaOrigin: string;
  audience: string;
  cookieKeys: string[];
  jwks: { keys: JWK[] };
}

export function buildProvider({ db, issuer, spaOrigin, audience, cookieKeys, jwks }: ProviderOptions): Provider {
  const spaHome = `${spaOrigin}/`;
  const csp = contentSecurityPolicy(spaOrigin);

  const findAccountById = (id: string) => db.account.findUnique({ where: { id } });

  const configuration: Configuration = {
    adapter: prismaAdapterFactory(db),
    jwks,
    cookies: { keys: cookieKeys },
    clients: [
      {
        client_id: SPA_CLIENT_ID,
        client_name: 'Juba',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [spaHome],
        post_logout_redirect_uris: [spaHome],
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    // Like Keycloak: the ID token carries the profile and e-mail claims of its scopes.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === spaOrigin,

    async findAccount(_ctx, sub) {
      const account = await findAccountById(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => openIdClaims(account) };
    },

    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await findAccountById(token.accountId);
      return account ? keycloakAccessTokenClaims(account) : undefined;
    },

    // keycloak-js asks for no offline_access; the SPA still gets a refresh token,
    // bound to the sign-in session (it dies at logout) and rotated on every use.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,

    loadExistingGrant: ensureFirstPartyGrant(SPA_CLIENT_ID),

    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },

    features: {
      devInteractions: { enabled: false },
      // keycloak-js never revokes; a client may only revoke its own tokens (there is one client).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      resourceIndicators: {
        enabled: true,
        // keycloak-js sends no resource parameter: every token is for the API.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'openid profile email',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC) {
          const action = ctx.oidc.urlFor('end_session_confirm');
          const xsrf = String(ctx.oidc.session?.state?.secret ?? '');
          const appAsked = Boolean(ctx.oidc.entities.IdTokenHint);
          ctx.set('Content-Security-Policy', csp);
          ctx.type = 'html';
          ctx.body = appAsked ? autoLogoutPage(action, xsrf) : confirmLogoutPage(action, xsrf, spaOrigin);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.set('Content-Security-Policy', csp);
          ctx.type = 'html';
          ctx.body = messagePage('Você saiu da Juba', 'Sua sessão foi encerrada.', { href: spaHome, label: 'Voltar para a Juba' });
        },
      },
    },

    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 30 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      // A rotated token inherits what is left of its predecessor: a sign-in lasts at most a session.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_SECONDS,
    },

    async renderError(ctx, out) {
      ctx.set('Content-Security-Policy', csp);
      ctx.type = 'html';
      const detail = [out.error, out.error_description].filter(Boolean).join(': ');
      const message = out.error === 'server_error' ? MESSAGES.unexpected : `${MESSAGES.requestRejected} (${detail})`;
      ctx.body = messagePage('Não foi possível continuar', message, {
        href: spaHome,
        label: 'Voltar para a Juba',
      });
    },
  };

  return new Provider(issuer, configuration);
}
