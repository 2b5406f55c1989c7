import type { Locator, Page } from 'playwright-core';

/** Long enough for a cold SPA on a busy 2-core machine, short enough to fail before the test timeout. */
export const UI_TIMEOUT_MS = 20_000;

/** Waits until the element is shown; the error names what the user did not get to see. */
export async function shown(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what} within ${timeout} ms (${locator})`);
  }
  return locator.first();
}

export async function notShown(locator: Locator, what: string, timeout = UI_TIMEOUT_MS) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new Error(`expected ${what} to be gone within ${timeout} ms (${locator})`);
  }
}

/** Waits for a navigation to land on the given origin (the app or the identity provider). */
export async function onOrigin(page: Page, origin: string, timeout = UI_TIMEOUT_MS) {
  try {
    await page.waitForURL((url) => url.origin === origin, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the browser to reach ${origin} within ${timeout} ms; it is at ${page.url()}`);
  }
}
