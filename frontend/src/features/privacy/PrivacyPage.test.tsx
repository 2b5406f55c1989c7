import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { renderApp } from '../../test-support/render.tsx';
import { PrivacyPage } from './PrivacyPage.tsx';

const CONTACT = { operator: 'Escola Juba Ltda.', contactEmail: 'dpo@escola.example' };

function serverAnswers(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('Política de Privacidade', () => {
  it('says what is kept and why, for how long, with whom it is shared, the rights, and the configured contact', async () => {
    const fetch = serverAnswers({ data: { privacyNotice: { __typename: 'PrivacyNotice', ...CONTACT } } });
    renderApp(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    for (const heading of [
      'Quem cuida dos seus dados',
      'O que guardamos e por quê',
      'Por quanto tempo',
      'Com quem compartilhamos',
      'Crianças e adolescentes',
      'Seus direitos e como usá-los',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(screen.getByText(/apagada assim que a análise termina/)).toBeVisible();
    const contact = await screen.findByRole('link', { name: CONTACT.contactEmail });
    expect(contact.getAttribute('href')).toBe(`mailto:${CONTACT.contactEmail}`);
    expect(screen.getByText(/Escola Juba Ltda\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meus dados' }).getAttribute('href')).toBe('/my-data');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/graphql');
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: 'PrivacyNotice' });
  });

  it('is served at /privacy signed out too, without the API client', async () => {
    serverAnswers({ data: { privacyNotice: { __typename: 'PrivacyNotice', ...CONTACT } } });
    renderApp(<AppRoutes />, { path: '/privacy', auth: { status: 'signed-out', user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    expect(await screen.findByRole('link', { name: CONTACT.contactEmail })).toBeVisible();
  });
});
