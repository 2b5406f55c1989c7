import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToggleChip } from './ToggleChip.tsx';

function Chip() {
  const [on, setOn] = useState(false);
  return (
    <ToggleChip pressed={on} onToggle={() => setOn(!on)}>
      Música
    </ToggleChip>
  );
}

describe('ToggleChip', () => {
  it('is a button that says whether it is on, and turns on and off by click or keyboard', async () => {
    render(<Chip />);
    await userEvent.click(screen.getByRole('button', { name: 'Música', pressed: false }));
    expect(screen.getByRole('button', { name: 'Música', pressed: true })).toBeVisible();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Música', pressed: false })).toHaveFocus();
  });
});
