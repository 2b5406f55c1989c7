import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { ANA, renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { TopBar } from './TopBar.tsx';

vi.mock('../../lib/browser-navigation.ts', () => ({ navigateBrowser: vi.fn() }));

function progress(currentStreak: number, flowPoints: number) {
  return new ScriptedLink().on('TopBarProgress', () => ({
    data: { progress: { __typename: 'Progress', currentStreak, flowPoints } },
  }));
}

describe('top bar', () => {
  beforeEach(() => vi.mocked(navigateBrowser).mockClear());

  it('links to the learner screens and hides Admin from learners', () => {
    renderApp(<TopBar user={ANA} />, { link: progress(0, 0) });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/'],
      ['Conversation', '/conversation'],
      ['Challenges', '/challenges'],
      ['Progress', '/progress'],
    ]);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('links to Meus dados beside the profile', () => {
    renderApp(<TopBar user={ANA} />, { link: progress(0, 0) });
    expect(screen.getByRole('link', { name: 'Meus dados' }).getAttribute('href')).toBe('/my-data');
  });

  it('shows Admin to admins', () => {
    renderApp(<TopBar user={{ ...ANA, isAdmin: true }} />, { link: progress(0, 0) });
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the streak, flow points, first name, the level label and the initial when there is no photo', async () => {
    renderApp(<TopBar user={ANA} />, { link: progress(7, 1250) });
    expect((await screen.findByTitle('Day streak')).textContent).toContain('7');
    expect(screen.getByTitle('Flow points').textContent).toContain('1250');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Ana')).toBeVisible();
    expect(within(banner).getByText('Intermediate')).toBeVisible();
    expect(within(banner).getByText('A')).toBeVisible();
  });

  it('shows the profile image when there is one', () => {
    const { container } = renderApp(<TopBar user={{ ...ANA, profileImageUrl: 'https://img.exemplo.com.br/ana.png' }} />, { link: progress(0, 0) });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.exemplo.com.br/ana.png');
  });

  it('shows 0 and keeps working when progress cannot be read', async () => {
    const link = new ScriptedLink().on('TopBarProgress', () => new Error('learner service down'));
    renderApp(<TopBar user={ANA} />, { link });
    await vi.waitFor(() => expect(link.callsOf('TopBarProgress')).toHaveLength(1));
    expect(screen.getByTitle('Day streak').textContent).toContain('0');
    expect(screen.getByTitle('Flow points').textContent).toContain('0');
  });

  it('Logout leaves for /api/logout', async () => {
    const user = userEvent.setup();
    renderApp(<TopBar user={ANA} />, { link: progress(0, 0) });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(navigateBrowser).toHaveBeenCalledWith('/api/logout');
  });
});
