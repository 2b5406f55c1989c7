import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { ANA, renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { notification } from '../../test-support/toast.ts';
import { voiceConsent, withVoiceConsent } from '../../test-support/voice-consent.ts';
import { SIGN_OUT_AFTER_ERASURE_MS } from './EraseSection.tsx';
import { MyDataPage } from './MyDataPage.tsx';

vi.mock('../../lib/browser-navigation.ts', () => ({ navigateBrowser: vi.fn() }));

const voiceSection = () => screen.getByRole('region', { name: 'Gravações de voz' });
const exportSection = () => screen.getByRole('region', { name: 'Baixar meus dados' });

const EXPORT_ID = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const dataExport = (status: string, progress: number, expiresAt: string | null = null) => ({
  __typename: 'DataExport',
  id: EXPORT_ID,
  status,
  progress,
  message: null,
  error: null,
  createdAt: '2026-05-02T12:00:00.000Z',
  expiresAt,
});

/** A learner with a voice consent and no export yet. */
const gateway = () => withVoiceConsent(new ScriptedLink()).on('LatestDataExport', () => ({ data: { latestDataExport: null } }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(navigateBrowser).mockClear();
});

describe('Meus dados', () => {
  it('shows when the voice consent was given; withdrawing it says how many recordings went and shows it withdrawn', async () => {
    const link = gateway().on('RevokeVoiceConsent', () => {
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
    renderApp(<MyDataPage />, { link: withVoiceConsent(gateway(), null) });
    expect(await within(voiceSection()).findByText(/Você ainda não autorizou a gravação da sua voz/)).toBeVisible();
    await userEvent.setup().click(within(voiceSection()).getByText('Ler o aviso sobre a gravação da voz'));
    expect(within(voiceSection()).getByText(/apagada assim que a análise termina/)).toBeVisible();
  });

  it('Baixar meus dados starts the export, shows its progress from the pushes, then saves the file while it lasts', async () => {
    const file = '{"README":{"sobre":"Cópia"}}';
    const link = gateway()
      .on('RequestDataExport', () => ({ data: { requestDataExport: dataExport('PENDING', 0) } }))
      .on('DataExport', () => ({ data: { dataExport: dataExport('COMPLETED', 100, '2026-05-09T12:00:00.000Z') } }))
      .on('DataExportFile', () => ({ data: { dataExportFile: file } }));
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(<MyDataPage />, { link });
    const user = userEvent.setup();

    await user.click(await within(exportSection()).findByRole('button', { name: 'Baixar meus dados' }));
    await vi.waitFor(() => expect(link.callsOf('DataExportJobUpdates')).toEqual([{ operationName: 'DataExportJobUpdates', variables: { jobId: EXPORT_ID } }]));
    act(() =>
      link.push('DataExportJobUpdates', {
        data: { jobUpdates: { __typename: 'JobUpdate', jobId: EXPORT_ID, status: 'RUNNING', progress: 40, message: 'Reunindo: apostilas...' } },
      }),
    );
    expect(await within(exportSection()).findByText('40% · Reunindo: apostilas...')).toBeVisible();
    act(() =>
      link.push('DataExportJobUpdates', {
        data: { jobUpdates: { __typename: 'JobUpdate', jobId: EXPORT_ID, status: 'COMPLETED', progress: 100, message: null } },
      }),
    );

    expect(await within(exportSection()).findByText('Seu arquivo está pronto. Ele pode ser baixado até 9 de maio de 2026.')).toBeVisible();
    await user.click(within(exportSection()).getByRole('button', { name: 'Baixar arquivo' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(await saved[0]!.text()).toBe(file);
    expect(link.callsOf('DataExportFile')[0]!.variables).toEqual({ id: EXPORT_ID });
  });

  it('says when the export could not be made, and offers it again', async () => {
    const link = gateway()
      .on('RequestDataExport', () => ({ data: { requestDataExport: dataExport('PENDING', 0) } }))
      .on('DataExport', () => ({ data: { dataExport: { ...dataExport('FAILED', 0), error: 'Não foi possível reunir seus dados. Tente novamente.' } } }));
    renderApp(<MyDataPage />, { link });
    await userEvent.setup().click(await within(exportSection()).findByRole('button', { name: 'Baixar meus dados' }));
    await vi.waitFor(() => expect(link.callsOf('DataExportJobUpdates')).toHaveLength(1));
    act(() =>
      link.push('DataExportJobUpdates', { data: { jobUpdates: { __typename: 'JobUpdate', jobId: EXPORT_ID, status: 'FAILED', progress: 0, message: null } } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível reunir seus dados. Tente novamente.');
    expect(await within(exportSection()).findByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it('Excluir minha conta waits for the learner’s own e-mail, erases the account, says so and signs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const link = gateway().on('EraseAccount', () => ({ data: { eraseAccount: true } }));
    renderApp(<MyDataPage />, { link });
    const section = within(screen.getByRole('region', { name: 'Excluir minha conta' }));
    const button = section.getByRole('button', { name: 'Excluir minha conta' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(section.getByLabelText(`Para confirmar, digite seu e-mail (${ANA.email})`), 'ana@exemplo.com');
    expect(button).toBeDisabled();
    await user.type(section.getByLabelText(/Para confirmar/), '.br');
    await user.click(button);

    expect(link.callsOf('EraseAccount').map((c) => c.variables)).toEqual([{ email: ANA.email }]);
    expect(await screen.findByText('Conta excluída')).toBeVisible();
    expect(section.getByRole('button', { name: 'Excluir minha conta' })).toBeDisabled();
    expect(navigateBrowser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_AFTER_ERASURE_MS));
    expect(navigateBrowser).toHaveBeenCalledWith('/api/logout');
    vi.useRealTimers();
  });

  it('shows the server’s refusal and keeps the account', async () => {
    const link = gateway().on('EraseAccount', () => ({
      errors: [{ message: 'Para confirmar a exclusão, digite exatamente o e-mail da sua conta.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    renderApp(<MyDataPage />, { link });
    const section = within(screen.getByRole('region', { name: 'Excluir minha conta' }));
    const user = userEvent.setup();
    await user.type(section.getByLabelText(/Para confirmar/), ANA.email);
    await user.click(section.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Para confirmar a exclusão, digite exatamente o e-mail da sua conta.');
    expect(navigateBrowser).not.toHaveBeenCalled();
  });

  it('links to the privacy notice', () => {
    renderApp(<MyDataPage />, { link: gateway() });
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe('/privacy');
  });

  it('is served at /my-data', async () => {
    renderApp(<AppRoutes />, { path: '/my-data', link: gateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  });
});
