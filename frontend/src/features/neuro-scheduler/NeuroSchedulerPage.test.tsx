import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { learnerGateway } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { notification } from '../../test-support/toast.ts';

/** 15:00 in São Paulo on 10 August 2026. */
const NOW = new Date('2026-08-10T18:00:00Z');

afterEach(() => vi.useRealTimers());

const years = {
  __typename: 'ErrorPattern',
  id: 'p-years',
  errorType: 'grammar',
  specificError: 'I have 25 years',
  correctForm: 'I am 25 years old',
  occurrenceCount: 2,
  masteryLevel: 0,
  nextReviewDate: '2026-08-10T21:00:00.000Z',
  reviewInterval: 1,
  contextExamples: ['Hi, I have 25 years and I live in Recife.'],
  isResolved: false,
  practiceExercises: [
    {
      __typename: 'PracticeExercise',
      id: 'fill_blank-1',
      type: 'fill_blank',
      instruction: 'Complete com a forma correta.',
      prompt: 'Hi, I ___ 25 years ___ and I live in Recife.',
      blanks: 2,
      choices: [],
      spoken: null,
    },
  ],
};
const think = {
  ...years,
  id: 'p-think',
  errorType: 'pronunciation',
  specificError: 'fink',
  correctForm: 'think',
  occurrenceCount: 1,
  masteryLevel: 0.8,
  nextReviewDate: '2026-08-20T18:00:00.000Z',
  reviewInterval: 8,
  contextExamples: [],
  practiceExercises: [],
};
const resolved = { ...think, id: 'p-done', specificError: 'depend of', correctForm: 'depend on', errorType: 'cultural', masteryLevel: 1, isResolved: true };

function gateway(patterns: unknown[] | Error = [years, think, resolved]) {
  return learnerGateway()
    .on('ErrorSchedule', () => (patterns instanceof Error ? patterns : { data: { errorPatterns: patterns } }))
    .on('PracticeErrorPattern', () => ({
      data: {
        practiceErrorPattern: {
          __typename: 'ErrorPatternPractice',
          rating: 'good',
          correct: 1,
          total: 1,
          pattern: {
            __typename: 'ErrorPattern',
            id: 'p-years',
            masteryLevel: 1,
            nextReviewDate: '2026-08-13T18:00:00.000Z',
            reviewInterval: 3,
            isResolved: false,
          },
        },
      },
    }));
}

async function open(link = gateway()) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  renderApp(<AppRoutes />, { path: '/neuro-scheduler', link });
  await screen.findByRole('heading', { name: 'Neuro-Agendador Anti-Erro' });
  return link;
}

describe('error scheduler', () => {
  it('shows the four figures, the urgent review with its details and the agenda', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Revisão Urgente' });
    const stats = screen.getByLabelText('Resumo');
    expect(within(stats).getByText('Erros ativos').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Para hoje').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Domínio médio').nextSibling).toHaveTextContent('60%');
    expect(within(stats).getByText('Resolvidos').nextSibling).toHaveTextContent('1');

    const urgent = within(screen.getByRole('region', { name: 'Revisão Urgente' })).getAllByRole('article');
    expect(urgent).toHaveLength(1);
    const item = urgent[0]!;
    expect(item).toHaveAccessibleName('I have 25 years');
    for (const text of ['Gramática', 'Hoje', 'I have 25 years', 'I am 25 years old', 'Domínio 0%'])
      expect(within(item).getByText(text, { exact: false })).toBeVisible();
    expect(within(item).getByText(/2 ocorrências · Intervalo: 1 dia/)).toBeVisible();
    expect(within(item).getByRole('progressbar', { name: 'Domínio de I have 25 years' })).toHaveAttribute('aria-valuenow', '0');

    const agenda = within(screen.getByRole('complementary', { name: 'Agenda de Revisões' })).getAllByRole('listitem');
    expect(agenda.map((li) => li.textContent)).toEqual(['think, domínio alto20 de agosto']);
  });

  it('practises a pattern: the context, the blanks, the answers sent and the toast', async () => {
    const link = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Praticar Agora' }));
    const panel = screen.getByRole('region', { name: 'Praticando: I am 25 years old' });
    expect(within(panel).getByText('Hi, I have 25 years and I live in Recife.')).toBeVisible();
    await user.type(within(panel).getByRole('textbox', { name: /^Lacuna 1 de 2/ }), 'am');
    await user.type(within(panel).getByRole('textbox', { name: /^Lacuna 2 de 2/ }), 'old');
    await user.click(within(panel).getByRole('button', { name: 'Concluir Prática' }));

    expect(await screen.findByText('Exercício Completo!')).toBeVisible();
    expect(notification()).toHaveTextContent('Seu progresso foi registrado no sistema de repetição espaçada.');
    expect(link.callsOf('PracticeErrorPattern').map((c) => c.variables['input'])).toEqual([
      { practiceId: expect.any(String), patternId: 'p-years', seconds: 1, answers: [{ exerciseId: 'fill_blank-1', answers: ['am', 'old'] }] },
    ]);
    expect(screen.queryByRole('region', { name: /^Praticando/ })).toBeNull();
    // The answer's pattern replaces the cached one: due in three days, it leaves the urgent list for the agenda.
    expect(await screen.findByText('Nenhuma revisão urgente no momento!')).toBeVisible();
    expect(within(screen.getByRole('complementary', { name: 'Agenda de Revisões' })).getByText('13 de agosto')).toBeVisible();
  });

  it('closes the panel on Cancelar without sending anything', async () => {
    const link = await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Praticar Agora' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: /^Praticando/ })).toBeNull();
    expect(link.callsOf('PracticeErrorPattern')).toEqual([]);
  });

  it('says when nothing is urgent', async () => {
    await open(gateway([think]));
    expect(await screen.findByText('Nenhuma revisão urgente no momento!')).toBeVisible();
  });

  it('offers to try again when the list cannot be read', async () => {
    await open(gateway(new Error('learner service down')));
    expect(await screen.findByText('Não foi possível carregar suas revisões agora.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });
});
