import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOLDOWN_SETS } from '@juba/contracts/cooldown';
import { AppRoutes } from '../../AppRoutes.tsx';
import { dailyPlan, learnerGateway } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { notification } from '../../test-support/toast.ts';

const prepositions = COOLDOWN_SETS.find((s) => s.id === 'time-prepositions')!;
const falseFriends = COOLDOWN_SETS.find((s) => s.id === 'false-friends')!;

function gateway(focus = prepositions.focus) {
  return learnerGateway({ plan: dailyPlan({ focus }) }).on('RecordPractice', (variables) => ({
    data: { recordPractice: { __typename: 'Activity', id: 'practice-1', minutes: (variables['input'] as { minutes: number }).minutes, flowPoints: 5 } },
  }));
}

afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const timer = () => screen.getByRole('timer', { name: 'Tempo decorrido' }).textContent;
const sentenceHeading = () => screen.getByRole('heading', { name: /^Frase \d+\/8$/ }).textContent;
const field = () => screen.getByRole('textbox', { name: 'Sua resposta' });

/** The start screen on a real clock (the screen's chunk loads), then a fake one for the timer, which starts with the run. */
async function open(link = gateway()) {
  renderApp(<AppRoutes />, { path: '/cooldown', link });
  await screen.findByRole('button', { name: 'Começar Cool-down' });
  vi.useFakeTimers();
  return { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), link };
}

describe('cool-down: start screen', () => {
  it("opens on today's focus with 8 sentences, 5 minutes and hints; another set can be picked", async () => {
    const { user } = await open();
    expect(screen.getByText('Tema do dia')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(prepositions.focus);
    for (const badge of ['8 frases', '5 minutos', 'Com dicas']) expect(screen.getByText(badge)).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Escolher outro tema' }), falseFriends.id);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(falseFriends.focus);
    expect(screen.getByText('Tema escolhido')).toBeVisible();
  });

  it('opens on the first set when the plan names a focus this screen does not have', async () => {
    await open(gateway('Revisão do que você praticou hoje'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(COOLDOWN_SETS[0]!.focus);
  });
});

describe('cool-down: the run', () => {
  it('checks the trimmed, lowercased answer: wrong stays with a toast, right moves on; Check Answer waits for text and Enter checks', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Cool-down' }));
    expect(sentenceHeading()).toBe('Frase 1/8');
    expect(screen.getByText(prepositions.sentences[0]!.hint)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progresso do cool-down' })).toHaveAttribute('aria-valuenow', '0');
    const check = screen.getByRole('button', { name: 'Check Answer' });
    expect(check).toBeDisabled();
    expect(field()).toHaveFocus();
    await user.type(field(), '   ');
    expect(check).toBeDisabled();

    await user.clear(field());
    await user.type(field(), 'at{Enter}');
    expect(notification()).toHaveTextContent('Tente novamente');
    expect(notification()).toHaveTextContent('Não está correto. Use a dica para ajudar!');
    expect(sentenceHeading()).toBe('Frase 1/8');
    expect(field()).toHaveValue('at');

    await user.clear(field());
    await user.type(field(), '  ON ');
    await user.click(check);
    expect(notification()).toHaveTextContent('Correto!');
    expect(sentenceHeading()).toBe('Frase 2/8');
    expect(field()).toHaveValue('');
    expect(screen.getByRole('progressbar', { name: 'Progresso do cool-down' })).toHaveAttribute('aria-valuenow', '13');
  });

  it("lists 'All Sentences' with the answers of the sentences already answered only", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Cool-down' }));
    await user.type(field(), 'on{Enter}');
    const all = within(screen.getByRole('region', { name: 'All Sentences' })).getAllByRole('listitem');
    expect(all).toHaveLength(8);
    expect(all[0]).toHaveTextContent('1. The meeting is on Monday.');
    expect(all[1]).toHaveTextContent('2. I was born (lacuna) 1995.');
    expect(all[1]).toHaveAttribute('aria-current', 'step');
    expect(all[7]).not.toHaveTextContent(prepositions.sentences[7]!.complete);
  });

  it('Restart begins again at the first sentence with the timer at 0:00', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Cool-down' }));
    await user.type(field(), 'on{Enter}');
    await tick(5000);
    expect(timer()).toBe('0:05');
    await user.type(field(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(sentenceHeading()).toBe('Frase 1/8');
    expect(timer()).toBe('0:00');
    expect(field()).toHaveValue('');
  });

  it('after the eighth sentence shows the count, the total time and the review, toasts, and records the practice once', async () => {
    const { user, link } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Cool-down' }));
    for (const [index, sentence] of prepositions.sentences.entries()) {
      if (index === 2) {
        await user.type(field(), 'in{Enter}');
        await user.clear(field());
      }
      await tick(20_000);
      await user.type(field(), `${sentence.answer}{Enter}`);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Cool-down Completo!' })).toBeVisible();
    expect(notification()).toHaveTextContent('Cool-down Completo!');
    expect(notification()).toHaveTextContent('Você completou 8 frases em 2:40.');
    expect(screen.getByText('Frases completadas').nextElementSibling).toHaveTextContent('8');
    expect(screen.getByText('Tempo total').nextElementSibling).toHaveTextContent('2:40');
    const review = within(screen.getByRole('heading', { name: 'Revisão' }).parentElement!).getAllByRole('listitem');
    expect(review.map((r) => r.querySelector('p')!.textContent)).toEqual(prepositions.sentences.map((s, i) => `${i + 1}. ${s.complete}`));
    expect(review[2]).toHaveTextContent('(depois de 1 erro)');
    expect(review[0]).toHaveTextContent('(de primeira)');

    await tick(60_000);
    expect(screen.getByText('Tempo total').nextElementSibling).toHaveTextContent('2:40');
    const calls = link.callsOf('RecordPractice').map((call) => call.variables['input']);
    expect(calls).toEqual([{ practiceId: expect.any(String), module: 'cooldown', minutes: 3 }]);

    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(sentenceHeading()).toBe('Frase 1/8');
    expect(timer()).toBe('0:00');
  });

  it('Voltar ao Dashboard goes home', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Cool-down' }));
    for (const sentence of prepositions.sentences) await user.type(field(), `${sentence.answer}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Voltar ao Dashboard' }));
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 1, name: /Ana/ })).toBeVisible();
  });
});
