import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { voiceConsent, withVoiceConsent } from '../../test-support/voice-consent.ts';
import { notification } from '../../test-support/toast.ts';
import { microphone, RECORDED_WAV } from '../../test-support/microphone.ts';
import { LOGIN_REDIRECT_DELAY_MS, PhoneticsPage } from './PhoneticsPage.tsx';
import { SAMPLE_SENTENCES } from './sample-sentences.ts';

vi.mock('../../lib/audio/recorder.ts', () => ({ startRecording: vi.fn() }));
vi.mock('../../lib/browser-navigation.ts', () => ({ navigateBrowser: vi.fn() }));

const JOB_ID = 'session-7';

const subScore = (score: number, advice: string) => ({ __typename: 'PhoneticSubScore', score, advice });
const SUB_SCORES = {
  __typename: 'PhoneticSubScores',
  fluency: subScore(93, 'Seu ritmo está natural: mantenha.'),
  completeness: subScore(81, 'Leia até o fim, sem pular palavras.'),
  prosody: subScore(42, 'Acentue as palavras importantes da frase.'),
};

const ANALYSIS = {
  __typename: 'PhoneticAnalysis',
  accuracyScore: 76,
  targetText: 'I think so',
  transcription: 'i fink so',
  detailedAnalysis: {
    __typename: 'PhoneticDetailedAnalysis',
    overallFeedback: 'Boa leitura; atenção ao som de th.',
    specificMistakes: [
      { __typename: 'PhoneticMistake', word: 'think', issue: 'Você disse *fink*', suggestion: 'Coloque a língua entre os dentes para *think*.' },
    ],
    strengths: ['Ritmo natural da frase'],
  },
  subScores: SUB_SCORES,
};

function session(status: string, progress: number, message: string | null, analysis: unknown = null) {
  return { __typename: 'PhoneticSession', id: JOB_ID, status, progress, message, error: status === 'FAILED' ? 'Falhou' : null, analysis };
}

function listItem(id: string, createdAt: string, accuracyScore: number, targetText = 'I think so', feedback = 'Muito bem.', subScores: unknown = null) {
  return { __typename: 'PhoneticSession', id, createdAt, accuracyScore, targetText, feedback, analysis: { __typename: 'PhoneticAnalysis', subScores } };
}

const EXERCISES = [
  {
    __typename: 'PhoneticExercise',
    id: 'ex-th',
    title: 'Os sons do TH',
    difficulty: 'beginner',
    description: 'Think, this, that.',
    targetSounds: ['θ', 'ð'],
    sampleText: 'I think this is the thing.',
  },
  {
    __typename: 'PhoneticExercise',
    id: 'ex-r',
    title: 'O R americano',
    difficulty: 'intermediate',
    description: 'Red, right.',
    targetSounds: ['ɻ'],
    sampleText: 'Red roses are really rare.',
  },
];

/** A gateway whose sessions list answers `lists` in order (the last repeating), and whose analysis completes with ANALYSIS. */
function gateway({ lists = [[]] as unknown[][], exercises = EXERCISES as unknown[] | null } = {}) {
  let list = 0;
  return withVoiceConsent(new ScriptedLink())
    .on('PhoneticSessions', () => ({ data: { phoneticSessions: lists[Math.min(list++, lists.length - 1)] } }))
    .on('PhoneticExercises', () => (exercises ? { data: { phoneticExercises: exercises } } : new Observable(() => {})))
    .on('RequestPhoneticAnalysis', () => ({ data: { requestPhoneticAnalysis: session('PENDING', 0, 'Na fila') } }))
    .on('PhoneticSession', () => ({ data: { phoneticSession: session('COMPLETED', 100, 'Pronto', ANALYSIS) } }));
}

const recordButton = () => screen.getByRole('button', { name: /Gravação$/ });

async function recordAndStop(link: ScriptedLink, user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
  expect(await screen.findByText('Gravando... Leia o texto em voz alta')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Parar Gravação' }));
  await vi.waitFor(() => expect(link.callsOf('PhoneticJobUpdates')).toHaveLength(1));
}

function update(status: string, progress: number, message: string | null) {
  return { data: { jobUpdates: { __typename: 'JobUpdate', jobId: JOB_ID, status, progress, message } } };
}

afterEach(() => vi.mocked(navigateBrowser).mockClear());

describe('Fonética Avançada: Praticar', () => {
  it('opens on Praticar with the text area, the eight sample sentences cut at 80 characters, and the empty state', async () => {
    microphone();
    renderApp(<PhoneticsPage />, { link: gateway() });
    expect(screen.getByRole('heading', { level: 1, name: 'Fonética Avançada' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Praticar', 'Exercícios', 'Histórico', 'Progresso']);
    expect(screen.getByRole('tab', { name: 'Praticar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Grave um áudio para ver a análise de pronúncia')).toBeVisible();

    const long = SAMPLE_SENTENCES.find((s) => s.length > 80)!;
    const shortened = screen.getByRole('button', { name: `${long.slice(0, 80)}...` });
    expect(SAMPLE_SENTENCES).toHaveLength(8);
    for (const sentence of SAMPLE_SENTENCES.filter((s) => s.length <= 80)) expect(screen.getByRole('button', { name: sentence })).toBeVisible();

    await userEvent.setup().click(shortened);
    expect(screen.getByLabelText('Texto para praticar')).toHaveValue(long);
  });

  it('records, sends the WAV as a data URL with the text, shows the job progress, then the result, the toast and a fresh sessions list', async () => {
    const { recording } = microphone();
    const link = gateway({ lists: [[], [listItem(JOB_ID, '2026-06-05T17:30:00Z', 76)]] });
    renderApp(<PhoneticsPage />, { link });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Texto para praticar'));
    await user.type(screen.getByLabelText('Texto para praticar'), 'I think so');
    await recordAndStop(link, user);

    expect(recording.stop).toHaveBeenCalled();
    const { audioData, targetText } = link.callsOf('RequestPhoneticAnalysis')[0]!.variables as { audioData: string; targetText: string };
    expect(targetText).toBe('I think so');
    expect(audioData).toBe(`data:audio/wav;base64,${Buffer.from(RECORDED_WAV).toString('base64')}`);
    expect(link.callsOf('PhoneticJobUpdates')[0]!.variables).toEqual({ jobId: JOB_ID });
    expect(screen.getByText('Analisando pronúncia...')).toBeVisible();
    expect(recordButton()).toBeDisabled();

    act(() => link.push('PhoneticJobUpdates', update('RUNNING', 45, 'Alinhando os fonemas')));
    expect(screen.getByRole('progressbar', { name: 'Progresso da análise' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('45% · Alinhando os fonemas')).toBeVisible();

    act(() => link.push('PhoneticJobUpdates', update('COMPLETED', 100, 'Pronto')));
    const result = await screen.findByRole('region', { name: 'Resultado da Análise' });
    expect(link.callsOf('PhoneticSession')[0]!.variables).toEqual({ id: JOB_ID });
    expect(within(result).getByText('76%')).toBeVisible();
    expect(within(result).getByText('Bom')).toHaveClass('text-yellow-900');
    expect(within(result).getByRole('progressbar', { name: 'Precisão da pronúncia' })).toHaveAttribute('aria-valuenow', '76');
    expect(within(result).getByText('I think so')).toBeVisible();
    expect(within(result).getByText('i fink so')).toBeVisible();
    expect(within(result).getByText('Boa leitura; atenção ao som de th.')).toBeVisible();
    expect(within(result).getByText('think', { selector: 'p' })).toBeVisible();
    expect(within(result).getByText('fink').tagName).toBe('EM');
    expect(within(result).getByText('Ritmo natural da frase')).toBeVisible();
    expect(notification()).toHaveTextContent('Análise ConcluídaSua pronúncia foi analisada com sucesso!');
    expect(recordButton()).toBeEnabled();

    await waitFor(() => expect(link.callsOf('PhoneticSessions')).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Histórico' })).findByText('76%')).toBeVisible();
  });

  it('starting a new recording clears the previous result', async () => {
    microphone();
    const link = gateway();
    renderApp(<PhoneticsPage />, { link });
    const user = userEvent.setup();
    await recordAndStop(link, user);
    act(() => link.push('PhoneticJobUpdates', update('COMPLETED', 100, 'Pronto')));
    expect(await screen.findByRole('region', { name: 'Resultado da Análise' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    expect(screen.queryByRole('region', { name: 'Resultado da Análise' })).toBeNull();
    expect(screen.getByText('Grave um áudio para ver a análise de pronúncia')).toBeVisible();
  });

  it('asks for the voice consent before the first recording: Agora não records nothing, Autorizar e gravar stores it and records', async () => {
    microphone();
    const link = withVoiceConsent(gateway(), null);
    renderApp(<PhoneticsPage />, { link });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de gravar sua voz' });
    expect(dialog).toHaveTextContent('apagada assim que a análise termina');
    await user.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar Gravação' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Autorizar e gravar' }));
    expect(await screen.findByText('Gravando... Leia o texto em voz alta')).toBeVisible();
    expect(link.callsOf('GrantVoiceConsent').map((call) => call.variables)).toEqual([{ textVersion: voiceConsent(true).textVersion }]);
    // Stored: the next recording does not ask again.
    await user.click(screen.getByRole('button', { name: 'Parar Gravação' }));
    await vi.waitFor(() => expect(link.callsOf('RequestPhoneticAnalysis')).toHaveLength(1));
    expect(link.callsOf('GrantVoiceConsent')).toHaveLength(1);
  });

  it('a recording refused for want of consent (withdrawn elsewhere) says why and asks again next time', async () => {
    microphone();
    const link = gateway().on('RequestPhoneticAnalysis', () => ({
      errors: [
        {
          message: 'Para analisarmos sua pronúncia, você precisa autorizar a gravação da sua voz.',
          extensions: { code: 'FORBIDDEN', reason: 'VOICE_CONSENT_REQUIRED' },
        },
      ],
    }));
    renderApp(<PhoneticsPage />, { link });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    link.on('VoiceConsent', () => ({ data: { voiceConsent: voiceConsent(false, '2026-05-03T08:00:00.000Z') } }));
    await user.click(await screen.findByRole('button', { name: 'Parar Gravação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Autorização NecessáriaPara analisarmos sua pronúncia, você precisa autorizar a gravação da sua voz.',
    );
    await vi.waitFor(() => expect(link.callsOf('VoiceConsent')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    expect(await screen.findByRole('dialog', { name: 'Antes de gravar sua voz' })).toBeVisible();
  });

  it('a refused microphone shows Erro de Microfone and sends nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    microphone('refuses');
    const link = gateway();
    renderApp(<PhoneticsPage />, { link });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de MicrofoneNão foi possível acessar o microfone. Verifique as permissões.');
    expect(screen.getByRole('button', { name: 'Iniciar Gravação' })).toBeEnabled();
    expect(link.callsOf('RequestPhoneticAnalysis')).toHaveLength(0);
  });

  it('an unauthorised answer shows Não Autorizado and goes to /api/login after 500 ms', async () => {
    vi.useFakeTimers();
    microphone();
    const link = gateway().on('RequestPhoneticAnalysis', () => ({ errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] }));
    renderApp(<PhoneticsPage />, { link });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // No waiting helpers here: they would move the fake clock.
    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await user.click(screen.getByRole('button', { name: 'Parar Gravação' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('alert')).toHaveTextContent('Não AutorizadoVocê foi desconectado. Fazendo login novamente...');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(navigateBrowser).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigateBrowser).toHaveBeenCalledWith('/api/login');
  });

  it('a refused analysis shows Erro na Análise and lets the learner record again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    microphone();
    const link = gateway().on('RequestPhoneticAnalysis', () => ({ errors: [{ message: 'O áudio é curto demais.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    renderApp(<PhoneticsPage />, { link });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar Gravação' }));
    await user.click(await screen.findByRole('button', { name: 'Parar Gravação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro na AnáliseNão foi possível analisar sua pronúncia. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Iniciar Gravação' })).toBeEnabled();
    expect(navigateBrowser).not.toHaveBeenCalled();
  });

  it('a failed job shows Erro na Análise', async () => {
    microphone();
    const link = gateway().on('PhoneticSession', () => ({ data: { phoneticSession: session('FAILED', 30, null) } }));
    renderApp(<PhoneticsPage />, { link });
    await recordAndStop(link);
    act(() => link.push('PhoneticJobUpdates', update('FAILED', 30, null)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro na Análise');
    expect(screen.getByText('Grave um áudio para ver a análise de pronúncia')).toBeVisible();
  });

  it('shows fluency, completeness and prosody, each with its percentage, a banded bar and its advice', async () => {
    microphone();
    const link = gateway();
    renderApp(<PhoneticsPage />, { link });
    await recordAndStop(link);
    act(() => link.push('PhoneticJobUpdates', update('COMPLETED', 100, 'Pronto')));
    const result = await screen.findByRole('region', { name: 'Resultado da Análise' });
    const subScores = within(within(result).getByRole('region', { name: 'Fluência, Completude e Prosódia' }));
    const items = subScores.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fluência93%Seu ritmo está natural: mantenha.',
      'Completude81%Leia até o fim, sem pular palavras.',
      'Prosódia42%Acentue as palavras importantes da frase.',
    ]);
    for (const [label, score, colour] of [
      ['Fluência', '93', 'bg-green-600'],
      ['Completude', '81', 'bg-yellow-500'],
      ['Prosódia', '42', 'bg-red-600'],
    ] as const) {
      const bar = subScores.getByRole('progressbar', { name: label });
      expect(bar).toHaveAttribute('aria-valuenow', score);
      expect(bar.firstElementChild).toHaveClass(colour);
    }
  });

  it('shows no sub-scores when the analysis has none (no speech heard, or analysed before they existed)', async () => {
    microphone();
    const link = gateway().on('PhoneticSession', () => ({ data: { phoneticSession: session('COMPLETED', 100, null, { ...ANALYSIS, subScores: null }) } }));
    renderApp(<PhoneticsPage />, { link });
    await recordAndStop(link);
    act(() => link.push('PhoneticJobUpdates', update('COMPLETED', 100, null)));
    const result = await screen.findByRole('region', { name: 'Resultado da Análise' });
    expect(within(result).queryByText(/Fluência|Completude|Prosódia/)).toBeNull();
    expect(
      within(result)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['Precisão da pronúncia']);
  });

  it('labels scores by the bands: 90 Excelente, 69 Precisa Melhorar', async () => {
    for (const [score, label] of [
      [90, 'Excelente'],
      [69, 'Precisa Melhorar'],
    ] as const) {
      microphone();
      const link = gateway().on('PhoneticSession', () => ({
        data: { phoneticSession: session('COMPLETED', 100, null, { ...ANALYSIS, accuracyScore: score }) },
      }));
      const view = renderApp(<PhoneticsPage />, { link });
      await recordAndStop(link);
      act(() => link.push('PhoneticJobUpdates', update('COMPLETED', 100, null)));
      const result = await screen.findByRole('region', { name: 'Resultado da Análise' });
      expect(within(result).getByText(label)).toBeVisible();
      view.unmount();
    }
  });
});

describe('Fonética Avançada: the other tabs', () => {
  it('Exercícios shows six skeletons while loading', async () => {
    renderApp(<PhoneticsPage />, { link: gateway({ exercises: null }) });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Exercícios' }));
    expect(screen.getByRole('status', { name: 'Carregando exercícios' })).toBeVisible();
    expect(screen.getAllByTestId('exercise-skeleton')).toHaveLength(6);
  });

  it('Exercícios lists the cards; Praticar fills the text and returns to Praticar', async () => {
    renderApp(<PhoneticsPage />, { link: gateway() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Exercícios' }));
    expect(await screen.findByRole('heading', { name: 'Os sons do TH' })).toBeVisible();
    expect(screen.getByText('Iniciante')).toBeVisible();
    expect(screen.getByText('Intermediário')).toBeVisible();
    expect(screen.getByText('Think, this, that.')).toBeVisible();
    expect(screen.getByText('ð')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Praticar: O R americano' }));
    expect(screen.getByRole('tab', { name: 'Praticar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Texto para praticar')).toHaveValue('Red roses are really rare.');
  });

  it('Exercícios with none says so', async () => {
    renderApp(<PhoneticsPage />, { link: gateway({ exercises: [] }) });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Exercícios' }));
    expect(await screen.findByText('Nenhum exercício disponível no momento')).toBeVisible();
  });

  it('Histórico lists sessions with the pt-BR long date and time, the badge, the text and the feedback', async () => {
    const link = gateway({
      lists: [[listItem('s2', '2026-06-05T17:30:00Z', 92, 'Hello there', 'Excelente ritmo.'), listItem('s1', '2026-06-04T12:05:00Z', 55)]],
    });
    renderApp(<PhoneticsPage />, { link });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Histórico' }));
    const history = within(screen.getByRole('tabpanel', { name: 'Histórico' }));
    expect(await history.findByText('5 de junho de 2026 às 14:30')).toBeVisible();
    expect(history.getByText('92%')).toHaveClass('text-green-800');
    expect(history.getByText('55%')).toHaveClass('text-red-800');
    expect(history.getByText('Hello there')).toBeVisible();
    expect(history.getByText('Excelente ritmo.')).toBeVisible();
    expect(history.getByText('4 de junho de 2026 às 09:05')).toBeVisible();
  });

  it('Histórico shows a session’s fluency, completeness and prosody in one line, and nothing for a session without them', async () => {
    const link = gateway({
      lists: [
        [listItem('s2', '2026-06-05T17:30:00Z', 92, 'Hello there', 'Excelente ritmo.', SUB_SCORES), listItem('s1', '2026-06-04T12:05:00Z', 55, 'Old one')],
      ],
    });
    renderApp(<PhoneticsPage />, { link });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Histórico' }));
    const history = within(screen.getByRole('tabpanel', { name: 'Histórico' }));
    const [scored, older] = await history.findAllByRole('listitem');
    expect(
      within(scored!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Fluência', 'Completude', 'Prosódia']);
    expect(
      within(scored!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['93%', '81%', '42%']);
    expect(within(scored!).getByText('42%').parentElement).toHaveClass('text-red-800');
    expect(within(older!).queryByText(/Fluência|Completude|Prosódia/)).toBeNull();
  });

  it('Histórico with no sessions says so', async () => {
    renderApp(<PhoneticsPage />, { link: gateway() });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Nenhuma sessão de prática encontrada')).toBeVisible();
  });

  it('Progresso counts sessions, rounds the average, counts sessions of 80 or more, and charts accuracy with a table', async () => {
    const sessions = [listItem('s3', '2026-06-06T12:00:00Z', 80), listItem('s2', '2026-06-05T12:00:00Z', 79), listItem('s1', '2026-06-04T12:00:00Z', 60)];
    renderApp(<PhoneticsPage />, { link: gateway({ lists: [sessions] }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Progresso' }));
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure('Total de Sessões')).toBe('3'));
    expect(figure('Precisão Média')).toBe('73%');
    expect(figure('Sessões Excelentes')).toBe('1');

    expect(screen.getByRole('img', { name: /^Gráfico da precisão das últimas 3 sessões, da mais antiga à mais recente/ })).toBeVisible();
    await user.click(screen.getByText('Ver os dados do gráfico'));
    const rows = within(screen.getByRole('table', { name: 'Precisão por sessão' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['4 de junho de 2026 às 09:0060%', '5 de junho de 2026 às 09:0079%', '6 de junho de 2026 às 09:0080%']);
  });

  it('is served at /phonetics, and Voltar goes home', async () => {
    const link = gateway().on('TopBarProgress', () => ({ data: { progress: { __typename: 'Progress', currentStreak: 0, flowPoints: 0 } } }));
    renderApp(<AppRoutes />, { path: '/phonetics', link });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Olá, Ana!'));
  });
});
