import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { notification } from '../../test-support/toast.ts';
import { voiceConsent, withVoiceConsent } from '../../test-support/voice-consent.ts';
import { MyDataPage } from './MyDataPage.tsx';

const voiceSection = () => screen.getByRole('region', { name: 'Gravações de voz' });

describe('Meus dados', () => {
  it('shows when the voice consent was given; withdrawing it says how many recordings went and shows it withdrawn', async () => {
    const link = withVoiceConsent(new ScriptedLink()).on('RevokeVoiceConsent', () => {
      link.on('VoiceConsent', () => ({ data: { voiceConsent: voiceConsent(false, '2026-05-03T08:00:00.000Z') } }));
      return { data: { revokeVoiceConsent: 2 } };
    });
    renderApp(<MyDataPage />, { link });
    expect(screen.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    expect(await within(voiceSection()).findByText(/Você autorizou a gravação da sua voz em 2 de maio de 2026/)).toBeVisible();

    await userEvent.setup().click(within(voiceSection()).getByRole('button', { name: 'Retirar autorização' }));
    expect(await within(voiceSection()).findByText(/Você retirou a autorização em 3 de maio de 2026/)).toBeVisible();
    expect(notification()).toHaveTextContent('Autorização retirada2 gravações ainda não analisadas foram apagadas.');
    expect(within(voiceSection()).queryByRole('button', { name: 'Retirar autorização' })).toBeNull();
    expect(link.callsOf('RevokeVoiceConsent')).toHaveLength(1);
  });

  it('says the notice comes with the next recording when the learner never consented, and lets them read it', async () => {
    renderApp(<MyDataPage />, { link: withVoiceConsent(new ScriptedLink(), null) });
    expect(await within(voiceSection()).findByText(/Você ainda não autorizou a gravação da sua voz/)).toBeVisible();
    await userEvent.setup().click(within(voiceSection()).getByText('Ler o aviso sobre a gravação da voz'));
    expect(within(voiceSection()).getByText(/apagada assim que a análise termina/)).toBeVisible();
  });

  it('links to the privacy notice', () => {
    renderApp(<MyDataPage />, { link: withVoiceConsent(new ScriptedLink()) });
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/privacy');
  });

  it('is served at /my-data', async () => {
    renderApp(<AppRoutes />, { path: '/my-data', link: withVoiceConsent(new ScriptedLink()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  });
});
