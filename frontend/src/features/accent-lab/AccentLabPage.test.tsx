import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { withVoiceConsent } from '../../test-support/voice-consent.ts';
import { notification } from '../../test-support/toast.ts';
import { microphone, RECORDED_WAV } from '../../test-support/microphone.ts';
import { AccentLabPage } from './AccentLabPage.tsx';
import { LAB_FEEDBACK } from './feedback.ts';
import { SPEECH_RATES } from '../../lib/speech.ts';

vi.mock('../../lib/audio/recorder.ts', () => ({ startRecording: vi.fn() }));

const spoken: SpeechSynthesisUtterance[] = [];
const played: string[] = [];

beforeEach(() => {
  spoken.length = 0;
  played.length = 0;
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: SpeechSynthesisUtterance) => spoken.push(u) });
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
    },
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:recording-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

function gateway(accuracyScore: number | null = 82) {
  return withVoiceConsent(new ScriptedLink()).on('AnalyzeAccent', () =>
    accuracyScore === null ? new Error('Failed to fetch') : { data: { analyzeAccent: { __typename: 'AccentAnalysis', accuracyScore, heardSpeech: true } } },
  );
}

async function record(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
  expect(await screen.findByText('Gravando... Diga a palavra "think"')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Parar Gravação' }));
}

describe('Laboratório de Fonética', () => {
  it('lists the four sounds with their difficulty and shows the first one in detail', async () => {
    renderApp(<AccentLabPage />, { link: gateway() });
    expect(screen.getByRole('heading', { level: 1, name: 'Laboratório de Fonética' })).toBeVisible();
    const list = within(screen.getByRole('navigation', { name: 'Exercícios de som' }));
    expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'TH surdo /θ/Iniciante',
      'TH sonoro /ð/Iniciante',
      'R americano /ɻ/Intermediário',
      'Vogal /æ/Intermediário',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'TH surdo /θ/' })).toBeVisible();
    expect(screen.getByText(/não existe em português/)).toBeVisible();
    for (const part of ['Língua', 'Lábios', 'Dentes']) expect(screen.getByText(part)).toBeVisible();
    const tips = within(screen.getByRole('heading', { name: 'Dicas' }).parentElement!).getByRole('list');
    expect(tips.tagName).toBe('OL');
    expect(within(tips).getAllByRole('listitem')).toHaveLength(4);

    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: /R americano/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'R americano /ɻ/' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ouvir a palavra red' }));
    expect(spoken.map((u) => [u.text, u.lang, u.rate])).toEqual([['red', 'en-US', SPEECH_RATES.lab]]);
  });

  it('asks for the voice consent before the first recording, and records only once it is given', async () => {
    microphone();
    const link = withVoiceConsent(gateway(82), null);
    renderApp(<AccentLabPage />, { link });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de gravar sua voz' });
    expect(screen.queryByText(/Gravando/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar e gravar' }));
    expect(await screen.findByText('Gravando... Diga a palavra "think"')).toBeVisible();
    expect(link.callsOf('GrantVoiceConsent')).toHaveLength(1);
  });

  it('records, scores the target sound from the base64 WAV, shows the accuracy bar and the fixed feedback, plays it back, and starts over', async () => {
    microphone();
    const link = gateway(82);
    renderApp(<AccentLabPage />, { link });
    const user = userEvent.setup();
    await record(user);

    const result = await screen.findByRole('region', { name: 'Resultado' });
    expect(link.callsOf('AnalyzeAccent')[0]!.variables).toEqual({
      exerciseId: 'th-voiceless',
      audio: Buffer.from(RECORDED_WAV).toString('base64'),
      targetSounds: ['θ'],
    });
    expect(within(result).getByRole('progressbar', { name: 'Precisão do som /θ/' })).toHaveAttribute('aria-valuenow', '82');
    expect(within(result).getByText('82%')).toBeVisible();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...LAB_FEEDBACK]);
    expect(notification()).toHaveTextContent('Análise Completa!');

    await user.click(screen.getByRole('button', { name: 'Reproduzir' }));
    expect(played).toEqual(['blob:recording-1']);

    await user.click(screen.getByRole('button', { name: 'Nova Tentativa' }));
    expect(screen.queryByRole('region', { name: 'Resultado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reproduzir' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
  });

  it('a refused microphone shows Erro no Microfone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    microphone('refuses');
    renderApp(<AccentLabPage />, { link: gateway() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro no MicrofoneNão foi possível acessar o microfone. Verifique as permissões.');
  });

  it('a failed analysis shows Erro na Análise and keeps the recording to play back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    microphone();
    renderApp(<AccentLabPage />, { link: gateway(null) });
    await record();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro na AnáliseNão foi possível analisar sua pronúncia. Tente novamente.');
    expect(screen.queryByRole('region', { name: 'Resultado' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  });

  it('is served at /accent-lab', async () => {
    const link = gateway().on('TopBarProgress', () => ({ data: { progress: { __typename: 'Progress', currentStreak: 0, flowPoints: 0 } } }));
    renderApp(<AppRoutes />, { path: '/accent-lab', link });
    expect(await screen.findByRole('heading', { level: 1, name: 'Laboratório de Fonética' })).toBeVisible();
  });
});
