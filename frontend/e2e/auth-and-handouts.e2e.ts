import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { onOrigin, shown, UI_TIMEOUT_MS } from './support/expect-ui.ts';
import { landing, newPerson, openLanding, provider, signOut, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

describe('a new learner', () => {
  test('creates an account on the provider, generates a basic handout, pages through it and signs out', async () => {
    const { appOrigin, idpIssuer } = inject('juba');
    const page = ui.page;
    const person = newPerson('Beatriz', 'Albuquerque');

    // Landing page, Create Account mode: its main button leaves for the provider through /api/login.
    await openLanding(page);
    await expectAccessible(page, 'the landing page');
    await landing.switchTo(page, 'Create Account').click();
    await shown(landing.heading(page, 'Create Account'), 'the landing page in Create Account mode');
    await expectAccessible(page, 'the landing page in Create Account mode');
    await ui.snap('landing-create-account');
    await landing.mainButton(page, 'Create Account').click();
    await onOrigin(page, idpIssuer);

    await provider.register(page, person, ui.snap);
    await onOrigin(page, appOrigin);
    await shown(topBar.firstName(page, person.firstName), `the top bar with the first name ${person.firstName}`);
    await shown(topBar.bar(page).getByText('Intermediate', { exact: true }), "the top bar's Intermediate label");
    for (const name of ['Dashboard', 'Conversation', 'Challenges', 'Progress'] as const) await shown(topBar.link(page, name), `the ${name} link`);
    expect(await topBar.link(page, 'Admin').count(), 'a new learner is no admin').toBe(0);
    await expectAccessible(page, 'the first screen after signing up');
    await ui.snap('signed-in-shell');

    // A typed address reloads the SPA: the tab's session must carry over.
    await page.goto('/material-didatico');
    const basicCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nível Básico', exact: true }) });
    await shown(basicCard, "the 'Nível Básico' card");
    await shown(topBar.firstName(page, person.firstName), 'the top bar after the reload');
    await expectAccessible(page, 'the handout level picker');
    const loading = await recordLoadingScreen(page);
    await basicCard.getByRole('button', { name: 'Gerar Apostila' }).click();
    if (ui.screenshots) {
      await page
        .getByRole('heading', { name: 'Gerando Material Didático' })
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
      await ui.snap('generating');
    }

    const viewer = page.getByRole('navigation', { name: 'Navegação dos slides' });
    await shown(viewer, 'the slide viewer', 60_000);
    await expectAccessible(page, 'the slide viewer');
    await ui.snap('slide-viewer-first');
    const seen = await loading.snapshots();
    expect(seen.length, 'the loading screen "Gerando Material Didático" was shown').toBeGreaterThan(0);
    const progressValues = [...new Set(seen.map((s) => s.progress))];
    const messages = [...new Set(seen.map((s) => s.message).filter((m) => m !== ''))];
    // The mutation's answer draws the first state; anything after that arrived as a live update.
    const shownStates = `progress ${progressValues.join(' → ')}; messages ${messages.join(' → ')}`;
    // The workers generate through a loopback model that takes 1.5 s (global-setup.ts), so the stage it waits in is on screen.
    expect(
      seen.some((s) => s.progress > 0 && s.progress < 100),
      `a live progress value between 0 and 100 was shown (${shownStates})`,
    ).toBe(true);
    expect(messages.length, `the stage message changed while the screen was shown (${shownStates})`).toBeGreaterThan(1);
    expect(seen.every((s) => s.progress >= 0 && s.progress <= 100)).toBe(true);
    expect(
      seen.map((s) => s.progress),
      'progress never goes backwards',
    ).toEqual([...seen.map((s) => s.progress)].sort((a, b) => a - b));

    // Paging: 'n de total', previous disabled on the first slide, next on the last.
    const previous = viewer.getByRole('button', { name: 'Slide anterior' });
    const next = viewer.getByRole('button', { name: 'Próximo slide' });
    const dots = viewer.getByRole('listitem');
    const first = await readCounter(page);
    expect(first.n).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(await dots.count(), 'one dot per slide').toBe(first.total);
    expect(await previous.isDisabled(), 'previous is disabled on the first slide').toBe(true);
    expect(await next.isEnabled()).toBe(true);

    const titles = [await slideTitle(page)];
    for (let n = 2; n <= first.total; n++) {
      await next.click();
      await expectCounter(page, n, first.total);
      titles.push(await slideTitle(page));
      expect(await previous.isEnabled(), `previous is enabled on slide ${n}`).toBe(true);
    }
    expect(new Set(titles).size, 'each slide shows its own title').toBe(first.total);
    expect(await next.isDisabled(), 'next is disabled on the last slide').toBe(true);
    await ui.snap('slide-viewer-last');

    await previous.click();
    await expectCounter(page, first.total - 1, first.total);
    expect(await slideTitle(page)).toBe(titles.at(-2));
    expect(await next.isEnabled(), 'next is enabled again after stepping back').toBe(true);

    // A dot jumps straight to its slide; Auto Play turns into Pausar and back; Níveis returns to the picker.
    await dots.first().getByRole('button').click();
    await expectCounter(page, 1, first.total);
    expect(await previous.isDisabled(), 'previous is disabled again on the first slide').toBe(true);
    await page.getByRole('button', { name: 'Auto Play', exact: true }).click();
    await page.getByRole('button', { name: 'Pausar', exact: true }).click();
    await shown(page.getByRole('button', { name: 'Auto Play', exact: true }), 'Auto Play again after Pausar');
    await page.getByRole('button', { name: 'Níveis', exact: true }).click();
    await shown(basicCard, 'the level picker after Níveis');

    // Signing out ends the provider session too and lands on the landing page.
    await signOut(page);
    await expectAccessible(page, 'the landing page after signing out');
    await ui.snap('signed-out-landing');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/material-didatico');
    await shown(landing.heading(page, 'Sign In'), 'the landing page instead of the handouts');
    expect(await page.getByRole('button', { name: 'Gerar Apostila' }).count()).toBe(0);
    expect(await topBar.logout(page).count()).toBe(0);

    // The provider forgot the session: signing in again asks for the password.
    await landing.mainButton(page, 'Sign In').click();
    await onOrigin(page, idpIssuer);
    await shown(provider.signInHeading(page), "the provider's 'Entrar' page asking again");
    await provider.signIn(page, person);
    await onOrigin(page, appOrigin);
    await shown(topBar.firstName(page, person.firstName), 'the top bar after signing in with the password chosen at registration');
  });
});

interface LoadingSnapshot {
  progress: number;
  message: string;
}

/**
 * Records every state of the loading screen as the page renders it. A fast
 * generation can pass through the screen quicker than polling would see, so
 * a MutationObserver inside the page keeps each distinct state.
 */
async function recordLoadingScreen(page: Page) {
  await page.evaluate(() => {
    const seen: { progress: number; message: string }[] = [];
    (window as unknown as { __jubaLoading: typeof seen }).__jubaLoading = seen;
    const capture = () => {
      const title = [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].find((h) => h.textContent?.trim() === 'Gerando Material Didático');
      if (!title) return;
      const screen = title.closest('section, [role="region"], main');
      const bar = screen?.querySelector('[role="progressbar"]');
      const snapshot = {
        progress: Number(bar?.getAttribute('aria-valuenow') ?? NaN),
        message: screen?.querySelector('[aria-live]')?.textContent?.trim() ?? '',
      };
      const last = seen.at(-1);
      if (!last || last.progress !== snapshot.progress || last.message !== snapshot.message) seen.push(snapshot);
    };
    new MutationObserver(capture).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return {
    snapshots: () => page.evaluate(() => (window as unknown as { __jubaLoading: LoadingSnapshot[] }).__jubaLoading),
  };
}

async function readCounter(page: Page) {
  const text = (await page.getByText(/^\d+ de \d+$/).textContent({ timeout: UI_TIMEOUT_MS })) ?? '';
  const match = /^(\d+) de (\d+)$/.exec(text.trim());
  if (!match) throw new Error(`the slide counter reads "${text}"`);
  return { n: Number(match[1]), total: Number(match[2]) };
}

async function expectCounter(page: Page, n: number, total: number) {
  await shown(page.getByText(`${n} de ${total}`, { exact: true }), `the counter "${n} de ${total}"`);
}

const slideTitle = async (page: Page) => ((await page.getByRole('article').getByRole('heading').first().textContent()) ?? '').trim();
