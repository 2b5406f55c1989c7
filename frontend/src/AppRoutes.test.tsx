import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes.tsx';
import { ADMIN, adminGateway } from './features/admin/admin-fixtures.ts';
import { learnerGateway } from './test-support/learner-fixtures.ts';
import { ANA, renderApp } from './test-support/render.tsx';

describe('routes', () => {
  it('shows the landing page at / while signed out', () => {
    renderApp(<AppRoutes />, { path: '/', auth: { status: 'signed-out', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  it("serves only / while signed out: a screen's path shows the landing page and is remembered for after signing in", async () => {
    sessionStorage.clear();
    renderApp(<AppRoutes />, { path: '/material-didatico?aba=2', auth: { status: 'signed-out', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Material Didático' })).toBeNull();
    await vi.waitFor(() => expect(sessionStorage.getItem('juba.returnPath')).toBe('/material-didatico?aba=2'));
  });

  it('shows 404 Page Not Found for an unknown path while signed out, remembering nothing', async () => {
    sessionStorage.clear();
    renderApp(<AppRoutes />, { path: '/no-such-page', auth: { status: 'signed-out', user: null } });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    expect(sessionStorage.getItem('juba.returnPath')).toBeNull();
  });

  it('shows the landing page while the sign-in state is loading', () => {
    renderApp(<AppRoutes />, { path: '/material-didatico', auth: { status: 'loading', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  it('shows the dashboard at / for a signed-in user, and links to the modules', async () => {
    renderApp(<AppRoutes />, { path: '/', link: learnerGateway() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Olá, Ana!');
    expect(screen.getByRole('link', { name: /Material Didático/ }).getAttribute('href')).toBe('/material-didatico');
  });

  it('opens the onboarding at /onboarding', async () => {
    renderApp(<AppRoutes />, { path: '/onboarding', link: learnerGateway() });
    expect(await screen.findByRole('heading', { name: 'English Level' })).toBeVisible();
  });

  it('opens the placement diagnostic at /learning-path', async () => {
    renderApp(<AppRoutes />, { path: '/learning-path', link: learnerGateway().on('LearningPathQuestions', () => ({ data: { learningPathQuestions: [] } })) });
    expect(await screen.findByText('Não foi possível carregar as questões do diagnóstico.')).toBeVisible();
  });

  it('opens conversation practice at /conversation', async () => {
    renderApp(<AppRoutes />, { path: '/conversation', link: learnerGateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation Practice' })).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });

  it('opens the challenge zone at /challenges', async () => {
    renderApp(<AppRoutes />, { path: '/challenges', link: learnerGateway().on('Challenges', () => ({ data: { challenges: [] } })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge Zone' })).toBeVisible();
    expect(await screen.findByText('No challenges available right now.')).toBeVisible();
  });

  it('opens the progress report at /progress', async () => {
    renderApp(<AppRoutes />, { path: '/progress', link: learnerGateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible();
  });

  it('opens the handouts at /material-didatico', async () => {
    renderApp(<AppRoutes />, { path: '/material-didatico', link: learnerGateway() });
    expect(await screen.findByRole('heading', { name: 'Material Didático' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Gerar Apostila/ })).toHaveLength(3);
  });

  it('opens the admin panel at /admin once the server grants it', async () => {
    renderApp(<AppRoutes />, { path: '/admin', auth: { status: 'signed-in', user: ADMIN }, link: adminGateway() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  });

  it('shows 404 Page Not Found for an unknown path of a signed-in user', async () => {
    renderApp(<AppRoutes />, { path: '/no-such-page', auth: { status: 'signed-in', user: ANA }, link: learnerGateway() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
