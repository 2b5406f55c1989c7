import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a plain button the keyboard reaches and presses, which does not submit its form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Pausar</Button>
      </form>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is the submit button', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit">Check Answer</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name, says it is busy and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Complete Challenge
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Complete Challenge' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the native props and the ref to the element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" size="sm" aria-pressed={false} aria-label="Excluir a palavra">
        Excluir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Excluir a palavra', pressed: false });
    expect(ref.current).toBe(button);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
