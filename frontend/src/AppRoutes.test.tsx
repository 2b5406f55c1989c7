import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './AppRoutes.tsx';
import { ANA, renderApp } from './test-support/render.tsx';
import { ScriptedLink } from './test-support/scripted-link.ts';

const quietProgress = () =>
  new ScriptedLink().on('TopBarProgress', () => ({ data: { myProgress: { __typename: 'Progress', currentStreak: 0, flowPoints: 0 } } }));

describe('routes', () => {
  it('shows the landing page at / while signed out', () => {
    renderApp(<AppRoutes />, { path: '/', auth: { status: 'signed-out', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('serves only / while signed out: other paths show the landing page', () => {
    renderApp(<AppRoutes />, { path: '/material-didatico', auth: { status: 'signed-out', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Material Didático' })).toBeNull();
  });

  it('shows the landing page while the sign-in state is loading', () => {
    renderApp(<AppRoutes />, { path: '/material-didatico', auth: { status: 'loading', user: null } });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('greets a signed-in user at / and links to the modules that exist', () => {
    renderApp(<AppRoutes />, { path: '/', link: quietProgress() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Olá, Ana!');
    expect(screen.getByRole('link', { name: /Material Didático/ }).getAttribute('href')).toBe('/material-didatico');
  });

  it('opens the handouts at /material-didatico', () => {
    renderApp(<AppRoutes />, { path: '/material-didatico', link: quietProgress() });
    expect(screen.getByRole('heading', { name: 'Material Didático' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Gerar Apostila/ })).toHaveLength(3);
  });

  it('shows 404 Page Not Found for an unknown path of a signed-in user', () => {
    renderApp(<AppRoutes />, { path: '/no-such-page', auth: { status: 'signed-in', user: ANA }, link: quietProgress() });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
