/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { expectAccessible } from './support/accessibility.ts';
import { graphqlAsThePage } from './support/as-the-page.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { landing, newPerson, openLanding, openSignedOut, provider, topBar } from './support/flows.ts';
import './support/provided.ts';

describe("'Meus dados' and the privacy notice", () => {
  const ui = useBrowserPage();

  test('the notice is read signed out and from the sign-up form; Meus dados shows the voice consent and withdraws it, downloads the learner’s data and erases the account', async () => {
    const page = ui.page;
    const { appOrigin, idpIssuer } = inject('juba');

    await openSignedOut(page, '/privacy');
    await shown(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }), 'the privacy notice, signed out');
    await shown(page.getByRole('link', { name: 'privacidade@juba.local' }), 'the configured contact (the development default)');
    await expectAccessible(page, 'Política de Privacidade, signed out');

    const person = newPerson('Rita', 'Lobo');
    await openLanding(page);
    await landing.switchTo(page, 'Create Account').click();
    await landing.mainButton(page, 'Create Account').click();
    await page.waitForURL((url) => url.origin === idpIssuer);
    await provider.register(page, person, async () => {
      expect(await page.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href'), 'the sign-up form links to the notice').toBe(
        `${appOrigin}/privacy`,
      );
    });
    await shown(topBar.firstName(page, person.firstName), `the top bar with ${person.firstName}`);

    await topBar.bar(page).getByRole('link', { name: 'Meus dados' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Meus dados' }), "'Meus dados' from the top bar");
    const voice = page.getByRole('region', { name: 'Gravações de voz' });
    await shown(voice.getByText(/Você ainda não autorizou a gravação da sua voz/), 'no voice consent yet');
    await expectAccessible(page, 'Meus dados without a voice consent');

    await graphqlAsThePage(page, `mutation { grantVoiceConsent(textVersion: "${VOICE_CONSENT_VERSION}") { active } }`);
    await page.reload();
    await shown(voice.getByText(/Você autorizou a gravação da sua voz em/), 'the consent with its date');
    await expectAccessible(page, 'Meus dados with a voice consent');
    await voice.getByRole('button', { name: 'Retirar autorização' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'Autorização retirada' }), "the 'Autorização retirada' toast");
    await shown(voice.getByText(/Você retirou a autorização em/), 'the consent withdrawn');

    const exporting = page.getByRole('region', { name: 'Baixar meus dados' });
    await exporting.getByRole('button', { name: 'Baixar meus dados' }).click();
    await shown(exporting.getByText(/Seu arquivo está pronto/), 'the export gathered by the workers from every service', 60_000);
    await expectAccessible(page, 'Meus dados with a file to download');
    const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: 'Baixar arquivo' }).click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, any>;
    expect(Object.keys(file)).toEqual(['README', 'identity', 'learner', 'diagnostics', 'content', 'ai']);
    expect(file.identity.user).toMatchObject({ email: person.email });
    expect(file.diagnostics.voiceConsent).toMatchObject({ revokedAt: expect.any(String) });

    await page.getByRole('link', { name: 'Política de Privacidade' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }), 'the privacy notice, signed in');
    await expectAccessible(page, 'Política de Privacidade, signed in');

    await topBar.bar(page).getByRole('link', { name: 'Meus dados' }).click();
    const erasing = page.getByRole('region', { name: 'Excluir minha conta' });
    await erasing.getByLabel(/Para confirmar, digite seu e-mail/).fill(person.email);
    await expectAccessible(page, 'Excluir minha conta, confirmed');
    await erasing.getByRole('button', { name: 'Excluir minha conta' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'Conta excluída' }), "the 'Conta excluída' toast");
    await shown(landing.heading(page, 'Sign In'), 'the landing page once signed out', 30_000);

    // The provider no longer knows the account.
    await landing.mainButton(page, 'Sign In').click();
    await page.waitForURL((url) => url.origin === idpIssuer);
    await provider.signIn(page, person);
    await shown(page.getByText('E-mail ou senha incorretos.'), 'the old password refused: the account is gone');
  });
});
