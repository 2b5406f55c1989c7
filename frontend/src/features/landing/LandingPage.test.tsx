import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateBrowser } from '../../lib/browser-navigation.ts';
import { LandingPage } from './LandingPage.tsx';

vi.mock('../../lib/browser-navigation.ts', () => ({ navigateBrowser: vi.fn() }));

describe('landing page', () => {
  beforeEach(() => vi.mocked(navigateBrowser).mockClear());

  it('starts in Sign In mode with email, password, remember me and forgot password', () => {
    render(<LandingPage />);
    expect(screen.getByRole('heading', { name: 'Juba' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<LandingPage />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('toggles to Create Account with names, email, password and terms, and back', async () => {
    const user = userEvent.setup();
    render(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  it('the main button of both modes goes to /api/login without sending the fields', async () => {
    const user = userEvent.setup();
    render(<LandingPage />);
    await user.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(navigateBrowser).toHaveBeenCalledWith('/api/login');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(navigateBrowser).toHaveBeenCalledTimes(2);
    expect(navigateBrowser).toHaveBeenLastCalledWith('/api/login');
  });
});
