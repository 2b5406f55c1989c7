import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

function breakerOnAFakeClock() {
  let now = 0;
  const breaker = new CircuitBreaker({ failures: 3, openMs: 2_000, now: () => now });
  return { breaker, advance: (ms: number) => void (now += ms) };
}

describe('circuit breaker', () => {
  it('opens after the configured failures in a row and refuses, with the time left, until the open period ends', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    breaker.failed();
    breaker.failed();
    expect(breaker.admit()).toEqual({ admitted: true });
    breaker.failed();
    expect(breaker.state).toBe('open');
    advance(500);
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 1_500 });
  });

  it('forgets failures once the subgraph answers', () => {
    const { breaker } = breakerOnAFakeClock();
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state).toBe('closed');
  });

  it('lets one probe through after the open period and closes when it answers', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(2_000);
    expect(breaker.admit()).toEqual({ admitted: true });
    expect(breaker.state).toBe('half-open');
    expect(breaker.admit().admitted).toBe(false);
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    expect(breaker.admit()).toEqual({ admitted: true });
  });

  it('opens again for a whole period when the probe fails', () => {
    const { breaker, advance } = breakerOnAFakeClock();
    for (let i = 0; i < 3; i++) breaker.failed();
    advance(2_000);
    expect(breaker.admit().admitted).toBe(true);
    breaker.failed();
    expect(breaker.state).toBe('open');
    advance(1_999);
    expect(breaker.admit().admitted).toBe(false);
    advance(1);
    expect(breaker.admit().admitted).toBe(true);
  });
});
