import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { onOrigin, shown, UI_TIMEOUT_MS } from './support/expect-ui.ts';
import { landing, newPerson, provider, signInFromLanding, signOut, signUpFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

/**
 * Issue 23 §1: the session follows the visitor across the tabs of one browser
 * (pages of one context share the provider's cookies, never the tabs' storage).
 */
const ui = useBrowserPage();

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Counts the authorization requests a page sends the provider (the answer is a redirect, so no provider page ever shows). */
function providerVisits(page: Page) {
  const { idpIssuer } = inject('juba');
  let visits = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().startsWith(`${idpIssuer}/auth`)) visits++;
  });
  return { count: () => visits };
}

async function anotherTab(page: Page) {
  const tab = await page.context().newPage();
  return { tab, visits: providerVisits(tab) };
}

async function signedInAs(page: Page, firstName: string, what: string) {
  await shown(topBar.firstName(page, firstName), `${what}, signed in as ${firstName}`);
}

const unauthorizedToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Unauthorized' }).filter({ hasText: 'You are logged out. Logging in again...' });

describe('a session that behaves like every other site', () => {
  test('a new tab, a bookmark or a pasted link opens its route signed in while the provider has a session, asking the provider once per tab', async () => {
    const { learner } = inject('juba').accounts;
    await signInFromLanding(ui.page, learner);
    await signedInAs(ui.page, learner.firstName, 'the first tab');

    const { tab, visits } = await anotherTab(ui.page);
    await tab.goto('/dictionary');
    await shown(heading(tab, 'Dicionário Pessoal'), 'the dictionary opened from a link in a new tab');
    await signedInAs(tab, learner.firstName, 'the new tab');
    expect(pathOf(tab), 'the link keeps its address').toBe('/dictionary');
    expect(visits.count(), 'one silent check with the provider').toBe(1);

    await tab.reload();
    await shown(heading(tab, 'Dicionário Pessoal'), 'the dictionary after a reload');
    await tab.goto('/progress');
    await shown(heading(tab, 'Your Progress'), 'the progress report from a bookmark in the same tab');
    expect(visits.count(), 'a tab asks the provider only once').toBe(1);

    const unknown = await anotherTab(ui.page);
    await unknown.tab.goto('/no-such-page');
    await shown(heading(unknown.tab, '404 Page Not Found'), 'the 404 page of a signed-in learner');
    await signedInAs(unknown.tab, learner.firstName, 'the 404 page');
    await expectAccessible(unknown.tab, 'the 404 page, signed in');

    // Tokens live in the tab (sessionStorage) only: nothing about the session outlives it.
    const token = await tab.evaluate(() => (JSON.parse(sessionStorage.getItem('juba.session') ?? '{}') as { token?: string }).token ?? '');
    expect(token, "the tab's access token").not.toBe('');
    const persistent = await tab.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(persistent, 'no token in localStorage').not.toContain(token.slice(-24));
    const appCookies = await tab.context().cookies(inject('juba').appOrigin);
    expect(appCookies.map((c) => c.value).join(' '), 'no token in a cookie').not.toContain(token.slice(-24));
  });

  test('signed out, a link shows the landing page and signing in arrives where the visitor was going; an unknown path shows 404', async () => {
    const { learner } = inject('juba').accounts;
    const page = ui.page;
    const visits = providerVisits(page);
    await page.goto('/progress');
    await shown(landing.heading(page, 'Sign In'), 'the landing page for a signed-out visitor');
    await page.waitForURL((url) => url.pathname === '/', { timeout: UI_TIMEOUT_MS });
    expect(visits.count(), 'one silent check, which found no session').toBe(1);

    await page.goto('/no-such-page');
    await shown(heading(page, '404 Page Not Found'), 'the 404 page of a signed-out visitor');
    expect(pathOf(page)).toBe('/no-such-page');
    await expectAccessible(page, 'the 404 page, signed out');
    expect(visits.count(), 'no second silent check in this tab').toBe(1);

    await page.goto('/progress');
    await shown(landing.heading(page, 'Sign In'), 'the landing page again');
    await landing.mainButton(page, 'Sign In').click();
    await onOrigin(page, inject('juba').idpIssuer);
    await provider.signIn(page, learner);
    await shown(heading(page, 'Your Progress'), 'the progress report the visitor was going to');
    expect(pathOf(page)).toBe('/progress');
  });

  test('signing out in one tab signs out every tab of the browser at once', async () => {
    const { learner } = inject('juba').accounts;
    await signInFromLanding(ui.page, learner);
    await signedInAs(ui.page, learner.firstName, 'the first tab');
    const { tab } = await anotherTab(ui.page);
    await tab.goto('/dictionary');
    await shown(heading(tab, 'Dicionário Pessoal'), 'the dictionary in a second tab');

    await signOut(ui.page);
    await shown(landing.heading(tab, 'Sign In'), 'the landing page in the other tab, without a reload');
    expect(pathOf(tab)).toBe('/');
    expect(await tab.evaluate(() => sessionStorage.getItem('juba.session')), "the other tab's tokens are gone").toBeNull();
    expect(await unauthorizedToast(tab).count(), 'signing out is no lost session').toBe(0);

    const later = await anotherTab(ui.page);
    await later.tab.goto('/dictionary');
    await shown(landing.heading(later.tab, 'Sign In'), 'the landing page in a new tab: the provider session ended too');
  });

  test("a session the provider ends shows 'Unauthorized' and goes to sign in, in every tab", async () => {
    const { learner } = inject('juba').accounts;
    const { idpIssuer } = inject('juba');
    // The first tab's clock can be moved on, past the access token's five minutes.
    await ui.page.clock.install();
    await signInFromLanding(ui.page, learner);
    await signedInAs(ui.page, learner.firstName, 'the first tab');
    const { tab } = await anotherTab(ui.page);
    await tab.goto('/dictionary');
    await shown(heading(tab, 'Dicionário Pessoal'), 'the dictionary in a second tab');

    // The provider ends the session: the browser's provider cookies go, and the first tab's refresh token is revoked.
    await ui.page.context().clearCookies({ domain: new URL(idpIssuer).hostname, name: /^_session/ });
    const refreshToken = await ui.page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('juba.session') ?? '{}') as { refreshToken?: string }).refreshToken ?? '',
    );
    const discovery = (await (await fetch(`${idpIssuer}/.well-known/openid-configuration`)).json()) as { revocation_endpoint: string };
    const revoked = await fetch(discovery.revocation_endpoint, {
      method: 'POST',
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: 'juba-spa' }),
    });
    expect(revoked.status, 'the provider revoked the refresh token').toBe(200);

    await ui.page.clock.fastForward('05:00');
    await topBar.link(ui.page, 'Progress').click();
    await shown(unauthorizedToast(ui.page), "'Unauthorized' in the tab that found out");
    await shown(unauthorizedToast(tab), "'Unauthorized' in the other tab too");
    await shown(provider.signInHeading(ui.page), "the provider's sign-in page in the first tab");
    await shown(provider.signInHeading(tab), "the provider's sign-in page in the other tab");
  });

  test('a redirect that fires late never pulls the learner away from the page they went to', async () => {
    const page = ui.page;
    const person = newPerson('Rafaela', 'Monteiro');
    await signUpFromLanding(page, person);
    // No learning profile yet: the dashboard sends a new learner to the placement diagnostic.
    await shown(heading(page, 'Diagnóstico Inicial'), 'the diagnostic for a learner without a profile');

    // The profile's answer and the next screen's chunk are held, so the dashboard decides to redirect after the learner has left it.
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'LearningProfile') await profileHeld;
      await route.continue();
    });
    await page.route(/\/assets\/ConversationPage-[^/]*\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });

    await page.goto('/');
    await topBar.link(page, 'Conversation').click();
    await page.waitForURL((url) => url.pathname === '/conversation', { timeout: UI_TIMEOUT_MS });
    const profileAnswered = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'LearningProfile');
    releaseProfile();
    await profileAnswered;
    await page.waitForTimeout(500);
    releaseChunk();
    await shown(heading(page, 'Conversation Practice'), 'the conversation page the learner went to');
    await page.waitForTimeout(1_000);
    expect(pathOf(page), 'still where the learner went').toBe('/conversation');
    await expect.poll(() => heading(page, 'Diagnóstico Inicial').count()).toBe(0);
  });
});
