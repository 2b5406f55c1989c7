import type { NodeMiddleware } from '@juba/platform/observability/metrics';
import { browserAuthConfig, type GatewayConfig } from '../config.ts';

/** A year: what browsers' preload lists expect, and long enough that a downgrade window is rare. */
const DEFAULT_HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Where the browser talks to the identity provider: discovery, token and user-info requests (keycloak-js uses fetch). */
function identityProviderOrigin(config: GatewayConfig): string {
  const { oidc } = browserAuthConfig(config);
  return new URL(oidc.kind === 'keycloak' ? oidc.url : oidc.issuer).origin;
}

/** The app's own WebSocket origin: browsers differ on whether 'self' covers ws:/wss:. */
function websocketOrigin(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.origin;
}

/**
 * The app's Content-Security-Policy. The refresh token lives in sessionStorage,
 * so this is the backstop against injected script: only the built bundle under
 * 'self' runs, nothing inline, no eval.
 * - style-src 'self': Tailwind is one built stylesheet; React and keycloak-js set
 *   styles through the CSSOM (element.style), which CSP does not govern, and no
 *   library injects <style> elements.
 * - img-src https:: the avatar is the provider's `picture` claim, on whatever
 *   host the provider (or the account it federates) chose; data: is the favicon.
 * - media-src blob:: the Phonetic Lab plays the learner's own recording back
 *   from an object URL made in the page (the recorder's AudioWorklet module is
 *   a same-origin file, under script-src 'self').
 * - frame-src 'none': keycloak-js runs without its iframes (checkLoginIframe off,
 *   no silent check-sso), and sign-in is a top-level navigation, which CSP does
 *   not restrict.
 */
export function contentSecurityPolicy(config: GatewayConfig): string {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", websocketOrigin(config.PUBLIC_ORIGIN), identityProviderOrigin(config)],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** HSTS only means something over HTTPS; HSTS_MAX_AGE overrides the default (0 tells browsers to forget it). */
function strictTransportSecurity(config: GatewayConfig): string | null {
  const maxAge = config.HSTS_MAX_AGE ?? (new URL(config.PUBLIC_ORIGIN).protocol === 'https:' ? DEFAULT_HSTS_MAX_AGE_SECONDS : null);
  return maxAge === null ? null : `max-age=${maxAge}`;
}

/** Every header the browser gets on every answer: pages, assets, /api, /graphql and errors alike. */
export function securityHeaders(config: GatewayConfig): Record<string, string> {
  const hsts = strictTransportSecurity(config);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    // The pronunciation screens record from the microphone on the app's own pages; nothing else is used.
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()',
    // Sign-in navigates to the provider and back rather than opening a popup, so nothing needs a cross-origin opener.
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}

export function securityHeadersMiddleware(config: GatewayConfig): NodeMiddleware {
  const headers = Object.entries(securityHeaders(config));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
