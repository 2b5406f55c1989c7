import { screen } from '@testing-library/react';

/** The toast on screen (one at a time): the element announced as its status or alert. */
export function notification(): HTMLElement {
  const toast = screen.getByRole('region', { name: 'Notificações (F8)' }).querySelector<HTMLElement>('li > [role]');
  if (!toast) throw new Error('No toast on screen');
  return toast;
}
