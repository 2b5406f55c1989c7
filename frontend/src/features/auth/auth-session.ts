import type Keycloak from 'keycloak-js';
import type { KeycloakConfig, KeycloakInitOptions } from 'keycloak-js';
import { keycloakConfig, type AppConfig } from './app-config.ts';
import { rememberReturnPath } from './return-path.ts';
import type { SessionBroadcast } from './session-broadcast.ts';
import { claimSilentCheck } from './silent-check.ts';

/** What the session needs from keycloak-js (a fake stands in for it in tests). */
export type OidcClient = Pick<
  Keycloak,
  'init' | 'login' | 'logout' | 'updateToken' | 'isTokenExpired' | 'clearToken' | 'token' | 'refreshToken' | 'idToken' | 'onAuthRefreshSuccess'
>;

export interface AuthSessionDeps {
  loadConfig(): Promise<AppConfig>;
  createClient(config: KeycloakConfig): OidcClient;
  /** The page's own address (window.location and window.history in the browser). */
  location: Pick<Location, 'origin' | 'href'>;
  replaceUrl(url: string): void;
  /** Per-tab storage: keeps the session across reloads of the tab, never across tabs. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The other tabs of this browser. */
  broadcast: SessionBroadcast;
}

export type SessionState = 'starting' | 'authenticated' | 'signed-out';

interface StoredTokens {
  token?: string;
  refreshToken?: string;
  idToken?: string;
}

export const SESSION_STORAGE_KEY = 'juba.session';
/** Refresh the access token when it has less than this many seconds left. */
const MIN_TOKEN_VALIDITY_SECONDS = 30;

/**
 * The browser's sign-in state, kept with keycloak-js (authorization code flow
 * with PKCE, no session iframe, so it works with any OIDC provider and the
 * Content-Security-Policy needs no frame).
 *
 * The gateway turns /api/login into /?login and /api/logout into /?logout;
 * start() acts on those markers. Otherwise it finishes a sign-in whose code is
 * in the URL, or resumes the tab's stored session. A tab with neither asks the
 * provider once, by a top-level authorization request with prompt=none,
 * whether the browser is signed in there (a new tab, a bookmark, a link): the
 * claim is kept in the tab before it leaves (silent-check.ts), so no answer
 * can start a second request and no redirect loop can start.
 *
 * Tabs tell each other when they sign out or lose the session
 * (session-broadcast.ts), so every tab follows at once.
 */
export class AuthSession {
  state: SessionState = 'starting';
  private client: OidcClient | null = null;
  private started: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly lostListeners = new Set<() => void>();

  constructor(private readonly deps: AuthSessionDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionState => this.state;

  /** Called when a signed-in session stops being accepted. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  start(): Promise<void> {
    // React may mount twice in development; sign-in must run once.
    if (!this.started) {
      this.deps.broadcast.listen((event) => (event === 'signed-out' ? this.signedOutElsewhere() : this.lose({ fromAnotherTab: true })));
      this.started = this.run().catch((error: unknown) => {
        console.error('Sign-in could not start:', error);
        this.setState('signed-out');
      });
    }
    return this.started;
  }

  /** A valid access token, refreshed when close to expiry; null when signed out. */
  getToken = async (): Promise<string | null> => {
    const client = this.client;
    if (this.state !== 'authenticated' || !client) return null;
    try {
      if (client.refreshToken) {
        await client.updateToken(MIN_TOKEN_VALIDITY_SECONDS);
      } else if (client.isTokenExpired(5)) {
        throw new Error('The access token expired and the provider gave no refresh token.');
      }
      return client.token ?? null;
    } catch {
      this.lose();
      return null;
    }
  };

  /** The server or the provider rejected the session (a revoked or expired token), here or in another tab. */
  lose({ fromAnotherTab = false } = {}): void {
    if (this.state !== 'authenticated') return;
    this.forget();
    if (!fromAnotherTab) this.deps.broadcast.announce('lost');
    for (const listener of [...this.lostListeners]) listener();
  }

  /** Another tab signed out: the provider session is ending, so this tab's tokens go too, without a word. */
  private signedOutElsewhere(): void {
    if (this.state === 'authenticated') this.forget();
  }

  private forget(): void {
    this.deps.storage.removeItem(SESSION_STORAGE_KEY);
    this.client?.clearToken();
    this.setState('signed-out');
  }

  private get redirectUri(): string {
    return `${this.deps.location.origin}/`;
  }

  private async run(): Promise<void> {
    const url = new URL(this.deps.location.href);
    const intent = url.searchParams.has('logout') ? 'logout' : url.searchParams.has('login') ? 'login' : null;
    if (intent) {
      // Without the marker in the history, the back button cannot replay it.
      url.searchParams.delete(intent);
      this.deps.replaceUrl(url.pathname + url.search + url.hash);
    }

    const config = await this.deps.loadConfig();
    const client = this.deps.createClient(keycloakConfig(config.oidc));
    this.client = client;
    const baseOptions: KeycloakInitOptions = {
      checkLoginIframe: false,
      pkceMethod: 'S256',
      responseMode: 'fragment',
      redirectUri: this.redirectUri,
    };
    const stored = this.readStored();

    if (intent) {
      // The tab goes to the provider anyway; its answer needs no silent check after it.
      claimSilentCheck(this.deps.storage);
    }
    if (intent === 'logout') {
      this.deps.storage.removeItem(SESSION_STORAGE_KEY);
      this.setState('signed-out');
      this.deps.broadcast.announce('signed-out');
      await client.init(baseOptions);
      // The ID token lets the provider end its session without asking again.
      if (stored.idToken) client.idToken = stored.idToken;
      await client.logout({ redirectUri: this.redirectUri });
      return;
    }
    if (intent === 'login') {
      await client.init(baseOptions);
      await client.login({ redirectUri: this.redirectUri });
      return;
    }

    const resume: KeycloakInitOptions =
      stored.token && stored.refreshToken ? { token: stored.token, refreshToken: stored.refreshToken, idToken: stored.idToken } : {};
    let authenticated = false;
    try {
      authenticated = await client.init({ ...baseOptions, ...resume });
    } catch (error) {
      // A refused code or an expired stored session: the visitor is simply signed out.
      console.warn('Sign-in was not completed:', error);
    }
    if (!authenticated) {
      this.deps.storage.removeItem(SESSION_STORAGE_KEY);
      if (claimSilentCheck(this.deps.storage)) {
        const here = new URL(this.deps.location.href);
        rememberReturnPath(this.deps.storage, here.pathname + here.search + here.hash);
        // The provider answers with a code, or with login_required, which keycloak-js takes as "not signed in".
        await client.login({ prompt: 'none', redirectUri: this.redirectUri });
        return;
      }
      this.setState('signed-out');
      return;
    }
    this.store(client);
    client.onAuthRefreshSuccess = () => this.store(client);
    this.setState('authenticated');
  }

  private readStored(): StoredTokens {
    try {
      const raw = this.deps.storage.getItem(SESSION_STORAGE_KEY);
      return raw ? (JSON.parse(raw) as StoredTokens) : {};
    } catch {
      return {};
    }
  }

  private store(client: OidcClient): void {
    const tokens: StoredTokens = { idToken: client.idToken };
    // Without a refresh token a stored access token could not be renewed after a reload.
    if (client.refreshToken) Object.assign(tokens, { token: client.token, refreshToken: client.refreshToken });
    this.deps.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(tokens));
  }

  private setState(state: SessionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}
