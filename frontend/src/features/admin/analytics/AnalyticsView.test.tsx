import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ApolloLink } from '@apollo/client';
import { AppRoutes } from '../../../AppRoutes.tsx';
import { renderApp } from '../../../test-support/render.tsx';
import { ADMIN, adminGateway, analytics, combobox, refusal } from '../admin-fixtures.ts';

async function openAnalytics(link = adminGateway()) {
  renderApp(<AppRoutes />, { path: '/admin?view=analytics', link, auth: { status: 'signed-in', user: ADMIN } });
  await screen.findByRole('heading', { level: 2, name: 'Analytics' });
  return link;
}

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const windowSelect = () => combobox('Período');

describe('admin analytics', () => {
  it('says when each service’s daily retention sweep last ran and what it deleted, or that it has not run yet', async () => {
    await openAnalytics(
      adminGateway().on('AdminDataRetention', () => ({
        data: {
          adminDataRetention: [
            { __typename: 'DataRetentionRun', service: 'learner', ranAt: '2026-07-14T03:00:00.000Z', retentionDays: 365, deleted: 12 },
            { __typename: 'DataRetentionRun', service: 'ai', ranAt: '2026-07-14T03:05:00.000Z', retentionDays: 365, deleted: 0 },
          ],
        },
      })),
    );
    const section = within(screen.getByRole('region', { name: 'Retenção de dados' }));
    await section.findByRole('table');
    expect(
      section.getAllByRole('row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent).filter((text) => !text?.includes('/'))),
    ).toEqual([[], ['Atividades (progresso)', '365 dias', '12'], ['Conversas e sessões socráticas', '365 dias', '0']]);

    await openAnalytics(adminGateway().on('AdminDataRetention', () => ({ data: { adminDataRetention: [] } })));
    expect(await screen.findByText('A limpeza diária ainda não rodou.')).toBeVisible();
  });

  it('shows the seven tiles for the last 30 days by default', async () => {
    const link = await openAnalytics();
    expect(windowSelect().value).toBe('30');
    expect([...windowSelect().options].map((option) => option.textContent)).toEqual(['Últimos 7 dias', 'Últimos 30 dias', 'Últimos 90 dias']);
    await screen.findByText('300');
    expect(tile('Total de Usuários')).toBe('128');
    expect(tile('Usuários Ativos')).toBe('30');
    expect(tile('Total de Sessões')).toBe('300');
    expect(tile('Novos Usuários na Semana')).toBe('9');
    expect(tile('Sessões na Semana')).toBe('70');
    expect(tile('Duração Média da Sessão')).toBe('540s');
    expect(tile('Total de Perfis')).toBe('97');
    expect(link.callsOf('AdminAnalytics').map((call) => call.variables)).toEqual([{ days: 30 }]);
  });

  it('reads the chosen window', async () => {
    const link = await openAnalytics();
    await screen.findByText('300');
    await userEvent.selectOptions(windowSelect(), '7');
    await vi.waitFor(() => expect(tile('Usuários Ativos')).toBe('7'));
    expect(tile('Total de Sessões')).toBe('70');
    await userEvent.selectOptions(windowSelect(), '90');
    expect(await screen.findByText('900')).toBeVisible();
    expect(link.callsOf('AdminAnalytics').map((call) => call.variables)).toEqual([{ days: 30 }, { days: 7 }, { days: 90 }]);
  });

  it('refreshes from the server on demand, showing that it is busy', async () => {
    const link = await openAnalytics();
    await screen.findByText('300');
    const answers = new Subject<ApolloLink.Result>();
    link.on('AdminAnalytics', () => answers);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const busy = screen.getByRole('button', { name: 'Atualizando...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answers.next({ data: { adminAnalytics: analytics(30, { totalUsers: 131 }) } });
    answers.complete();
    expect(await screen.findByText('131')).toBeVisible();
    expect(link.callsOf('AdminAnalytics')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Atualizar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so while loading', async () => {
    const link = adminGateway().on('AdminAnalytics', () => new Subject<ApolloLink.Result>());
    await openAnalytics(link);
    expect(screen.getByText('Carregando analytics...')).toBeVisible();
  });

  it('toasts Failed to fetch analytics when the read fails, and again when a refresh fails', async () => {
    const link = await openAnalytics(adminGateway().on('AdminAnalytics', () => refusal('INTERNAL_SERVER_ERROR', 'Analytics store unavailable')));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to fetch analytics')).toBeVisible();
    expect(within(toast).getByText('Analytics store unavailable')).toBeVisible();
    expect(screen.getByText('Não foi possível carregar as métricas.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(within(await screen.findByRole('alert')).getByText('Failed to fetch analytics')).toBeVisible();
    expect(link.callsOf('AdminAnalytics').length).toBeGreaterThanOrEqual(2);
  });
});
