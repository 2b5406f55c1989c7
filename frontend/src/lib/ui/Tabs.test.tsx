import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const TABS = [
  { key: 'practice', label: 'Praticar' },
  { key: 'exercises', label: 'Exercícios' },
  { key: 'history', label: 'Histórico' },
] as const;

function Screen() {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('practice');
  return (
    <Tabs
      label="Seções"
      tabs={TABS}
      active={active}
      onChange={setActive}
      panels={{ practice: 'Grave sua voz', exercises: 'Lista de exercícios', history: 'Sessões anteriores' }}
    />
  );
}

describe('Tabs', () => {
  it('shows the selected tab’s panel, named after its tab, and hides the others', async () => {
    render(<Screen />);
    expect(screen.getByRole('tablist', { name: 'Seções' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Praticar', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Praticar' })).toHaveTextContent('Grave sua voz');
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(screen.getByRole('tab', { name: 'Histórico', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Histórico' })).toHaveTextContent('Sessões anteriores');
    expect(screen.queryByText('Grave sua voz')).not.toBeVisible();
  });

  it('is one tab stop; the arrows, Home and End move the selection and the focus, wrapping around', async () => {
    render(<Screen />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Praticar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Exercícios', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Histórico', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Praticar', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Histórico', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Praticar', selected: true })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Praticar' })).not.toHaveFocus();
  });
});
