import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { dashboardWelcome, newPerson, openLanding, signInFromLanding, signOut, signUpWithProfile, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Every CSP violation any page of the tab reports (the app's and the identity
 * provider's), and every console line in which the browser refused something by
 * policy. The listener is added through the DevTools protocol, which the page's
 * own policy does not govern, and reports through a binding, so it survives the
 * navigations to the provider and back.
 */
async function recordPolicyProblems(page: Page) {
  const violations: Violation[] = [];
  const consoleLines: string[] = [];
  await page.exposeFunction('__jubaReportViolation', (violation: Violation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __jubaReportViolation: (v: Violation) => void }).__jubaReportViolation;
      void report({ page: location.href, directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text())) consoleLines.push(`${message.type()}: ${message.text()}`);
  });
  return { violations, consoleLines };
}

describe('the Content-Security-Policy', () => {
  test('lets the app and the sign-in work untouched, and stops a script injected into a signed-in page', async () => {
    const page = ui.page;
    const { appOrigin } = inject('juba');
    const problems = await recordPolicyProblems(page);

    const landing = await openLanding(page);
    expect(landing?.headers()['content-security-policy'], 'the landing page carries the policy').toMatch(/script-src 'self'(;|$)/);

    // Sign-up walks the landing page, the embedded provider's pages (their own hash-based policy) and back.
    const person = newPerson('Clara', 'Nogueira');
    await signUpWithProfile(page, person, {
      englishLevel: 'intermediate',
      primaryGoal: 'travel',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'auditory',
    });

    await page.goto('/');
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard');
    await shown(topBar.firstName(page, person.firstName), 'the top bar');
    await expectAccessible(page, 'the dashboard');

    // A conversation turn: the tutor's draft arrives over the WebSocket (connect-src), the reply over HTTP.
    await topBar.link(page, 'Conversation').click();
    await shown(page.getByRole('heading', { name: 'Conversation Practice' }), 'the conversation page');
    await page.getByRole('radio', { name: 'Travel & Culture' }).check();
    await page.getByRole('button', { name: 'Iniciar Conversa' }).click();
    const tutorMessages = page.getByRole('log', { name: 'Mensagens da conversa' }).getByRole('listitem').filter({ hasText: 'Tutor:' });
    await shown(tutorMessages.first(), "the tutor's greeting");
    await page.getByRole('textbox', { name: 'Sua mensagem' }).fill('I would like to visit New York.');
    await page.getByRole('textbox', { name: 'Sua mensagem' }).press('Enter');
    await shown(tutorMessages.nth(1), "the tutor's reply");
    await expectAccessible(page, 'the conversation after a reply');
    expect(await page.evaluate(() => sessionStorage.getItem('juba.session')), 'the session the policy protects is in the tab').toContain('refreshToken');

    expect({ violations: problems.violations, console: problems.consoleLines }, 'normal use breaks no policy').toEqual({ violations: [], console: [] });

    // What an HTML injection would try: an inline script and an inline event handler, each setting a global.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__jubaInjected = "script";';
      document.body.appendChild(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__jubaInjectedImg = \'onerror\'">';
      document.body.appendChild(holder);
    });
    await expect
      .poll(() => problems.violations.map((v) => v.directive).sort(), { timeout: 10_000, message: 'both injections are reported as violations' })
      .toEqual(['script-src-attr', 'script-src-elem']);
    expect(problems.violations.every((v) => v.blocked === 'inline' && v.page.startsWith(appOrigin))).toBe(true);
    // The console watch above would have seen a refusal during normal use: the browser reports these ones there too.
    await expect.poll(() => problems.consoleLines.length, { message: 'the refusals are on the console' }).toBeGreaterThanOrEqual(2);
    expect(
      await page.evaluate(() => [
        typeof (window as { __jubaInjected?: unknown }).__jubaInjected,
        typeof (window as { __jubaInjectedImg?: unknown }).__jubaInjectedImg,
      ]),
    ).toEqual(['undefined', 'undefined']);
    await ui.snap('csp-after-injection');

    // The provider's sign-out and sign-in pages (an auto-submitting form, hashed inline script and style) still work.
    await signOut(page);
    await signInFromLanding(page, person);
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard after signing in again');
    expect(problems.violations.length, 'nothing but the two injections was refused').toBe(2);
    expect(
      problems.consoleLines.filter((line) => !/inline (script|event handler)/i.test(line)),
      'nor reported on the console',
    ).toEqual([]);
  });
});
