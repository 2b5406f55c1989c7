import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { testSession } from './test-support/auth-session.ts';

// The signed-in app stands in for the real one (which talks to the API): the
// tests see when it is downloaded and that it keeps the routes once there.
const loaded = vi.hoisted(() => vi.fn());
vi.mock('./SignedInApp.tsx', () => {
  loaded();
  return {
    SignedInApp: ({ children }: { children: ReactNode }) => (
      <>
        <p>signed-in app</p>
        {children}
      </>
    ),
  };
});

describe('the app before and after sign-in', () => {
  it('shows the landing page to a signed-out visitor without downloading the signed-in app', async () => {
    const session = testSession({ signedIn: false });
    render(<App session={session} />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await act(() => session.start());
    expect(session.state).toBe('signed-out');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('hands an authenticated session to the signed-in app, which keeps the routes after the session ends', async () => {
    const session = testSession({ signedIn: true });
    render(<App session={session} />);
    expect(await screen.findByText('signed-in app')).toBeVisible();
    expect(loaded).toHaveBeenCalledTimes(1);
    // The routes are inside it (the stand-in reads no user, so they show the landing page).
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    act(() => session.lose());
    expect(session.state).toBe('signed-out');
    expect(screen.getByText('signed-in app')).toBeVisible();
  });
});
