import type { Locator, Page } from 'playwright-core';

/** Long enough for a cold SPA on a busy 2-core machine, short enough to fail before the test timeout. */
export const UI_TIMEOUT_MS = 20_000;

/**
 * What the user sees instead, for an error message: the address, the headings
 * and any alerts or status lines. CI keeps only the end of a failed run's
 * output, so the error itself must say where the page stood.
 */
export async function whatThePageShows(page: Page): Promise<string> {
  const texts = await page
    .locator('h1:visible, h2:visible, [role="alert"]:visible, [role="status"]:visible')
    .allInnerTexts()
    .catch((err: unknown) => [`(the page could not be read: ${err instanceof Error ? err.message : String(err)})`]);
  const shownTexts = texts
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, 12);
  return `the browser is at ${page.url()} showing ${shownTexts.length ? shownTexts.map((t) => `"${t.slice(0, 120)}"`).join(', ') : 'no heading, alert or status'}`;
}

/** Waits until the element is shown; the error names what the user did not get to see, and what they saw instead. */
export async function shown(locator: Locator, what: string, timeout = UI_TIMEOUT_MS): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what} within ${timeout} ms (${locator}); ${await whatThePageShows(locator.page())}`);
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
