const RETURN_PATH_KEY = 'juba.returnPath';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Only a path of this site: a stored value is never followed elsewhere. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** Where the visitor was going when the tab left for the provider, kept for this tab only. */
export function rememberReturnPath(storage: TabStorage, path: string): void {
  if (!isOwnPath(path)) return;
  try {
    storage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Without storage the visitor arrives at `/`, as before.
  }
}

/**
 * The provider may only send the browser back to `/` (the one registered
 * redirect URI), so an authorization response (`/#state=…`) is moved back to
 * the remembered path, fragment and all, before the router first reads the
 * address; keycloak-js then reads the response from the fragment and removes
 * it. Run once, before the app renders.
 */
export function restoreReturnPath(storage: TabStorage, location: Pick<Location, 'href'>, replaceUrl: (url: string) => void): void {
  const url = new URL(location.href);
  const isAuthorizationResponse = url.pathname === '/' && new URLSearchParams(url.hash.slice(1)).has('state');
  if (!isAuthorizationResponse) return;
  try {
    const path = storage.getItem(RETURN_PATH_KEY);
    storage.removeItem(RETURN_PATH_KEY);
    if (path && isOwnPath(path)) replaceUrl(path + url.hash);
  } catch {
    // Unreadable storage: the visitor stays at `/`.
  }
}
