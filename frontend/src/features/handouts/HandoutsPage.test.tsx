import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { GREETINGS_HANDOUT, withTypenames } from './fixtures.ts';
import { HandoutsPage } from './HandoutsPage.tsx';
import { JOB_SAFETY_READ_INTERVAL_MS } from '../../lib/jobs/use-job.ts';

const JOB_ID = 'job-42';

function job(status: string, progress: number, message: string | null, extra: Record<string, unknown> = {}) {
  return { __typename: 'HandoutJob', id: JOB_ID, status, progress, message, error: null, material: null, ...extra };
}

function update(status: string, progress: number, message: string | null) {
  return { data: { jobUpdates: { __typename: 'JobUpdate', jobId: JOB_ID, status, progress, message } } };
}

/** A gateway that accepts the job; handoutJob answers come from `reads` in order, the last one repeating. */
function gateway(...reads: ReturnType<typeof job>[]) {
  let read = 0;
  return new ScriptedLink()
    .on('GenerateHandout', () => ({ data: { generateHandout: job('PENDING', 0, 'Na fila') } }))
    .on('HandoutJob', () => ({ data: { handoutJob: reads[Math.min(read++, reads.length - 1)] } }))
    .on('TopBarProgress', () => ({ data: { progress: { __typename: 'Progress', currentStreak: 0, flowPoints: 0 } } }));
}

const completed = job('COMPLETED', 100, 'Pronto', { material: withTypenames(GREETINGS_HANDOUT) });

async function startIntermediate(link: ScriptedLink, user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Gerar Apostila: Nível Intermediário' }));
  await screen.findByRole('heading', { name: 'Gerando Material Didático' });
  await vi.waitFor(() => expect(link.callsOf('HandoutJobUpdates')).toHaveLength(1));
}

describe('handouts page', () => {
  it('offers the three levels, each with Gerar Apostila', () => {
    renderApp(<HandoutsPage />, { link: gateway(completed) });
    for (const title of ['Nível Básico', 'Nível Intermediário', 'Nível Avançado']) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByRole('button', { name: `Gerar Apostila: ${title}` }).textContent).toBe('Gerar Apostila');
    }
  });

  it('generates: live progress from the job updates, then the toast and the slides', async () => {
    const link = gateway(completed);
    renderApp(<HandoutsPage />, { link });
    await startIntermediate(link);
    expect(link.callsOf('GenerateHandout')[0]!.variables).toEqual({ level: 'intermediario' });
    expect(link.callsOf('HandoutJobUpdates')[0]!.variables).toEqual({ jobId: JOB_ID });
    expect(screen.getByText('Nível Intermediário')).toBeVisible();
    expect(screen.getByText('Na fila')).toBeVisible();

    act(() => link.push('HandoutJobUpdates', update('RUNNING', 40, 'Escrevendo os slides')));
    expect(screen.getByRole('progressbar', { name: 'Progresso da geração' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeVisible();
    expect(screen.getByText('Escrevendo os slides')).toBeVisible();

    act(() => link.push('HandoutJobUpdates', update('COMPLETED', 100, 'Pronto')));
    expect(await screen.findByRole('heading', { name: GREETINGS_HANDOUT.title })).toBeVisible();
    expect(link.callsOf('HandoutJob')[0]!.variables).toEqual({ id: JOB_ID });
    expect(screen.getByRole('status').textContent).toContain('Material Gerado!');
    expect(screen.getByText('1 de 3')).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Níveis' }));
    expect(screen.getByRole('button', { name: 'Gerar Apostila: Nível Básico' })).toBeVisible();
  });

  it('re-reads the job every 5 seconds, so a missed push still ends on the slides', async () => {
    vi.useFakeTimers();
    const link = gateway(job('RUNNING', 60, 'Revisando os exercícios'), completed);
    renderApp(<HandoutsPage />, { link });
    await startIntermediate(link, userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(link.callsOf('HandoutJob')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(JOB_SAFETY_READ_INTERVAL_MS));
    expect(screen.getByText('Revisando os exercícios')).toBeVisible();
    expect(screen.getByText('60%')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(JOB_SAFETY_READ_INTERVAL_MS));
    expect(screen.getByRole('heading', { name: GREETINGS_HANDOUT.title })).toBeVisible();
    expect(link.callsOf('HandoutJob')).toHaveLength(2);
  });

  it('re-reads the job when the realtime socket reconnects', async () => {
    const link = gateway(completed);
    const { realtime } = renderApp(<HandoutsPage />, { link });
    await startIntermediate(link);
    act(() => realtime.notifyConnected());
    expect(await screen.findByRole('heading', { name: GREETINGS_HANDOUT.title })).toBeVisible();
  });

  it('a failed job shows the error toast and Erro ao carregar material, with a way back', async () => {
    const link = gateway(job('FAILED', 30, 'Falhou', { error: 'AI unavailable' }));
    renderApp(<HandoutsPage />, { link });
    await startIntermediate(link);
    act(() => link.push('HandoutJobUpdates', update('FAILED', 30, 'Falhou')));

    expect(await screen.findByRole('heading', { name: 'Erro ao carregar material' })).toBeVisible();
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Erro ao gerar material');
    expect(toast.textContent).toContain('Tente novamente em alguns instantes.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar para seleção' }));
    expect(screen.getByRole('button', { name: 'Gerar Apostila: Nível Avançado' })).toBeVisible();
  });

  it('a refused start shows the error toast and Erro ao carregar material', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = gateway(completed).on('GenerateHandout', () => new Error('Failed to fetch'));
    renderApp(<HandoutsPage />, { link });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gerar Apostila: Nível Básico' }));
    expect(await screen.findByRole('heading', { name: 'Erro ao carregar material' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toContain('Erro ao gerar material');
    expect(link.callsOf('HandoutJobUpdates')).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('a completed job without slides counts as missing material', async () => {
    const link = gateway(job('COMPLETED', 100, 'Pronto', { material: withTypenames({ ...GREETINGS_HANDOUT, slides: [] }) }));
    renderApp(<HandoutsPage />, { link });
    await startIntermediate(link);
    act(() => link.push('HandoutJobUpdates', update('COMPLETED', 100, 'Pronto')));
    expect(await screen.findByRole('heading', { name: 'Erro ao carregar material' })).toBeVisible();
  });

  it('Voltar goes to the home route', async () => {
    renderApp(<AppRoutes />, { path: '/material-didatico', link: gateway(completed) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Voltar' }));
    // The dashboard is loaded on demand: the handouts stay until it is there.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Olá, Ana!'));
  });
});
