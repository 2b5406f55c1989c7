import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LYRIC_SONGS } from '@juba/contracts/lyric-translate';
import { AppRoutes } from '../../AppRoutes.tsx';
import { dailyPlan, learnerGateway } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { notification } from '../../test-support/toast.ts';

const susanna = LYRIC_SONGS.find((s) => s.id === 'oh-susanna')!;

function gateway(song = susanna.title) {
  return learnerGateway({ plan: dailyPlan({ song, artist: 'Stephen Foster' }) }).on('RecordPractice', (variables) => ({
    data: { recordPractice: { __typename: 'Activity', id: 'practice-1', minutes: (variables['input'] as { minutes: number }).minutes, flowPoints: 5 } },
  }));
}

afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const timer = () => screen.getByRole('timer', { name: 'Tempo decorrido' }).textContent;
const lineHeading = () => screen.getByRole('heading', { name: /^Linha \d+\/10$/ }).textContent;

/** The start screen on a real clock (the screen's chunk loads), then a fake one for the run's intervals, which start with it. */
async function open(link = gateway()) {
  renderApp(<AppRoutes />, { path: '/lyric-translate', link });
  await screen.findByRole('button', { name: 'Começar Warm-up' });
  vi.useFakeTimers();
  return { user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), link };
}

describe('warm-up: start screen', () => {
  it("opens on today's song, and another can be picked", async () => {
    const { user } = await open();
    expect(screen.getByText('Música do dia')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Oh! Susanna');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Escolher outra música' }), 'shenandoah');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Shenandoah');
    expect(screen.getByText('Música escolhida')).toBeVisible();
  });

  it('opens on the first song when the plan names one this screen does not have', async () => {
    await open(gateway('Some Commercial Hit'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(LYRIC_SONGS[0]!.title);
  });
});

describe('warm-up: the run', () => {
  it('shows each line with its translation and pronunciation, ticks every second and moves on every 4 s', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Warm-up' }));
    expect(lineHeading()).toBe('Linha 1/10');
    expect(timer()).toBe('0:00');
    expect(screen.getByText(susanna.lines[0]!.english, { selector: 'p' })).toBeVisible();
    expect(screen.getByText(susanna.lines[0]!.portuguese, { selector: 'p' })).toBeVisible();
    expect(screen.getByText(susanna.lines[0]!.phonetic)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progresso do warm-up' }).getAttribute('aria-valuenow')).toBe('10');

    await tick(1000);
    expect(timer()).toBe('0:01');
    expect(lineHeading()).toBe('Linha 1/10');
    await tick(3000);
    expect(timer()).toBe('0:04');
    expect(lineHeading()).toBe('Linha 2/10');

    await user.click(screen.getByRole('button', { name: 'Ocultar Tradução' }));
    expect(screen.queryByText(susanna.lines[1]!.portuguese, { selector: 'p' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostrar Tradução' }));
    expect(screen.getByText(susanna.lines[1]!.portuguese, { selector: 'p' })).toBeVisible();
  });

  it('marks a line as practised once, however often it is pressed', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Warm-up' }));
    const mark = screen.getByRole('button', { name: 'Marcar como Praticado' });
    await user.click(mark);
    expect(notification().textContent).toContain('Linha Praticada!');
    expect(mark.getAttribute('aria-pressed')).toBe('true');
    await user.click(mark);
    expect(screen.getByLabelText('Linhas praticadas').textContent).toBe('1/10 praticadas');
    const all = within(screen.getByRole('region', { name: 'Todas as Linhas' })).getAllByRole('listitem');
    expect(all).toHaveLength(10);
    expect(all[0]!.textContent).toContain('✓ Praticada');
    expect(all[1]!.textContent).not.toContain('✓ Praticada');
  });

  it('pauses and continues the clock and the lines, and Reiniciar returns to the start', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Warm-up' }));
    await tick(2000);
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    await tick(10_000);
    expect(timer()).toBe('0:02');
    expect(lineHeading()).toBe('Linha 1/10');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await tick(1000);
    expect(timer()).toBe('0:03');
    expect(lineHeading()).toBe('Linha 1/10');
    await tick(1000);
    expect(timer()).toBe('0:04');
    expect(lineHeading()).toBe('Linha 2/10');

    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByRole('button', { name: 'Começar Warm-up' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Começar Warm-up' }));
    expect(timer()).toBe('0:00');
    expect(lineHeading()).toBe('Linha 1/10');
    expect(screen.getByLabelText('Linhas praticadas').textContent).toBe('0/10 praticadas');
  });

  it('ends after the last line with the completion toast and records the practice once', async () => {
    const { user, link } = await open();
    await user.click(screen.getByRole('button', { name: 'Começar Warm-up' }));
    await user.click(screen.getByRole('button', { name: 'Marcar como Praticado' }));
    await tick(36_000);
    expect(lineHeading()).toBe('Linha 10/10');
    expect(link.callsOf('RecordPractice')).toHaveLength(0);
    await tick(4000);
    expect(notification().textContent).toContain('Warm-up Completo!');
    expect(within(screen.getByRole('region', { name: 'Linha 10/10' })).getByText('Você praticou 1 de 10 linhas em 0:40.')).toBeVisible();
    await tick(10_000);
    expect(timer()).toBe('0:40');
    const calls = link.callsOf('RecordPractice').map((call) => call.variables['input']);
    expect(calls).toEqual([{ practiceId: expect.stringMatching(/^[0-9a-f-]{36}$/), module: 'warmup', minutes: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Praticar Novamente' }));
    await tick(40_000);
    const again = link.callsOf('RecordPractice').map((call) => (call.variables['input'] as { practiceId: string }).practiceId);
    expect(again).toHaveLength(2);
    expect(new Set(again).size).toBe(2);
  });
});
