/**
 * Signs in against a running embedded provider the way the browser app does
 * (authorization code + PKCE S256, keycloak-js's fragment response mode),
 * over plain HTTP with fetch: no mocks, no shortcuts. For tests of the
 * gateway, the subgraphs and end-to-end flows that need a real access token:
 *
 *   const { accessToken } = await signInForTest(idp.issuer, 'aluno@juba.local', 'juba-aluno-123');
 */
import { createHash, randomBytes } from 'node:crypto';

export const TEST_CLIENT_ID = 'juba-spa';
export const TEST_SPA_ORIGIN = 'http://localhost:4000';

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser's cookie store: per host, path-scoped, expiry by Max-Age=0. */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, StoredCookie>>();

  capture(url: string, response: Response): void {
    const { host } = new URL(url);
    const forHost = this.cookies.get(host) ?? new Map<string, StoredCookie>();
    this.cookies.set(host, forHost);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attr('path') ?? '/';
      const expired = attr('max-age') === '0' || (attr('expires') !== undefined && Date.parse(attr('expires')!) <= Date.now());
      const key = `${name};${path}`;
      if (expired || value === '') forHost.delete(key);
      else forHost.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { host, pathname } = new URL(url);
    const matches = [...(this.cookies.get(host) ?? new Map<string, StoredCookie>()).entries()].filter(
      ([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
    return matches.map(([key, c]) => `${key.slice(0, key.indexOf(';'))}=${c.value}`).join('; ');
  }

  names(url: string): string[] {
    return [...(this.cookies.get(new URL(url).host)?.keys() ?? [])].map((k) => k.slice(0, k.indexOf(';')));
  }
}

export interface BrowserResponse {
  url: string;
  status: number;
  location: string | null;
  body: string;
  response: Response;
}

/** One tab: sends and stores cookies, follows redirects by hand so each hop can be seen. */
export class TestBrowser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<BrowserResponse> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.capture(url, response);
    const location = response.headers.get('location');
    return {
      url,
      status: response.status,
      location: location ? new URL(location, url).href : null,
      body: await response.text(),
      response,
    };
  }

  /** Follows redirects until a page answers, or until the next hop starts with stopAt (the app's URL). */
  async navigate(url: string, init: RequestInit = {}, stopAt?: string): Promise<BrowserResponse> {
    let current = await this.request(url, init);
    for (let hops = 0; hops < 20; hops++) {
      if (current.status < 300 || current.status >= 400 || !current.location) return current;
      if (stopAt && current.location.startsWith(stopAt)) return current;
      current = await this.request(current.location);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Submits the page's first form (action and hidden fields taken from its HTML) with extra fields. */
  async submitForm(page: BrowserResponse, fields: Record<string, string>, stopAt?: string): Promise<BrowserResponse> {
    const form = parseForm(page.body, page.url);
    const body = new URLSearchParams({ ...form.hidden, ...fields });
    return this.navigate(form.action, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, stopAt);
  }
}

const decodeHtml = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

export function parseForm(html: string, pageUrl: string): { action: string; hidden: Record<string, string> } {
  const action = /<form[^>]*\saction="([^"]*)"/i.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form on ${pageUrl}`);
  const hidden: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /\sname="([^"]*)"/.exec(input[0])?.[1];
    const value = /\svalue="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) hidden[decodeHtml(name)] = decodeHtml(value);
  }
  return { action: new URL(decodeHtml(action), pageUrl).href, hidden };
}

/** The one error message a sign-in page shows, if any. */
export function pageError(html: string): string | null {
  const item = /<div class="errors"[^>]*>\s*<ul>\s*<li>([^<]*)<\/li>/.exec(html)?.[1];
  return item === undefined ? null : decodeHtml(item);
}

export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  userinfo_endpoint: string;
  [key: string]: unknown;
}

export async function discover(issuer: string): Promise<Discovery> {
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  return (await res.json()) as Discovery;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

export interface AuthorizationOptions {
  clientId?: string;
  /** Defaults to `${TEST_SPA_ORIGIN}/`, the one registered redirect URI. */
  redirectUri?: string;
  scope?: string;
  /** Extra or overriding query parameters (e.g. code_challenge_method). */
  params?: Record<string, string | undefined>;
}

export function authorizationRequest(discovery: Discovery, options: AuthorizationOptions = {}): AuthorizationRequest {
  const { verifier, challenge } = createPkce();
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const redirectUri = options.redirectUri ?? `${TEST_SPA_ORIGIN}/`;
  const params: Record<string, string | undefined> = {
    client_id: options.clientId ?? TEST_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: options.scope ?? 'openid profile email',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...options.params,
  };
  const url = new URL(discovery.authorization_endpoint);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return { url: url.href, state, nonce, verifier, redirectUri };
}

/** Reads code/state/error from where the provider sent the browser back to the app. */
export function callbackParams(location: string): URLSearchParams {
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export async function exchangeCode(discovery: Discovery, request: AuthorizationRequest, code: string, clientId = TEST_CLIENT_ID): Promise<Response> {
  return fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: request.redirectUri,
      code_verifier: request.verifier,
    }),
  });
}

export async function refreshTokens(issuer: string, refreshToken: string, clientId = TEST_CLIENT_ID): Promise<Response> {
  const discovery = await discover(issuer);
  return fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }),
  });
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number;
  /** Still holds the provider's session cookie: use it for logout or a second sign-in. */
  browser: TestBrowser;
  discovery: Discovery;
}

/**
 * Full sign-in with e-mail and password. Throws with the page's Portuguese
 * error (e.g. "E-mail ou senha incorretos.") when the provider refuses.
 */
export async function signInForTest(issuer: string, email: string, password: string, options: AuthorizationOptions = {}): Promise<SignedIn> {
  const discovery = await discover(issuer);
  const browser = new TestBrowser();
  const request = authorizationRequest(discovery, options);

  const loginPage = await browser.navigate(request.url, {}, request.redirectUri);
  if (loginPage.status !== 200) throw new Error(`authorization answered ${loginPage.status} ${loginPage.location ?? loginPage.body.slice(0, 200)}`);
  const landed = await browser.submitForm(loginPage, { email, senha: password }, request.redirectUri);
  if (!landed.location?.startsWith(request.redirectUri)) {
    throw new Error(`sign-in refused (${landed.status}): ${pageError(landed.body) ?? landed.body.slice(0, 200)}`);
  }

  const callback = callbackParams(landed.location);
  if (callback.get('state') !== request.state) throw new Error('state mismatch in the authorization response');
  const code = callback.get('code');
  if (!code) throw new Error(`no code in the authorization response: ${callback.toString()}`);

  const res = await exchangeCode(discovery, request, code, options.clientId);
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  const tokens = (await res.json()) as TokenSet;
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? '',
    idToken: tokens.id_token ?? '',
    expiresIn: tokens.expires_in,
    browser,
    discovery,
  };
}

/** RP-initiated logout as keycloak-js does it; resolves with where the browser ends up. */
export async function signOutForTest(signedIn: SignedIn, postLogoutRedirectUri = `${TEST_SPA_ORIGIN}/`): Promise<BrowserResponse> {
  const url = new URL(signedIn.discovery.end_session_endpoint);
  url.searchParams.set('client_id', TEST_CLIENT_ID);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  url.searchParams.set('id_token_hint', signedIn.idToken);
  const page = await signedIn.browser.navigate(url.href, {}, postLogoutRedirectUri);
  // The page posts its form on load; a browser without JavaScript would click it.
  return page.status === 200 ? signedIn.browser.submitForm(page, {}, postLogoutRedirectUri) : page;
}
