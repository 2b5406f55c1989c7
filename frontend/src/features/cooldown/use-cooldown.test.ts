import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOLDOWN_TICK_MS, useCooldown } from './use-cooldown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the cool-down run', () => {
  it('does not tick on the start screen, then counts a second per 1000 ms from the start', () => {
    const { result } = renderHook(() => useCooldown());
    advance(5000);
    expect(result.current.state).toMatchObject({ phase: 'start', seconds: 0 });
    act(() => result.current.start('run-1'));
    advance(COOLDOWN_TICK_MS - 1);
    expect(result.current.state.seconds).toBe(0);
    advance(1);
    expect(result.current.state.seconds).toBe(1);
    advance(59_000);
    expect(result.current.state.seconds).toBe(60);
  });

  it('stays on a sentence after a wrong answer, moves on after a right one, and stops the clock after the eighth', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start('run-1'));
    act(() => result.current.wrong());
    act(() => result.current.wrong());
    expect(result.current.state).toMatchObject({ sentence: 0, misses: [2, 0, 0, 0, 0, 0, 0, 0] });
    for (let i = 0; i < 8; i++) {
      advance(3000);
      act(() => result.current.right());
    }
    expect(result.current.state).toMatchObject({ phase: 'done', sentence: 8, seconds: 24, runId: 'run-1' });
    advance(10_000);
    expect(result.current.state.seconds).toBe(24);
    act(() => result.current.right());
    act(() => result.current.wrong());
    expect(result.current.state).toMatchObject({ sentence: 8, misses: [2, 0, 0, 0, 0, 0, 0, 0] });
  });

  it('starting again resets sentence, misses and time, with the new run id; reset goes back to the start screen', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start('run-1'));
    advance(7000);
    act(() => result.current.wrong());
    act(() => result.current.right());
    act(() => result.current.start('run-2'));
    expect(result.current.state).toEqual({ phase: 'running', sentence: 0, misses: [0, 0, 0, 0, 0, 0, 0, 0], seconds: 0, runId: 'run-2' });
    advance(2000);
    expect(result.current.state.seconds).toBe(2);
    act(() => result.current.reset());
    advance(2000);
    expect(result.current.state).toMatchObject({ phase: 'start', seconds: 0 });
  });
});
