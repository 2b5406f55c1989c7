import { APIConnectionTimeoutError } from 'openai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiAbortedError, AiTimeoutError } from '../errors.ts';
import { startDeadline, type DeadlineTimes } from './deadline.ts';

const label = 'at http://model.test/v1 (model m)';

/** A deadline started now, and what its explain makes of the abort that ended it. */
function started(times: DeadlineTimes, callerSignal?: AbortSignal) {
  const deadline = startDeadline(times, callerSignal, label);
  return { deadline, outcome: () => deadline.explain(deadline.signal.reason) };
}

/** Not ended a millisecond before `ms` from now, and ended at `ms`. */
function expectEndsIn(deadline: { signal: AbortSignal }, ms: number) {
  vi.advanceTimersByTime(ms - 1);
  expect(deadline.signal.aborted).toBe(false);
  vi.advanceTimersByTime(1);
  expect(deadline.signal.aborted).toBe(true);
}

describe('startDeadline', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it.each([
    { times: { ms: 8_000 }, endsIn: 3_000, title: 'without a cap, ends the call after ms however it progresses' },
    { times: { ms: 8_000, capMs: 30_000 }, endsIn: 8_000, title: 'with a cap, ends the call after ms without progress, each postpone giving it ms more' },
  ])('$title', ({ times, endsIn }) => {
    const { deadline, outcome } = started(times);
    vi.advanceTimersByTime(5_000);
    deadline.postpone();
    expectEndsIn(deadline, endsIn);
    expect(outcome()).toEqual(new AiTimeoutError(8_000));
  });

  it('with a cap, ends the call at the cap however often it is postponed', () => {
    const { deadline, outcome } = started({ ms: 8_000, capMs: 30_000 });
    for (let second = 1; second < 30; second++) {
      vi.advanceTimersByTime(1_000);
      deadline.postpone();
    }
    expectEndsIn(deadline, 1_000);
    expect(outcome()).toEqual(new AiTimeoutError(30_000));
  });

  it('a cap shorter than ms ends the call first, with its own time', () => {
    const { deadline, outcome } = started({ ms: 8_000, capMs: 300 });
    expectEndsIn(deadline, 300);
    expect(outcome()).toEqual(new AiTimeoutError(300));
  });

  it('tells the caller’s abort from a timeout, even when a timer comes due later', () => {
    const caller = new AbortController();
    const { deadline, outcome } = started({ ms: 8_000, capMs: 30_000 }, caller.signal);
    caller.abort();
    expect(deadline.signal.aborted).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(outcome()).toBeInstanceOf(AiAbortedError);
  });

  it('reports the SDK’s own timeout (the configured one) as the cap, or as ms without one', () => {
    const sdkTimeout = new APIConnectionTimeoutError();
    expect(started({ ms: 8_000, capMs: 30_000 }).deadline.explain(sdkTimeout)).toEqual(new AiTimeoutError(30_000));
    expect(started({ ms: 8_000 }).deadline.explain(sdkTimeout)).toEqual(new AiTimeoutError(8_000));
  });

  it('clear leaves no timer behind', () => {
    started({ ms: 8_000, capMs: 30_000 }).deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
  });
});
