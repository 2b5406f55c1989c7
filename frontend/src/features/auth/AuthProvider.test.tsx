import { act, render, screen } from '@testing-library/react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { NEVER } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { ToastProvider } from '../../lib/toast/ToastProvider.tsx';
import { testSession } from '../../test-support/auth-session.ts';
import { tabsOfOneBrowser } from '../../test-support/session-broadcast.ts';
import { ANA } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { AuthProvider, LOGIN_REDIRECT_DELAY_MS } from './AuthProvider.tsx';

vi.mock('../../lib/browser-navigation.ts', () => ({ navigateBrowser: vi.fn() }));

function renderWithSession(options: { signedIn: boolean; me: typeof ANA | null; path?: string; otherTabs?: ReturnType<typeof tabsOfOneBrowser> }) {
  const session = testSession({ ...options, broadcast: options.otherTabs?.tab() });
  const link = new ScriptedLink()
    .on('Me', () => ({ data: { me: options.me && { __typename: 'User', ...options.me } } }))
    .on('TopBarProgress', () => ({ data: { progress: { __typename: 'Progress', currentStreak: 2, flowPoints: 30 } } }));
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <AuthProvider session={session}>
            <AppRoutes />
          </AuthProvider>
        </MemoryRouter>
      </ToastProvider>
    </ApolloProvider>,
  );
  return { session, link };
}

describe('auth provider', () => {
  beforeEach(() => {
    vi.mocked(navigateBrowser).mockClear();
    sessionStorage.clear();
  });

  it('signs the user in when the current-user query returns a user', async () => {
    const { link } = renderWithSession({ signedIn: true, me: ANA });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: /Olá, Ana!/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    expect(link.callsOf('Me')).toHaveLength(1);
  });

  it('stays on the landing page when the query returns no user', async () => {
    const { link } = renderWithSession({ signedIn: true, me: null });
    await vi.waitFor(() => expect(link.callsOf('Me')).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  it('asks for the current user only once signed in at the provider', async () => {
    const { session, link } = renderWithSession({ signedIn: false, me: ANA });
    await act(() => session.start());
    expect(session.state).toBe('signed-out');
    expect(link.callsOf('Me')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  it('a session lost while signed in shows Unauthorized, then goes to /api/login after 500 ms', async () => {
    const { session } = renderWithSession({ signedIn: true, me: ANA, path: '/material-didatico' });
    await screen.findByRole('heading', { name: 'Material Didático' });
    vi.useFakeTimers();
    act(() => session.lose());
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Unauthorized');
    expect(toast.textContent).toContain('You are logged out. Logging in again...');
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(navigateBrowser).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigateBrowser).toHaveBeenCalledWith('/api/login');
  });

  it('does not loop: a session refused again within a minute of the automatic sign-in stays signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('juba.lastAutoLogin', String(Date.now() - 10_000));
    const { session } = renderWithSession({ signedIn: true, me: ANA });
    await screen.findByRole('heading', { name: /Olá, Ana!/ });
    vi.useFakeTimers();
    act(() => session.lose());
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 4));
    expect(navigateBrowser).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(warn).toHaveBeenCalled();
  });

  it('a sign-in refused before the user got in leaves the landing page without redirecting', async () => {
    const { session, link } = renderWithSession({ signedIn: true, me: ANA });
    link.on('Me', () => NEVER);
    await vi.waitFor(() => expect(link.callsOf('Me')).toHaveLength(1));
    expect(session.state).toBe('authenticated');
    act(() => session.lose());
    expect(session.state).toBe('signed-out');
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigateBrowser).not.toHaveBeenCalled();
  });

  it('signed out in another tab: the landing page at once, with no toast and no redirect', async () => {
    const otherTabs = tabsOfOneBrowser();
    renderWithSession({ signedIn: true, me: ANA, path: '/material-didatico', otherTabs });
    await screen.findByRole('heading', { name: 'Material Didático' });
    vi.useFakeTimers();
    act(() => otherTabs.tab().announce('signed-out'));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 4));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigateBrowser).not.toHaveBeenCalled();
  });

  it('a session lost in another tab shows Unauthorized here too, then goes to /api/login after 500 ms', async () => {
    const otherTabs = tabsOfOneBrowser();
    renderWithSession({ signedIn: true, me: ANA, path: '/material-didatico', otherTabs });
    await screen.findByRole('heading', { name: 'Material Didático' });
    vi.useFakeTimers();
    act(() => otherTabs.tab().announce('lost'));
    expect(screen.getByRole('alert').textContent).toContain('You are logged out. Logging in again...');
    act(() => vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS));
    expect(navigateBrowser).toHaveBeenCalledWith('/api/login');
  });
});
