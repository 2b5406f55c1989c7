import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic } from '@juba/contracts/linguistic-diagnostic';
import { AppRoutes } from '../../AppRoutes.tsx';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { notification } from '../../test-support/toast.ts';

const spoken: SpeechSynthesisUtterance[] = [];
beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: SpeechSynthesisUtterance) => spoken.push(u) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saved = (variables: Record<string, unknown>) => {
  const input = variables['input'] as ReturnType<typeof scoreLinguisticDiagnostic>;
  const { answers: _answers, ...testResults } = input.testResults;
  return {
    data: {
      submitLinguisticDiagnostic: {
        __typename: 'LinguisticDiagnostic',
        id: 'ld-1',
        completedAt: '2026-03-20T15:00:00.000Z',
        testResults: { __typename: 'LinguisticDiagnosticResults', ...testResults },
        interferencePatterns: input.interferencePatterns,
        strengthAreas: input.strengthAreas,
        weaknessAreas: input.weaknessAreas,
        recommendedFocus: input.recommendedFocus,
      },
    },
  };
};

async function open(link = new ScriptedLink().on('SubmitLinguisticDiagnostic', saved)) {
  renderApp(<AppRoutes />, { path: '/linguistic-diagnostic', link });
  await screen.findByRole('heading', { level: 1, name: 'Diagnóstico Linguístico' });
  return link;
}

const progress = () => screen.getByRole('progressbar', { name: 'Progresso do diagnóstico linguístico' }).getAttribute('aria-valuenow');
const nextButton = () => screen.getByRole('button', { name: /^(Ver Explicação|Próxima|Finalizar)$/ }) as HTMLButtonElement;
const optionLabel = (q: (typeof LINGUISTIC_QUESTIONS)[number], i: number) => `${String.fromCharCode(65 + i)}) ${q.options[i]}`;

/** Answers every question (the first wrong), pressing the button twice per question. */
async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [n, q] of LINGUISTIC_QUESTIONS.entries()) {
    await user.click(screen.getByRole('radio', { name: optionLabel(q, n === 0 ? 0 : q.correctAnswer) }));
    await user.click(nextButton());
    await user.click(nextButton());
  }
}

describe('linguistic diagnostic', () => {
  it('shows one question with its counter and bar; Ver Explicação waits for a choice', async () => {
    await open();
    const first = LINGUISTIC_QUESTIONS[0]!;
    expect(screen.getByText('1 de 6')).toBeVisible();
    expect(progress()).toBe('0');
    expect(screen.getByRole('group', { name: first.question })).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(nextButton().textContent).toBe('Ver Explicação');
    expect(nextButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: optionLabel(first, 1) }));
    expect(nextButton().disabled).toBe(false);
  });

  it('reveals a wrong answer with the right one and the explanation, counts half a step, then Próxima moves on', async () => {
    const user = userEvent.setup();
    await open();
    const [first, second] = LINGUISTIC_QUESTIONS;
    await user.click(screen.getByRole('radio', { name: optionLabel(first!, 0) }));
    await user.click(nextButton());

    expect(screen.getByRole('status').textContent).toBe(`IncorretoResposta correta: ${optionLabel(first!, first!.correctAnswer)}`);
    expect(screen.getByText(first!.explanation)).toBeVisible();
    expect(progress()).toBe('8');
    expect(nextButton().textContent).toBe('Próxima');
    expect(screen.getByRole('radio', { name: optionLabel(first!, 1) }).matches(':disabled')).toBe(true);

    await user.click(nextButton());
    expect(screen.getByText('2 de 6')).toBeVisible();
    expect(progress()).toBe('17');
    expect(screen.getByRole('group', { name: second!.question })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: optionLabel(second!, second!.correctAnswer) }));
    await user.click(nextButton());
    expect(screen.getByRole('status').textContent).toBe('Correto!');
    expect(progress()).toBe('25');
  });

  it('chooses with the keyboard: arrows move within the options, Space on the button reveals', async () => {
    const user = userEvent.setup();
    await open();
    const first = LINGUISTIC_QUESTIONS[0]!;
    screen.getByRole('radio', { name: optionLabel(first, 0) }).focus();
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: optionLabel(first, 1) }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(nextButton());
    await user.keyboard(' ');
    expect(screen.getByText(first.explanation)).toBeVisible();
  });

  it('says the phonetic question’s word in en-US at 0.7; the other types have no listen button', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Ouvir a palavra three' }));
    expect(spoken.map((u) => [u.text, u.lang, u.rate])).toEqual([['three', 'en-US', 0.7]]);

    for (const q of LINGUISTIC_QUESTIONS.slice(0, 2)) {
      await user.click(screen.getByRole('radio', { name: optionLabel(q, q.correctAnswer) }));
      await user.click(nextButton());
      await user.click(nextButton());
    }
    expect(screen.getByText('3 de 6')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Ouvir/ })).toBeNull();
  });

  it('Finalizar sends the scored submission, then the completion screen, the toast and the way to the dashboard', async () => {
    const user = userEvent.setup();
    const link = await open();
    await answerAll(user);

    expect(screen.getByRole('heading', { name: 'Diagnóstico Linguístico Completo!' })).toBeVisible();
    await waitFor(() => expect(notification().textContent).toContain('Diagnóstico Completo!'));
    expect(notification().textContent).toContain('Seus resultados foram salvos e seu plano personalizado está sendo criado.');
    const [call, ...others] = link.callsOf('SubmitLinguisticDiagnostic');
    expect(others).toEqual([]);
    expect(call!.variables['input']).toEqual(
      scoreLinguisticDiagnostic(LINGUISTIC_QUESTIONS.map((q, i) => ({ questionId: q.id, selectedAnswer: i === 0 ? 0 : q.correctAnswer }))),
    );
    expect(call!.variables['input']).toMatchObject({ testResults: { phonetic: 50, overall: 83 }, weaknessAreas: ['fonética'] });

    await user.click(screen.getByRole('button', { name: 'Continuar para o Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Diagnóstico Linguístico Completo!' })).toBeNull());
  });

  it('logs a failed save and still shows the completion screen, with no success toast', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open(new ScriptedLink().on('SubmitLinguisticDiagnostic', () => new Error('Failed to fetch')));
    await answerAll(user);

    expect(screen.getByRole('heading', { name: 'Diagnóstico Linguístico Completo!' })).toBeVisible();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Linguistic diagnostic not saved:', expect.anything()));
    expect(() => notification()).toThrow('No toast on screen');
  });
});
