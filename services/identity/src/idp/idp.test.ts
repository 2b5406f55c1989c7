import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { createIdentityDb } from '../db.ts';
import { Redis } from 'ioredis';
import { createIdp, type IdpOptions, type RunningIdp } from './main.ts';
import { SEED_CREDENTIALS, seedAccounts } from './seed.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import {
  authorizationRequest,
  callbackParams,
  discover,
  exchangeCode,
  pageError,
  parseForm,
  refreshTokens,
  signInForTest,
  signOutForTest,
  TestBrowser,
  type Discovery,
  type TokenSet,
} from './test-client.ts';

const SPA = 'http://localhost:4000';
const SPA_HOME = `${SPA}/`;
const AUDIENCE = 'urn:juba:api';

const db = createIdentityDb(process.env.DATABASE_URL!);
const redis = new Redis(process.env.REDIS_URL!);
/** Each provider counts failed sign-ins under its own prefix, so tests (and earlier runs) do not add up. */
const startIdp = (options: Omit<IdpOptions, 'db' | 'throttle'> = {}) =>
  createIdp({ db, port: 0, throttle: createSignInThrottle(redis, { prefix: `test:sign-in:${randomUUID()}` }), ...options });
let idp: RunningIdp;
let discovery: Discovery;

beforeAll(async () => {
  await seedAccounts(db);
  idp = await startIdp();
  discovery = await discover(idp.issuer);
});

afterAll(async () => {
  await idp?.close();
  await db.$disconnect();
  await redis.quit();
});

interface AccessClaims extends JWTPayload {
  email: string;
  given_name: string;
  family_name: string;
  name: string;
  picture: string | null;
  realm_access: { roles: string[] };
}

async function verifyAccessToken(token: string, jwksUri = discovery.jwks_uri) {
  const { payload, protectedHeader } = await jwtVerify<AccessClaims>(token, createRemoteJWKSet(new URL(jwksUri)), {
    issuer: idp.issuer,
    audience: AUDIENCE,
    algorithms: ['RS256'],
  });
  return { payload, protectedHeader };
}

/** Opens the sign-in page for a fresh authorization request, as the app's redirect would. */
async function openLoginPage(browser = new TestBrowser()) {
  const request = authorizationRequest(discovery);
  const page = await browser.navigate(request.url, {}, SPA_HOME);
  return { browser, request, page };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('discovery', () => {
  it('publishes the issuer, the endpoints and PKCE S256 only', async () => {
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.authorization_endpoint).toBe(`${idp.issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${idp.issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
  });
});

describe('signing in with e-mail and password', () => {
  it('shows the Portuguese sign-in page, refuses a wrong password, then issues a verifiable API token', async () => {
    const { browser, request, page } = await openLoginPage();
    expect(page.status).toBe(200);
    expect(page.url).toMatch(/\/interaction\/[\w-]+$/);
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('<h1 id="titulo">Entrar</h1>');
    expect(page.body).toContain('<label for="email">E-mail</label>');
    expect(page.body).toContain('<label for="senha">Senha</label>');
    expect(page.body).toContain('<button type="submit">Entrar</button>');
    expect(page.body).toMatch(/<a href="\/interaction\/[\w-]+\/criar-conta">Criar conta<\/a>/);
    expect(page.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const wrong = await browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: 'senha-errada' }, SPA_HOME);
    expect(wrong.status).toBe(401);
    expect(pageError(wrong.body)).toBe('E-mail ou senha incorretos.');
    expect(wrong.body).toContain(`value="${SEED_CREDENTIALS.learner.email}"`);

    const unknown = await browser.submitForm(page, { email: 'ninguem@juba.local', senha: 'qualquer-coisa' }, SPA_HOME);
    expect(unknown.status).toBe(401);
    expect(pageError(unknown.body)).toBe('E-mail ou senha incorretos.');

    const landed = await browser.submitForm(page, { email: 'Aluno@Juba.local ', senha: SEED_CREDENTIALS.learner.password }, SPA_HOME);
    expect(landed.status).toBe(303);
    expect(landed.location!.startsWith(`${SPA_HOME}#`)).toBe(true);
    const callback = callbackParams(landed.location!);
    expect(callback.get('state')).toBe(request.state);
    expect(callback.get('iss')).toBe(idp.issuer);

    const res = await exchangeCode(discovery, request, callback.get('code')!);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as TokenSet;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);

    const account = await db.account.findUniqueOrThrow({ where: { email: SEED_CREDENTIALS.learner.email } });
    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: account.id,
      aud: AUDIENCE,
      email: 'aluno@juba.local',
      given_name: 'Lia',
      family_name: 'Martins',
      name: 'Lia Martins',
      picture: null,
      realm_access: { roles: ['learner'] },
    });
    expect(payload.exp! - payload.iat!).toBe(300);

    const idToken = decodeJwt(tokens.id_token!);
    expect(idToken).toMatchObject({ sub: account.id, aud: 'juba-spa', nonce: request.nonce, email: 'aluno@juba.local', given_name: 'Lia' });
  });

  it('gives the admin account a token with the admin role', async () => {
    const { accessToken } = await signInForTest(idp.issuer, SEED_CREDENTIALS.admin.email, SEED_CREDENTIALS.admin.password);
    const { payload } = await verifyAccessToken(accessToken);
    expect(payload.realm_access.roles).toEqual(['learner', 'admin']);
    expect(payload).toMatchObject({ given_name: 'Rafael', family_name: 'Costa' });
  });

  it('asks for both fields when one is empty', async () => {
    const { browser, page } = await openLoginPage();
    const res = await browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: '' }, SPA_HOME);
    expect(res.status).toBe(400);
    expect(pageError(res.body)).toBe('Informe seu e-mail e sua senha.');
  });

  it('signs in again without the password while the provider session lasts', async () => {
    const first = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const request = authorizationRequest(discovery);
    const again = await first.browser.navigate(request.url, {}, SPA_HOME);
    expect(again.status).toBe(303);
    expect(callbackParams(again.location!).get('code')).toBeTruthy();
  });

  it('hands the browser app its tokens across origins (keycloak-js fetches with credentials)', async () => {
    const { browser, request, page } = await openLoginPage();
    const landed = await browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: SEED_CREDENTIALS.learner.password }, SPA_HOME);
    const code = callbackParams(landed.location!).get('code')!;
    const res = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { origin: SPA, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'juba-spa', redirect_uri: SPA_HOME, code_verifier: request.verifier }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');

    // keycloak-js decodes the refresh token's middle segment like a JWT.
    const { refresh_token } = (await res.json()) as TokenSet;
    const middle = JSON.parse(Buffer.from(refresh_token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(middle).toMatchObject({ typ: 'Refresh', iss: idp.issuer, azp: 'juba-spa' });
    expect(middle.exp).toBe((middle.iat as number) + 12 * 60 * 60);
  });

  it('refuses the token endpoint to other origins', async () => {
    const res = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'juba-spa' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('silent check (prompt=none, OIDC Core 3.1.2.1)', () => {
  const silentRequest = () => authorizationRequest(discovery, { params: { prompt: 'none' } });

  it('answers login_required to the app, with its state, when the browser has no session', async () => {
    const request = silentRequest();
    const answer = await new TestBrowser().navigate(request.url, {}, SPA_HOME);
    expect(answer.status).toBe(303);
    expect(answer.location!.startsWith(`${SPA_HOME}#`)).toBe(true);
    const callback = callbackParams(answer.location!);
    expect(callback.get('error')).toBe('login_required');
    expect(callback.get('state')).toBe(request.state);
    expect(callback.get('code')).toBeNull();
  });

  it('hands out a code without any page while the provider session lasts', async () => {
    const signedIn = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const request = silentRequest();
    const answer = await signedIn.browser.navigate(request.url, {}, SPA_HOME);
    expect(answer.status).toBe(303);
    const callback = callbackParams(answer.location!);
    expect(callback.get('state')).toBe(request.state);
    const tokens = await exchangeCode(discovery, request, callback.get('code')!);
    expect(tokens.status).toBe(200);
    const { payload } = await verifyAccessToken(((await tokens.json()) as TokenSet).access_token);
    expect(payload.email).toBe(SEED_CREDENTIALS.learner.email);
  });

  it('answers login_required again once that session has been ended', async () => {
    const signedIn = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    await signOutForTest(signedIn);
    const answer = await signedIn.browser.navigate(silentRequest().url, {}, SPA_HOME);
    expect(callbackParams(answer.location!).get('error')).toBe('login_required');
  });
});

describe('creating an account', () => {
  it('registers through the page, signs in at once, stores only a hash, and can sign in again', async () => {
    const { browser, page: loginPage } = await openLoginPage();
    const link = /<a href="([^"]+)">Criar conta<\/a>/.exec(loginPage.body)![1]!;
    const page = await browser.navigate(new URL(link, loginPage.url).href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1 id="titulo">Criar conta</h1>');
    for (const label of ['Nome', 'Sobrenome', 'E-mail', 'Senha', 'Confirme a senha']) expect(page.body).toContain(`>${label}</label>`);
    expect(page.body).toContain(`<a href="${SPA}/privacy">Política de Privacidade</a>`);

    const email = `nova-${randomUUID()}@exemplo.com.br`;
    const password = 'leão-forte-2024';
    const valid = { nome: 'Ana', sobrenome: 'Souza', email, senha: password, confirmacao: password };

    const short = await browser.submitForm(page, { ...valid, senha: 'curta', confirmacao: 'curta' }, SPA_HOME);
    expect(short.status).toBe(400);
    expect(pageError(short.body)).toBe('A senha precisa ter pelo menos 8 caracteres.');

    const mismatch = await browser.submitForm(page, { ...valid, confirmacao: 'outra-senha-123' }, SPA_HOME);
    expect(pageError(mismatch.body)).toBe('As senhas não coincidem.');

    const taken = await browser.submitForm(page, { ...valid, email: 'ALUNO@juba.local' }, SPA_HOME);
    expect(taken.status).toBe(409);
    expect(pageError(taken.body)).toBe('Este e-mail já está cadastrado.');

    const hostile = await browser.submitForm(page, { ...valid, nome: '<script>alert(1)</script>', senha: 'x', confirmacao: 'x' }, SPA_HOME);
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    expect(hostile.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');

    const landed = await browser.submitForm(page, valid, SPA_HOME);
    expect(landed.status).toBe(303);
    expect(callbackParams(landed.location!).get('code')).toBeTruthy();

    const stored = await db.account.findUniqueOrThrow({ where: { email } });
    expect(stored).toMatchObject({ firstName: 'Ana', lastName: 'Souza', roles: ['learner'] });
    expect(stored.passwordHash).not.toContain(password);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);

    const { accessToken } = await signInForTest(idp.issuer, email, password);
    const { payload } = await verifyAccessToken(accessToken);
    expect(payload).toMatchObject({ sub: stored.id, email, given_name: 'Ana', family_name: 'Souza', realm_access: { roles: ['learner'] } });
  });

  it('lists every missing field in Portuguese', async () => {
    const { browser, page: loginPage } = await openLoginPage();
    const page = await browser.navigate(`${loginPage.url}/criar-conta`);
    const res = await browser.submitForm(page, { nome: ' ', sobrenome: '', email: 'sem-arroba', senha: '', confirmacao: '' }, SPA_HOME);
    expect(res.status).toBe(400);
    for (const message of ['Informe seu nome.', 'Informe seu sobrenome.', 'Informe um e-mail válido.', 'A senha precisa ter pelo menos 8 caracteres.']) {
      expect(res.body).toContain(`<li>${message}</li>`);
    }
  });
});

describe('refresh tokens', () => {
  it('rotates on every use and rejects a refresh token that was already used', async () => {
    const signedIn = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const first = await refreshTokens(idp.issuer, signedIn.refreshToken);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as TokenSet;
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(signedIn.refreshToken);
    const { payload } = await verifyAccessToken(rotated.access_token);
    expect(payload.realm_access.roles).toEqual(['learner']);

    const reused = await refreshTokens(idp.issuer, signedIn.refreshToken);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    // Reuse means the token leaked: the whole sign-in is revoked, the newer token too.
    const afterReuse = await refreshTokens(idp.issuer, rotated.refresh_token!);
    expect(afterReuse.status).toBe(400);
  });
});

describe('revocation', () => {
  it('revokes the refresh token the browser holds', async () => {
    const signedIn = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const res = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: signedIn.refreshToken, token_type_hint: 'refresh_token', client_id: 'juba-spa' }),
    });
    expect(res.status).toBe(200);
    expect((await refreshTokens(idp.issuer, signedIn.refreshToken)).status).toBe(400);
  });
});

describe('rejected authorization requests', () => {
  it.each([`${SPA}/callback`, SPA, `${SPA}/?next=x`, 'http://evil.example/', 'http://localhost:4001/'])(
    'refuses redirect_uri %s, which is not exactly the registered one, without redirecting',
    async (redirectUri) => {
      const request = authorizationRequest(discovery, { redirectUri });
      const res = await new TestBrowser().request(request.url);
      expect(res.status).toBe(400);
      expect(res.location).toBeNull();
      expect(res.body).toContain('invalid_redirect_uri');
      expect(res.body).toContain('<html lang="pt-BR">');
    },
  );

  it('refuses an unknown client', async () => {
    const res = await new TestBrowser().request(authorizationRequest(discovery, { clientId: 'outro-app' }).url);
    expect(res.status).toBe(400);
    expect(res.location).toBeNull();
  });

  it.each([
    ['missing', { code_challenge: undefined, code_challenge_method: undefined }],
    ['plain', { code_challenge_method: 'plain' }],
  ])('refuses PKCE %s', async (_label, params) => {
    const request = authorizationRequest(discovery, { params });
    const res = await new TestBrowser().request(request.url);
    expect(res.status).toBe(303);
    const callback = callbackParams(res.location!);
    expect(res.location!.startsWith(SPA_HOME)).toBe(true);
    expect(callback.get('error')).toBe('invalid_request');
    expect(callback.get('code')).toBeNull();
  });

  it('refuses a code redeemed with the wrong PKCE verifier', async () => {
    const { browser, request, page } = await openLoginPage();
    const landed = await browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: SEED_CREDENTIALS.learner.password }, SPA_HOME);
    const code = callbackParams(landed.location!).get('code')!;
    const res = await exchangeCode(discovery, { ...request, verifier: 'x'.repeat(43) }, code);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code redeemed twice', async () => {
    const { browser, request, page } = await openLoginPage();
    const landed = await browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: SEED_CREDENTIALS.learner.password }, SPA_HOME);
    const code = callbackParams(landed.location!).get('code')!;
    expect((await exchangeCode(discovery, request, code)).status).toBe(200);
    expect((await exchangeCode(discovery, request, code)).status).toBe(400);
  });
});

describe('sign-in throttling', () => {
  let guarded: RunningIdp;
  let guardedDiscovery: Discovery;
  beforeEach(async () => {
    guarded = await startIdp();
    guardedDiscovery = await discover(guarded.issuer);
  });
  afterEach(() => guarded.close());

  const loginPage = async () => {
    const browser = new TestBrowser();
    return { browser, page: await browser.navigate(authorizationRequest(guardedDiscovery).url, {}, SPA_HOME) };
  };

  it('checks 5 wrong passwords for an account, then answers 429 without checking even the right one', async () => {
    const { browser, page } = await loginPage();
    const learner = SEED_CREDENTIALS.learner;
    for (let i = 0; i < 5; i++) expect((await browser.submitForm(page, { email: learner.email, senha: `errada-${i}` }, SPA_HOME)).status).toBe(401);

    const throttled = await browser.submitForm(page, { email: 'ALUNO@juba.local', senha: learner.password }, SPA_HOME);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(throttled.response.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(pageError(throttled.body)).toBe('Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.');
    expect(throttled.body).toContain('<h1 id="titulo">Entrar</h1>');

    // Other accounts from the same address still sign in.
    const admin = await browser.submitForm(page, { email: SEED_CREDENTIALS.admin.email, senha: SEED_CREDENTIALS.admin.password }, SPA_HOME);
    expect(admin.status).toBe(303);
  });

  it('forgets earlier failures once the account signs in', async () => {
    const learner = SEED_CREDENTIALS.learner;
    const { browser, page } = await loginPage();
    for (let i = 0; i < 4; i++) await browser.submitForm(page, { email: learner.email, senha: `errada-${i}` }, SPA_HOME);
    expect((await browser.submitForm(page, { email: learner.email, senha: learner.password }, SPA_HOME)).status).toBe(303);

    const again = await loginPage();
    for (let i = 0; i < 5; i++) expect((await again.browser.submitForm(again.page, { email: learner.email, senha: `errada-${i}` }, SPA_HOME)).status).toBe(401);
    expect((await again.browser.submitForm(again.page, { email: learner.email, senha: 'errada' }, SPA_HOME)).status).toBe(429);
  });

  it('checks 5 of 25 wrong passwords sent at once', async () => {
    const browsers = await Promise.all(Array.from({ length: 25 }, () => loginPage()));
    const answers = await Promise.all(
      browsers.map(({ browser, page }, i) => browser.submitForm(page, { email: SEED_CREDENTIALS.learner.email, senha: `palpite-${i}` }, SPA_HOME)),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
  });

  it('throttles the address by its socket, whatever X-Forwarded-For says', async () => {
    const { browser, page } = await loginPage();
    for (let i = 0; i < 20; i++)
      expect((await browser.submitForm(page, { email: `ninguem-${i}@juba.local`, senha: 'qualquer-coisa' }, SPA_HOME)).status).toBe(401);
    const { action, hidden } = parseForm(page.body, page.url);
    const spoofed = await browser.request(action, {
      ...form({ ...hidden, email: 'outra-pessoa@juba.local', senha: 'qualquer-coisa' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.23' },
    });
    expect(spoofed.status).toBe(429);
    expect(pageError(spoofed.body)).toMatch(/^Muitas tentativas de acesso sem sucesso\. Aguarde 1[45] minutos e tente novamente\.$/);
  });
});

describe('sign-in page safeguards', () => {
  it('explains in Portuguese when the sign-in page is unknown or expired', async () => {
    const res = await new TestBrowser().request(`${idp.issuer}/interaction/nao-existe`);
    expect(res.status).toBe(400);
    expect(res.body).toContain('Esta página de acesso expirou ou já foi usada.');
  });

  it('does not accept a form posted without the interaction cookie (another site)', async () => {
    const { page } = await openLoginPage();
    const res = await new TestBrowser().request(`${page.url}/login`, form({ email: SEED_CREDENTIALS.learner.email, senha: SEED_CREDENTIALS.learner.password }));
    expect(res.status).toBe(400);
    expect(res.location).toBeNull();
  });

  it('refuses oversized form bodies', async () => {
    const { browser, page } = await openLoginPage();
    const res = await browser.request(`${page.url}/login`, form({ email: 'a@b.co', senha: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toContain('O formulário enviado é grande demais.');
  });
});

describe('signing out', () => {
  it('ends the session without a confirmation page and returns to the app', async () => {
    const signedIn = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('client_id', 'juba-spa');
    url.searchParams.set('id_token_hint', signedIn.idToken);
    url.searchParams.set('post_logout_redirect_uri', SPA_HOME);
    const page = await signedIn.browser.navigate(url.href, {}, SPA_HOME);
    // Only the page's own auto-submitting form: no button for the user to press.
    expect(page.status).toBe(200);
    expect(page.body.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<button');
    expect(page.body).toContain('document.forms[0].submit()');

    const done = await signOutForTest(signedIn);
    expect(done.status).toBe(303);
    expect(done.location).toBe(SPA_HOME);

    // The session and the tokens bound to it are gone.
    expect((await refreshTokens(idp.issuer, signedIn.refreshToken)).status).toBe(400);
    const again = await signedIn.browser.navigate(authorizationRequest(discovery).url, {}, SPA_HOME);
    expect(again.status).toBe(200);
    expect(again.body).toContain('<h1 id="titulo">Entrar</h1>');
  });

  it('asks first when no app vouches for the sign-out (no id_token_hint)', async () => {
    const signedIn = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('client_id', 'juba-spa');
    url.searchParams.set('post_logout_redirect_uri', SPA_HOME);
    const page = await signedIn.browser.navigate(url.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Sair da Juba?');
    const done = await signedIn.browser.submitForm(page, { logout: 'yes' }, SPA_HOME);
    expect(done.location).toBe(SPA_HOME);
  });
});

describe('process lifecycle', () => {
  it('keeps its signing key across restarts, so earlier tokens still verify', async () => {
    const { accessToken } = await signInForTest(idp.issuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password);
    const restarted = await startIdp({ issuer: idp.issuer });
    try {
      const jwksAfterRestart = `${restarted.url}/jwks`;
      const { payload } = await verifyAccessToken(accessToken, jwksAfterRestart);
      expect(payload.aud).toBe(AUDIENCE);
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start in production', async () => {
    await expect(startIdp({ production: true })).rejects.toThrow(/JUBA_PRODUCTION=true/);
  });
});
