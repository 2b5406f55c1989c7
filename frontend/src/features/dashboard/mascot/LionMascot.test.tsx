import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render.tsx';
import { sequence } from '../../../test-support/random.ts';
import { LionMascot } from './LionMascot.tsx';
import { CLICK_EFFECT_MS, MESSAGE_ROTATION_MS, REGULAR_MESSAGES, SPECIAL_MESSAGES } from './messages.ts';

const showing = (english: string) => screen.queryByText(english) !== null;
const lion = () => screen.getByRole('button', { name: 'Falar com o Juba' });

describe('lion mascot', () => {
  it('has enough bilingual messages in every mood', () => {
    expect(REGULAR_MESSAGES.length).toBeGreaterThanOrEqual(8);
    expect(SPECIAL_MESSAGES.length).toBeGreaterThanOrEqual(4);
    const moods = new Set([...REGULAR_MESSAGES, ...SPECIAL_MESSAGES].map((m) => m.mood));
    expect([...moods].sort()).toEqual(['celebrating', 'encouraging', 'proud', 'teaching', 'thinking']);
    for (const message of [...REGULAR_MESSAGES, ...SPECIAL_MESSAGES]) {
      for (const field of ['english', 'phonetic', 'portuguese'] as const) expect(message[field], `${field} of "${message.english}"`).toBeTruthy();
    }
  });

  it('shows English, the respelling, Portuguese and the mood, and rotates every 4.5 s', () => {
    vi.useFakeTimers();
    renderApp(<LionMascot />);
    const [first, second, third] = REGULAR_MESSAGES;
    expect(showing(first!.english)).toBe(true);
    expect(screen.getByText(`/${first!.phonetic}/`)).toBeVisible();
    expect(showing(first!.portuguese)).toBe(true);
    expect(showing('Encorajando')).toBe(true);

    act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS - 1));
    expect(showing(first!.english)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(showing(second!.english)).toBe(true);
    act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS));
    expect(showing(third!.english)).toBe(true);
  });

  it('shows every message in turn and wraps around after the last', () => {
    vi.useFakeTimers();
    renderApp(<LionMascot />);
    for (const message of REGULAR_MESSAGES.slice(1)) {
      act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS));
      expect(showing(message.english)).toBe(true);
    }
    act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS));
    expect(showing(REGULAR_MESSAGES[0]!.english)).toBe(true);
  });

  it('a click jumps for 1.8 s; without the 40% chance it moves on to the next message', () => {
    vi.useFakeTimers();
    renderApp(<LionMascot />, { random: sequence(0.4) });
    fireEvent.click(lion());
    expect(showing(REGULAR_MESSAGES[1]!.english)).toBe(true);
    expect(showing('ROAR!')).toBe(true);
    act(() => vi.advanceTimersByTime(CLICK_EFFECT_MS - 1));
    expect(showing('ROAR!')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(showing('ROAR!')).toBe(false);
  });

  it('a click within the 40% chance shows a special message, which gets its full 4.5 s before the rotation resumes', () => {
    vi.useFakeTimers();
    renderApp(<LionMascot />, { random: sequence(0.39, 0.5) });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(lion());
    const special = SPECIAL_MESSAGES[Math.floor(0.5 * SPECIAL_MESSAGES.length)]!;
    expect(showing(special.english)).toBe(true);
    expect(showing(special.portuguese)).toBe(true);
    act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS - 1));
    expect(showing(special.english)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(showing(REGULAR_MESSAGES[1]!.english)).toBe(true);
  });

  it('a second click keeps the jump going for 1.8 s from that click', () => {
    vi.useFakeTimers();
    renderApp(<LionMascot />, { random: sequence(0.9) });
    fireEvent.click(lion());
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(lion());
    act(() => vi.advanceTimersByTime(CLICK_EFFECT_MS - 1));
    expect(showing('ROAR!')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(showing('ROAR!')).toBe(false);
  });

  it('can be paused and resumed', () => {
    vi.useFakeTimers();
    renderApp(<LionMascot />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar mensagens' }));
    act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS * 3));
    expect(showing(REGULAR_MESSAGES[0]!.english)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retomar mensagens' }));
    act(() => vi.advanceTimersByTime(MESSAGE_ROTATION_MS));
    expect(showing(REGULAR_MESSAGES[1]!.english)).toBe(true);
  });
});
