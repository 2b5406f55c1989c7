import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render.tsx';
import { sequence } from '../../../test-support/random.ts';
import { ScriptedLink } from '../../../test-support/scripted-link.ts';
import { BRAIN_MESSAGES, BRAIN_MESSAGE_MS, BrainWidget } from './BrainWidget.tsx';
import { DEFAULT_STUDENT_PROFILE, type StudentProfile } from './student-profile.ts';
import { ACTIVITY_REDRAW_MS } from './use-neural-activity.ts';

const PROFILE: StudentProfile = { ...DEFAULT_STUDENT_PROFILE, cognitiveLevel: 40, weakAreas: ['cultural'] };

const ITEM = {
  __typename: 'AdaptiveContentItem',
  id: 'item-7',
  type: 'question',
  difficulty: 4,
  content: 'Which is the natural reply to "How are you?"',
  options: ["I'm good, thanks!", 'I am in good health.', 'Yes.', 'Fine, and you are?'],
  correctAnswer: 0,
  explanation: 'Nos EUA, "How are you?" é quase um cumprimento.',
  neuralReward: 90,
  synapticGrowth: 10,
  personalizedHint: 'Respostas curtas soam naturais.',
};

function brain(answer: () => unknown) {
  return new ScriptedLink().on('GenerateAdaptiveContent', answer as never);
}

const generateButton = () => screen.getByRole('button', { name: /Gerar Atividade Adaptativa|Gerando/ }) as HTMLButtonElement;

/** Presses the button and lets the five messages run their 6 s. */
async function generate() {
  fireEvent.click(generateButton());
  for (let i = 0; i < BRAIN_MESSAGES.length; i++) await act(() => vi.advanceTimersByTimeAsync(BRAIN_MESSAGE_MS));
}

describe('brain widget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('redraws the neural activity bar every 2 s with a random value between 20 and 100', () => {
    vi.useFakeTimers();
    renderApp(<BrainWidget profile={PROFILE} fromDiagnostic={false} />, { link: brain(() => new Error('unused')), random: sequence(0, 0.999, 0.5) });
    const bar = () => screen.getByRole('progressbar', { name: 'Atividade neural em tempo real' }).getAttribute('aria-valuenow');
    const start = bar();
    act(() => vi.advanceTimersByTime(ACTIVITY_REDRAW_MS - 1));
    expect(bar()).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBe('20');
    act(() => vi.advanceTimersByTime(ACTIVITY_REDRAW_MS));
    expect(bar()).toBe('100');
    act(() => vi.advanceTimersByTime(ACTIVITY_REDRAW_MS));
    expect(bar()).toBe('60');
    expect(screen.getByText('60%')).toBeVisible();
  });

  it('shows the five messages 1.2 s each with the button disabled, then asks for content with the profile and shows it', async () => {
    vi.useFakeTimers();
    const link = brain(() => ({ data: { generateAdaptiveContent: { __typename: 'AdaptiveContentResult', completed: false, item: ITEM } } }));
    renderApp(<BrainWidget profile={PROFILE} fromDiagnostic />, { link });
    expect(screen.getByText('Perfil calculado a partir do seu diagnóstico.')).toBeVisible();

    fireEvent.click(generateButton());
    for (const [i, message] of BRAIN_MESSAGES.entries()) {
      expect(screen.getByText(message)).toBeVisible();
      expect(generateButton().disabled).toBe(true);
      expect(link.callsOf('GenerateAdaptiveContent')).toHaveLength(0);
      act(() => vi.advanceTimersByTime(BRAIN_MESSAGE_MS - 1));
      expect(screen.getByText(message)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(1));
      if (i < BRAIN_MESSAGES.length - 1) expect(screen.queryByText(message)).toBeNull();
    }

    expect(link.callsOf('GenerateAdaptiveContent')[0]!.variables).toEqual({ studentProfile: PROFILE });
    const item = screen.getByRole('article', { name: 'Atividade adaptativa' });
    expect(within(item).getByText(ITEM.content)).toBeVisible();
    expect(within(item).getByText('Dificuldade 4/10')).toBeVisible();
    expect(within(item).getByText('+90 recompensa neural')).toBeVisible();
    expect(generateButton().disabled).toBe(false);

    fireEvent.click(within(item).getByRole('button', { name: /I am in good health/ }));
    expect(within(item).getByRole('status').textContent).toBe("Resposta correta: A) I'm good, thanks!");
    expect(within(item).getByText(ITEM.explanation)).toBeVisible();
  });

  it('celebrates locally when the server says every activity was done', async () => {
    vi.useFakeTimers();
    renderApp(<BrainWidget profile={PROFILE} fromDiagnostic />, {
      link: brain(() => ({ data: { generateAdaptiveContent: { __typename: 'AdaptiveContentResult', completed: true, item: null } } })),
    });
    await generate();
    const item = screen.getByRole('article', { name: 'Atividade adaptativa' });
    expect(within(item).getByText(/Parabéns! Você concluiu todas as atividades/)).toBeVisible();
    expect(within(item).getByText('Dificuldade 10/10')).toBeVisible();
    expect(within(item).getByText('+500 recompensa neural')).toBeVisible();
    expect(within(item).getByText('+50 crescimento sináptico')).toBeVisible();
  });

  it('on failure logs and shows a local question built with the formulas, right answer at a random place', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every draw answers 0.6 (the bar's too), so the right answer lands at floor(0.6 × 4) = 2.
    renderApp(<BrainWidget profile={PROFILE} fromDiagnostic={false} />, { link: brain(() => new Error('Failed to fetch')), random: sequence(0.6) });
    await generate();
    expect(error).toHaveBeenCalled();
    const item = screen.getByRole('article', { name: 'Atividade adaptativa' });
    // difficulty round(40/10 + 50/50 × 75/100) = 5; reward 50 + 50 + 25 (weak areas); growth 5 + 5
    expect(within(item).getByText('Dificuldade 5/10')).toBeVisible();
    expect(within(item).getByText('+125 recompensa neural')).toBeVisible();
    expect(within(item).getByText('+10 crescimento sináptico')).toBeVisible();
    const options = within(item).getAllByRole('button');
    expect(options).toHaveLength(4);
    fireEvent.click(options[2]!);
    expect(within(item).getByRole('status').textContent).toBe('Correto!');
  });
});
