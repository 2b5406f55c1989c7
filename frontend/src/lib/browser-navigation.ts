/**
 * Leaves the single-page app for a server address (sign-in and sign-out are
 * handled by the gateway, not by the in-app router).
 */
export function navigateBrowser(path: string): void {
  window.location.assign(path);
}
