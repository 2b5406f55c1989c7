import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { ANA, renderApp } from '../../test-support/render.tsx';
import { ADMIN, adminGateway, analytics, refusal } from './admin-fixtures.ts';
import { notification } from '../../test-support/toast.ts';

function openAdmin(link = adminGateway(), user = ADMIN) {
  renderApp(<AppRoutes />, { path: '/admin', link, auth: { status: 'signed-in', user } });
  return link;
}

describe('admin panel access', () => {
  it.each(['FORBIDDEN', 'UNAUTHENTICATED'])('shows Access Denied and the Acesso Negado screen when the server refuses with %s', async (code) => {
    openAdmin(
      adminGateway().on('AdminDashboard', () => refusal(code)),
      ANA,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso Negado' })).toBeVisible();
    expect(screen.getByText('Privilégios de administrador são necessários para acessar esta área.')).toBeVisible();
    // The toast is raised by the page's effect after the refusal, which may land a render after the heading.
    const toast = await waitFor(notification);
    expect(toast.getAttribute('role')).toBe('alert');
    expect(within(toast).getByText('Access Denied')).toBeVisible();
    expect(within(toast).getByText('Admin privileges required for this area.')).toBeVisible();
  });

  it('lets the server decide: an isAdmin user the server refuses sees the denial, and nothing admin is read', async () => {
    const link = openAdmin(
      adminGateway().on('AdminDashboard', () => refusal('FORBIDDEN')),
      ADMIN,
    );
    await screen.findByRole('heading', { name: 'Acesso Negado' });
    expect(screen.queryByText('Painel Administrativo')).toBeNull();
    expect(link.callsOf('AdminAnalytics')).toHaveLength(0);
  });

  it('the denial screen leads back to /', async () => {
    openAdmin(
      adminGateway().on('AdminDashboard', () => refusal('FORBIDDEN')),
      ANA,
    );
    const home = await screen.findByRole('link', { name: 'Voltar ao início' });
    expect(home.getAttribute('href')).toBe('/');
    await userEvent.click(home);
    // The dashboard is loaded on demand: the denial screen stays until it is there.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Olá, Ana!'));
  });

  it('shows the denial screen without the access toast when the dashboard fails otherwise', async () => {
    openAdmin(adminGateway().on('AdminDashboard', () => new Error('Network down')));
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('waits for the server before showing anything', () => {
    openAdmin(adminGateway().on('AdminDashboard', () => new Observable(() => {})));
    expect(screen.getByRole('status').textContent).toBe('Carregando o painel administrativo...');
    expect(screen.queryByText('Painel Administrativo')).toBeNull();
  });
});

describe('admin panel main view', () => {
  it("greets the admin by first name with the email and the server's message", async () => {
    openAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    expect(screen.getByText('Olá, Carla')).toBeVisible();
    expect(screen.getByText('admin@juba.local')).toBeVisible();
    expect(screen.getByText('Bem-vindo ao painel administrativo')).toBeVisible();
  });

  it('calls the admin "Admin" when the first name is blank', async () => {
    openAdmin(adminGateway(), { ...ADMIN, firstName: ' ' });
    expect(await screen.findByText('Olá, Admin')).toBeVisible();
  });

  it('offers analytics, content and config; users is coming soon, reachable by keyboard, announced as unavailable and inert', async () => {
    const user = userEvent.setup();
    openAdmin();
    const areas = await screen.findByRole('region', { name: 'Gerenciamento' });
    const users = within(areas).getByRole('button', { name: /^Usuários/ });
    expect(users.getAttribute('aria-disabled')).toBe('true');
    expect(within(users).getByText('Em Breve')).toBeVisible();
    for (const name of ['Analytics', 'Conteúdo', 'Configurações']) {
      const card = within(areas).getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement;
      expect(card.disabled).toBe(false);
      expect(card.getAttribute('aria-disabled')).toBeNull();
    }

    within(areas)
      .getByRole('button', { name: /^Analytics/ })
      .focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(users);
    await user.keyboard('{Enter}');
    await user.click(users);
    expect(screen.queryByRole('button', { name: 'Voltar ao painel' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Visão Geral da Plataforma' })).toBeVisible();
  });

  it('shows the platform overview: all users and all-time sessions from the 30-day analytics, and the fixed uptime', async () => {
    const link = openAdmin();
    const overview = await screen.findByRole('region', { name: 'Visão Geral da Plataforma' });
    const figure = (label: string) => within(overview).getByText(label).nextElementSibling?.textContent;
    await within(overview).findByText('128');
    expect(figure('Total de Usuários')).toBe('128');
    expect(figure('Total de Sessões')).toBe('2345');
    expect(figure('Uptime')).toBe('99.9%');
    expect(link.callsOf('AdminAnalytics').map((call) => call.variables)).toEqual([{ days: 30 }]);
  });

  it.each([
    ['the read fails', refusal('INTERNAL_SERVER_ERROR')],
    ['the figures are missing', { data: { adminAnalytics: null } }],
  ])('explains the overview and offers a retry when %s, keeping the panel open', async (_, answer) => {
    let broken = true;
    openAdmin(adminGateway().on('AdminAnalytics', ({ days }) => (broken ? answer : { data: { adminAnalytics: analytics(Number(days)) } })));
    const overview = await screen.findByRole('region', { name: 'Visão Geral da Plataforma' });
    expect(await within(overview).findByText('Não foi possível carregar a visão geral da plataforma.')).toBeVisible();
    expect(within(overview).getByText('Total de Usuários').nextElementSibling?.textContent).toBe('—');
    expect(within(overview).getByText('Uptime').nextElementSibling?.textContent).toBe('99.9%');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();

    broken = false;
    await userEvent.click(within(overview).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(overview).findByText('128')).toBeVisible();
    expect(within(overview).queryByText('Não foi possível carregar a visão geral da plataforma.')).toBeNull();
    expect(within(overview).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('opens a sub-view and comes back with the keyboard, to the card that opened it', async () => {
    const user = userEvent.setup();
    openAdmin();
    const contentCard = await screen.findByRole('button', { name: /^Conteúdo/ });
    contentCard.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Conteúdo' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('region', { name: 'Visão Geral da Plataforma' })).toBeNull();

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Voltar ao painel' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Visão Geral da Plataforma' })).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Conteúdo/ }));
  });

  it.each([
    ['analytics', 'Analytics'],
    ['content', 'Conteúdo'],
    ['config', 'Configurações'],
  ])('opens ?view=%s directly', async (view, title) => {
    renderApp(<AppRoutes />, { path: `/admin?view=${view}`, link: adminGateway(), auth: { status: 'signed-in', user: ADMIN } });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voltar ao painel' })).toBeVisible();
  });
});
