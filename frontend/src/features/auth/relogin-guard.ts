const LAST_AUTO_LOGIN_KEY = 'juba.lastAutoLogin';
/** A session refused again this soon after an automatic sign-in points at a server problem, not an expiry. */
export const AUTO_LOGIN_COOLDOWN_MS = 60_000;

/**
 * Whether a lost session may send the browser to sign in again by itself.
 * Refuses a second automatic sign-in within the cooldown, so a server that
 * keeps rejecting fresh tokens cannot trap the tab in a redirect loop.
 */
export function mayAutoLogin(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(LAST_AUTO_LOGIN_KEY));
  if (last && now - last < AUTO_LOGIN_COOLDOWN_MS) return false;
  storage.setItem(LAST_AUTO_LOGIN_KEY, String(now));
  return true;
}
