import type { Context, Middleware, Next } from 'koa';
import { wrapRefreshToken } from './refresh-token-envelope.ts';

interface BrowserCompatOptions {
  spaOrigin: string;
  issuer: string;
  tokenPath: string;
}

/**
 * Two things keycloak-js needs that oidc-provider does not do by itself:
 * - it calls the token endpoint with fetch(..., { credentials: 'include' }),
 *   which the browser only lets through with Access-Control-Allow-Credentials;
 *   given to the SPA origin only (the provider already checked that origin);
 * - it decodes the refresh token like a JWT (see refresh-token-envelope.ts).
 */
export function browserCompat({ spaOrigin, issuer, tokenPath }: BrowserCompatOptions): Middleware {
  return async function browserCompatMiddleware(ctx: Context, next: Next) {
    await next();
    if (ctx.response.get('Access-Control-Allow-Origin') === spaOrigin) {
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
    const body = ctx.body as { refresh_token?: unknown; token_type?: unknown } | null | undefined;
    if (ctx.method === 'POST' && ctx.path === tokenPath && body && typeof body.refresh_token === 'string') {
      const oidc = (ctx as Context & { oidc?: { client?: { clientId: string }; entities?: { RefreshToken?: { expiration?: number } } } }).oidc;
      const ttl = oidc?.entities?.RefreshToken?.expiration;
      ctx.body = {
        ...body,
        refresh_token: wrapRefreshToken(body.refresh_token, {
          iss: issuer,
          azp: oidc?.client?.clientId ?? '',
          ...(typeof ttl === 'number' ? { exp: Math.floor(Date.now() / 1000) + ttl } : {}),
        }),
      };
    }
  };
}
