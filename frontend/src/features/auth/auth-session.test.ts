import { describe, expect, it, vi } from 'vitest';
import type { KeycloakConfig, KeycloakInitOptions, KeycloakLoginOptions, KeycloakLogoutOptions } from 'keycloak-js';
import type { AppConfig } from './app-config.ts';
import { AuthSession, SESSION_STORAGE_KEY, type OidcClient } from './auth-session.ts';
import type { SessionBroadcast } from './session-broadcast.ts';
import { aloneInTheBrowser, tabsOfOneBrowser } from '../../test-support/session-broadcast.ts';

const ORIGIN = 'https://juba.exemplo.com.br';
const EMBEDDED: AppConfig = { oidc: { kind: 'embedded', issuer: 'https://id.exemplo.com.br', clientId: 'juba-spa' } };

/** Stands in for keycloak-js: init answers as the provider would. */
class FakeOidcClient implements OidcClient {
  token: string | undefined;
  refreshToken: string | undefined;
  idToken: string | undefined;
  onAuthRefreshSuccess?: () => void;
  initOptions: KeycloakInitOptions | undefined;
  login = vi.fn(async (_options?: KeycloakLoginOptions) => {});
  logout = vi.fn(async (_options?: KeycloakLogoutOptions) => {});
  updateToken = vi.fn(async (_minValidity?: number) => false);
  isTokenExpired = vi.fn((_minValidity?: number) => false);
  clearToken = vi.fn(() => {
    this.token = this.refreshToken = this.idToken = undefined;
  });

  constructor(private readonly answer: (options: KeycloakInitOptions) => Promise<boolean>) {}

  init = vi.fn(async (options: KeycloakInitOptions) => {
    this.initOptions = options;
    return this.answer(options);
  });
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** The keys a tab keeps once its one silent check is made. */
const CHECKED = { 'juba.silentCheck': '1' };

function setup(options: {
  path?: string;
  storage?: ReturnType<typeof memoryStorage>;
  broadcast?: SessionBroadcast;
  answer?: (client: FakeOidcClient, init: KeycloakInitOptions) => Promise<boolean>;
}) {
  const storage = options.storage ?? memoryStorage(CHECKED);
  const configs: KeycloakConfig[] = [];
  const replaced: string[] = [];
  let client: FakeOidcClient | undefined;
  const session = new AuthSession({
    loadConfig: async () => EMBEDDED,
    createClient: (config) => {
      configs.push(config);
      client = new FakeOidcClient((init) => (options.answer ? options.answer(client!, init) : Promise.resolve(false)));
      return client;
    },
    location: { origin: ORIGIN, href: `${ORIGIN}${options.path ?? '/'}` },
    replaceUrl: (url) => replaced.push(url),
    storage,
    broadcast: options.broadcast ?? aloneInTheBrowser(),
  });
  return { session, storage, configs, replaced, client: () => client! };
}

const signInWithCode = (client: FakeOidcClient) => {
  client.token = 'access-1';
  client.refreshToken = 'refresh-1';
  client.idToken = 'id-1';
  return Promise.resolve(true);
};

describe('auth session', () => {
  it('a tab whose silent check found no session stays signed out, with no redirect and no session iframe', async () => {
    const { session, client, configs } = setup({});
    await session.start();
    expect(session.state).toBe('signed-out');
    expect(configs).toEqual([{ oidcProvider: 'https://id.exemplo.com.br', clientId: 'juba-spa' }]);
    expect(client().initOptions).toEqual({ checkLoginIframe: false, pkceMethod: 'S256', responseMode: 'fragment', redirectUri: `${ORIGIN}/` });
    expect(client().login).not.toHaveBeenCalled();
    expect(await session.getToken()).toBeNull();
  });

  it('finishes a sign-in returned by the provider and keeps it for reloads of the tab', async () => {
    const { session, storage } = setup({ answer: signInWithCode });
    await session.start();
    expect(session.state).toBe('authenticated');
    expect(await session.getToken()).toBe('access-1');
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual({ token: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' });
  });

  it('resumes the stored session after a reload', async () => {
    const storage = memoryStorage({ ...CHECKED, [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'a', refreshToken: 'r', idToken: 'i' }) });
    const { session, client } = setup({ storage, answer: signInWithCode });
    await session.start();
    expect(client().initOptions).toMatchObject({ token: 'a', refreshToken: 'r', idToken: 'i', checkLoginIframe: false });
    expect(session.state).toBe('authenticated');
  });

  it('a stored session the provider no longer accepts leaves the visitor signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ ...CHECKED, [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'a', refreshToken: 'r' }) });
    const { session } = setup({ storage, answer: () => Promise.reject(new Error('refresh refused')) });
    await session.start();
    expect(session.state).toBe('signed-out');
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('/?login goes to the provider, returning to the site root, and drops the marker from the address', async () => {
    const { session, client, replaced } = setup({ path: '/?login' });
    await session.start();
    expect(replaced).toEqual(['/']);
    expect(client().login).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/` });
  });

  it('/?logout forgets the session and ends it at the provider with the ID token as hint', async () => {
    const storage = memoryStorage({ ...CHECKED, [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'a', refreshToken: 'r', idToken: 'id-9' }) });
    const { session, client, replaced } = setup({ path: '/?logout', storage });
    await session.start();
    expect(replaced).toEqual(['/']);
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(session.state).toBe('signed-out');
    expect(client().idToken).toBe('id-9');
    expect(client().logout).toHaveBeenCalledWith({ redirectUri: `${ORIGIN}/` });
  });

  it('refreshes the token before handing it out, and a refused refresh ends the session', async () => {
    const { session, client, storage } = setup({ answer: signInWithCode });
    await session.start();
    const lost = vi.fn();
    session.onLost(lost);

    client().updateToken.mockImplementationOnce(async () => {
      client().token = 'access-2';
      client().onAuthRefreshSuccess?.();
      return true;
    });
    expect(await session.getToken()).toBe('access-2');
    expect(client().updateToken).toHaveBeenCalledWith(30);
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!).token).toBe('access-2');

    client().updateToken.mockRejectedValueOnce(new Error('refresh token expired'));
    expect(await session.getToken()).toBeNull();
    expect(session.state).toBe('signed-out');
    expect(lost).toHaveBeenCalledOnce();
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('without a refresh token, the access token is used until it expires', async () => {
    const { session, client, storage } = setup({
      answer: (c) => {
        c.token = 'access-only';
        c.idToken = 'id-1';
        return Promise.resolve(true);
      },
    });
    await session.start();
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual({ idToken: 'id-1' });
    expect(await session.getToken()).toBe('access-only');
    client().isTokenExpired.mockReturnValue(true);
    expect(await session.getToken()).toBeNull();
    expect(session.state).toBe('signed-out');
  });

  it('starts once even when asked twice', async () => {
    const { session, configs } = setup({});
    await Promise.all([session.start(), session.start()]);
    expect(configs).toHaveLength(1);
  });

  it('an unreachable configuration leaves the visitor signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = new AuthSession({
      loadConfig: () => Promise.reject(new Error('502: Bad Gateway')),
      createClient: () => {
        throw new Error('not reached');
      },
      location: { origin: ORIGIN, href: `${ORIGIN}/` },
      replaceUrl: () => {},
      storage: memoryStorage(),
      broadcast: aloneInTheBrowser(),
    });
    await session.start();
    expect(session.state).toBe('signed-out');
    expect(error).toHaveBeenCalled();
  });
});

describe('the silent check of a new tab', () => {
  it('asks the provider once, at the top level, with prompt=none, remembering where the visitor was going', async () => {
    const storage = memoryStorage();
    const { session, client } = setup({ path: '/dictionary?palavra=lion#lista', storage });
    await session.start();
    expect(client().login).toHaveBeenCalledExactlyOnceWith({ prompt: 'none', redirectUri: `${ORIGIN}/` });
    expect(session.state).toBe('starting');
    expect(storage.items.get('juba.returnPath')).toBe('/dictionary?palavra=lion#lista');
  });

  it('never asks twice in a tab: the answer without a session leaves it signed out', async () => {
    const storage = memoryStorage();
    await setup({ storage }).session.start();
    const { session, client } = setup({ storage });
    await session.start();
    expect(client().login).not.toHaveBeenCalled();
    expect(session.state).toBe('signed-out');
  });

  it('does not ask when the tab cannot keep the claim, so it can never loop', async () => {
    const storage = { ...memoryStorage(), setItem: () => {} };
    const { session, client } = setup({ storage: storage as ReturnType<typeof memoryStorage> });
    await session.start();
    expect(client().login).not.toHaveBeenCalled();
    expect(session.state).toBe('signed-out');
  });

  it('signs the tab in with the code the provider answers', async () => {
    const storage = memoryStorage();
    await setup({ storage }).session.start();
    const { session, client } = setup({ storage, answer: signInWithCode });
    await session.start();
    expect(session.state).toBe('authenticated');
    expect(client().login).not.toHaveBeenCalled();
  });

  it('is not made after /?login or /?logout, which go to the provider anyway', async () => {
    for (const path of ['/?login', '/?logout']) {
      const storage = memoryStorage();
      await setup({ path, storage }).session.start();
      const { session, client } = setup({ storage });
      await session.start();
      expect(client().login, path).not.toHaveBeenCalled();
    }
  });
});

describe('the tabs of one browser', () => {
  async function twoSignedInTabs() {
    const browser = tabsOfOneBrowser();
    const first = setup({ broadcast: browser.tab(), answer: signInWithCode });
    const second = setup({ broadcast: browser.tab(), answer: signInWithCode });
    await first.session.start();
    await second.session.start();
    const lost = { first: vi.fn(), second: vi.fn() };
    first.session.onLost(lost.first);
    second.session.onLost(lost.second);
    return { browser, first, second, lost };
  }

  it('signing out in one tab signs out the others at once, quietly, and forgets their tokens', async () => {
    const { browser, second, lost } = await twoSignedInTabs();
    const leaving = setup({ path: '/?logout', broadcast: browser.tab() });
    await leaving.session.start();
    expect(second.session.state).toBe('signed-out');
    expect(second.storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(second.client().clearToken).toHaveBeenCalled();
    expect(await second.session.getToken()).toBeNull();
    expect(lost.second).not.toHaveBeenCalled();
  });

  it('a session refused in one tab is lost in every tab, each told once', async () => {
    const { first, second, lost } = await twoSignedInTabs();
    first.client().updateToken.mockRejectedValueOnce(new Error('refresh token revoked'));
    expect(await first.session.getToken()).toBeNull();
    expect(first.session.state).toBe('signed-out');
    expect(second.session.state).toBe('signed-out');
    expect(second.storage.items.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(lost.first).toHaveBeenCalledOnce();
    expect(lost.second).toHaveBeenCalledOnce();
  });

  it('a tab that is not signed in ignores the others', async () => {
    const browser = tabsOfOneBrowser();
    const signedOut = setup({ broadcast: browser.tab() });
    await signedOut.session.start();
    const lost = vi.fn();
    signedOut.session.onLost(lost);
    browser.tab().announce('lost');
    browser.tab().announce('signed-out');
    expect(signedOut.session.state).toBe('signed-out');
    expect(lost).not.toHaveBeenCalled();
  });
});
