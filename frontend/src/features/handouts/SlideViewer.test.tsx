import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GREETINGS_HANDOUT } from './fixtures.ts';
import { SlideViewer } from './SlideViewer.tsx';

function renderViewer(onBackToLevels = vi.fn()) {
  const view = render(<SlideViewer material={GREETINGS_HANDOUT} onBackToLevels={onBackToLevels} />);
  return { ...view, onBackToLevels };
}

const slideTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('slide viewer', () => {
  it('shows the title, the description and "n de total" with a progress bar', () => {
    renderViewer();
    expect(screen.getByRole('heading', { name: GREETINGS_HANDOUT.title })).toBeVisible();
    expect(screen.getByText(GREETINGS_HANDOUT.description)).toBeVisible();
    expect(screen.getByText('1 de 3')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progresso da apostila' }).getAttribute('aria-valuenow')).toBe('33');
  });

  it('disables previous on the first slide and next on the last', () => {
    renderViewer();
    expect(button('Slide anterior').disabled).toBe(true);
    expect(button('Próximo slide').disabled).toBe(false);
    fireEvent.click(button('Próximo slide'));
    fireEvent.click(button('Próximo slide'));
    expect(screen.getByText('3 de 3')).toBeVisible();
    expect(slideTitle()).toBe('Despedidas');
    expect(button('Próximo slide').disabled).toBe(true);
    expect(button('Slide anterior').disabled).toBe(false);
    fireEvent.click(button('Slide anterior'));
    expect(screen.getByText('2 de 3')).toBeVisible();
  });

  it('has one dot per slide that jumps to its slide', () => {
    renderViewer();
    const dots = within(screen.getByRole('navigation', { name: 'Navegação dos slides' })).getAllByRole('button', { name: /Ir para o slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]!.getAttribute('aria-current')).toBe('step');
    fireEvent.click(dots[2]!);
    expect(slideTitle()).toBe('Despedidas');
    expect(screen.getByRole('button', { name: 'Ir para o slide 3: Despedidas' }).getAttribute('aria-current')).toBe('step');
  });

  it('moves with the left and right arrow keys, within bounds', () => {
    renderViewer();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('1 de 3')).toBeVisible();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('2 de 3')).toBeVisible();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('3 de 3')).toBeVisible();
  });

  it('auto plays every 5 seconds, wraps to the first slide, and pauses', () => {
    vi.useFakeTimers();
    renderViewer();
    fireEvent.click(button('Auto Play'));
    expect(button('Pausar')).toBeVisible();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('1 de 3')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('2 de 3')).toBeVisible();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('3 de 3')).toBeVisible();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('1 de 3')).toBeVisible();

    fireEvent.click(button('Pausar'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('1 de 3')).toBeVisible();
  });

  it('stops auto play when the viewer is left', () => {
    vi.useFakeTimers();
    const { unmount } = renderViewer();
    fireEvent.click(button('Auto Play'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Níveis returns to the level picker', () => {
    const { onBackToLevels } = renderViewer();
    fireEvent.click(button('Níveis'));
    expect(onBackToLevels).toHaveBeenCalledOnce();
  });

  it('keeps the line breaks of the content', () => {
    renderViewer();
    const slide = screen.getByRole('article');
    const content = slide.querySelector('p')!;
    expect(content.querySelectorAll('br')).toHaveLength(2);
    expect(content.innerHTML).toBe('Hello é neutro.<br>Hi é informal.<br>Hey é bem casual.');
  });

  it('shows the exercise with lettered options that cannot be chosen, and its explanation', () => {
    renderViewer();
    fireEvent.click(button('Próximo slide'));
    const exercise = screen.getByRole('region', { name: 'Exercício' });
    expect(within(exercise).getByText('Qual resposta é mais natural para "How are you?"')).toBeVisible();
    const options = within(exercise)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(options).toEqual(["A)I'm good, thanks!", 'B)I am in good health.', 'C)Yes.']);
    expect(within(exercise).queryAllByRole('button')).toHaveLength(0);
    expect(within(exercise).queryAllByRole('radio')).toHaveLength(0);
    expect(exercise.textContent).toContain('Nos EUA, "How are you?" é quase um cumprimento');
  });

  it('shows no exercise on a slide without one', () => {
    renderViewer();
    expect(screen.queryByRole('region', { name: 'Exercício' })).toBeNull();
  });
});
