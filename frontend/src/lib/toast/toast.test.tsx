import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider.tsx';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Material Gerado!', description: 'Apostila pronta.' })}>
        first
      </button>
      <button
        type="button"
        onClick={() => toast({ title: 'Erro ao gerar material', description: 'Tente novamente em alguns instantes.', variant: 'destructive' })}
      >
        second
      </button>
    </>
  );
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('status').textContent).toContain('Material Gerado!');
    expect(screen.getByText('Apostila pronta.')).toBeVisible();

    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('Material Gerado!')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Erro ao gerar material');
    expect(alert.textContent).toContain('Tente novamente em alguns instantes.');
  });

  it('disappears after 5 seconds', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Material Gerado!')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Material Gerado!')).toBeNull();
  });

  it('waits while the pointer rests on it, then uses the time it had left', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Material Gerado!')).toBeVisible();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Material Gerado!')).toBeNull();
  });

  it('can be closed by hand', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Material Gerado!')).toBeNull();
  });

  it('F8 moves focus to the notifications region', () => {
    renderToasts();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notificações (F8)' }).querySelector('ol'));
  });
});
