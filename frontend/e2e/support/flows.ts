import { expect, inject } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { postAsThePage } from './as-the-page.ts';
import { onOrigin, shown, UI_TIMEOUT_MS } from './expect-ui.ts';
import './provided.ts';

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A person nobody has registered yet: the e-mail is unique per call. */
export function newPerson(firstName: string, lastName: string): NewPerson {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName, lastName, email: `${firstName.toLowerCase()}.${unique}@exemplo.com.br`, password: `senha-${unique}` };
}

/** The landing page (spec part 1 §2): its two modes and the main button that leaves for /api/login. */
export const landing = {
  heading: (page: Page, mode: LandingMode) => page.getByRole('heading', { name: mode, exact: true }),
  /** The link-like control under the form; while the other mode shows, it is the only button with this label. */
  switchTo: (page: Page, mode: LandingMode) => page.getByRole('button', { name: mode, exact: true }),
  /** The form's main button: the same label as the mode, inside the form. */
  mainButton: (page: Page, mode: LandingMode) => page.locator('form').getByRole('button', { name: mode, exact: true }),
};

type LandingMode = 'Sign In' | 'Create Account';

/**
 * Opens `path` signed out and waits for the tab's one silent check with the
 * provider (prompt=none) to come back, if this load is the one that asks: the
 * app shows the page at once, then leaves for the provider and returns, so
 * reading or clicking before that round trip ends would race the navigation.
 * Call it on a settled tab (fresh, or after an earlier `openSignedOut`): on a
 * tab still loading the app, whether this load asks cannot be told.
 */
export async function openSignedOut(page: Page, path: string) {
  const { appOrigin, idpIssuer } = inject('juba');
  const asked = await page.evaluate(() => sessionStorage.getItem('juba.silentCheck') !== null).catch(() => false);
  const silentCheck = asked
    ? null
    : page
        .waitForRequest((request) => request.url().startsWith(idpIssuer) && new URL(request.url()).searchParams.get('prompt') === 'none', {
          timeout: UI_TIMEOUT_MS,
        })
        .catch(() => {
          throw new Error(`expected the app at ${path} to ask the provider once (prompt=none) within ${UI_TIMEOUT_MS} ms; it is at ${page.url()}`);
        });
  const response = await page.goto(path);
  await silentCheck;
  // Back from the provider once the app has read its answer and cleared it from the address.
  await page.waitForURL((url) => url.origin === appOrigin && !/[#&?](state|error)=/.test(url.href), { timeout: UI_TIMEOUT_MS });
  return response;
}

/** The landing page, signed out, after the silent check (see `openSignedOut`); returns the page load's response. */
export async function openLanding(page: Page) {
  const response = await openSignedOut(page, '/');
  await shown(landing.heading(page, 'Sign In'), 'the landing page, signed out');
  return response;
}

/** The embedded provider's Portuguese sign-in pages. */
export const provider = {
  signInHeading: (page: Page) => page.getByRole('heading', { name: 'Entrar' }),
  async signIn(page: Page, account: { email: string; password: string }) {
    await shown(provider.signInHeading(page), "the provider's 'Entrar' page");
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  },
  async register(page: Page, person: NewPerson, snap?: (name: string) => Promise<void>) {
    await shown(provider.signInHeading(page), "the provider's 'Entrar' page");
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await shown(page.getByRole('heading', { name: 'Criar conta' }), "the provider's 'Criar conta' page");
    await page.getByLabel('Nome', { exact: true }).fill(person.firstName);
    await page.getByLabel('Sobrenome').fill(person.lastName);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await page.getByLabel('Confirme a senha').fill(person.password);
    await snap?.('provider-criar-conta');
    await page.getByRole('button', { name: 'Criar conta' }).click();
  },
};

/** The dashboard's welcome banner, greeting the signed-in learner by first name. */
export const dashboardWelcome = (page: Page, firstName: string) => page.getByRole('heading', { name: `Olá, ${firstName}! Bem-vindo de volta ao Juba.` });

/** The shell's top bar once signed in (spec part 1 §2, home dashboard). */
export const topBar = {
  bar: (page: Page) => page.getByRole('banner'),
  link: (page: Page, name: 'Dashboard' | 'Conversation' | 'Challenges' | 'Progress' | 'Admin') =>
    page.getByRole('banner').getByRole('navigation').getByRole('link', { name, exact: true }),
  firstName: (page: Page, firstName: string) => page.getByRole('banner').getByText(firstName, { exact: true }),
  logout: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Logout' }),
  /** The flow points badge's figure, once the progress query has answered. */
  async flowPoints(page: Page): Promise<number> {
    const badge = await shown(page.getByRole('banner').getByTitle('Flow points'), 'the flow points in the top bar');
    // The counter starts at 0 until the query answers; give it a moment before reading.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    return Number(((await badge.locator('span').first().textContent()) ?? '').trim());
  },
};

/**
 * Work the workers do in the background lands after a while, and screens read
 * progress once per page load: reload until `read` gives what `done` accepts,
 * or `withinMs` passes. Returns the last value read, for the caller's message.
 */
export async function reloadUntil<T>(page: Page, read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await page.waitForTimeout(1_000);
    await page.reload();
  }
}

/** From the landing page through the provider and back, signed in. */
export async function signInFromLanding(page: Page, account: { email: string; password: string }) {
  const { appOrigin, idpIssuer } = inject('juba');
  await openLanding(page);
  await landing.mainButton(page, 'Sign In').click();
  await onOrigin(page, idpIssuer);
  await provider.signIn(page, account);
  await onOrigin(page, appOrigin);
}

/** From the landing page in Create Account mode through the provider's registration and back, signed in. */
export async function signUpFromLanding(page: Page, person: NewPerson) {
  const { appOrigin, idpIssuer } = inject('juba');
  await openLanding(page);
  await landing.switchTo(page, 'Create Account').click();
  await landing.mainButton(page, 'Create Account').click();
  await onOrigin(page, idpIssuer);
  await provider.register(page, person);
  await onOrigin(page, appOrigin);
}

/**
 * A new learner who skips the placement diagnostic: signs up, lands on the
 * diagnostic (no profile yet), and saves a learning profile as onboarding does.
 */
export async function signUpWithProfile(page: Page, person: NewPerson, profile: Record<string, unknown>) {
  await signUpFromLanding(page, person);
  await shown(page.getByRole('heading', { name: 'Diagnóstico Inicial' }), 'the diagnostic for a learner without a profile');
  const saved = await postAsThePage(page, '/api/learning-profile', profile);
  expect(saved.status, `the learning profile is saved (${saved.text})`).toBe(200);
}

/**
 * Logout is a round trip: /api/logout, the SPA, the provider's end-session
 * page, and back to the landing page. Leaving before the provider's leg is
 * done would keep the provider session alive, so this waits for all of it.
 */
export async function signOut(page: Page) {
  const { appOrigin, idpIssuer } = inject('juba');
  const visited: string[] = [];
  const record = (frame: Frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).origin);
  };
  page.on('framenavigated', record);
  try {
    await topBar.logout(page).click();
    await page
      .waitForURL((url) => url.origin === appOrigin && visited.includes(idpIssuer), { timeout: 30_000, waitUntil: 'commit' })
      .catch(() => {
        throw new Error(`logout did not go through the provider and back to the app within 30 s (visited: ${visited.join(' → ')})`);
      });
  } finally {
    page.off('framenavigated', record);
  }
  await shown(landing.heading(page, 'Sign In'), 'the landing page after signing out', UI_TIMEOUT_MS);
}
