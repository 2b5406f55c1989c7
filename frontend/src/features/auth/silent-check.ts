const SILENT_CHECK_KEY = 'juba.silentCheck';

/**
 * Claims the tab's one silent check with the provider (an authorization
 * request with prompt=none). The claim is written before the tab leaves, so
 * the answer, whatever it is, can never start another: false once claimed, and
 * also when the tab's storage cannot keep the claim.
 */
export function claimSilentCheck(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    if (storage.getItem(SILENT_CHECK_KEY)) return false;
    storage.setItem(SILENT_CHECK_KEY, '1');
    return storage.getItem(SILENT_CHECK_KEY) === '1';
  } catch {
    return false;
  }
}
