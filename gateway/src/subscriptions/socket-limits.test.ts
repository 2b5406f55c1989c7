import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeReasons, SOCKET_LIMIT_CLOSE, SocketLimits } from './socket-limits.ts';

const settings = { socketsPerLearner: 2, idleMs: 30_000, subscriptionsPerSocket: 3 };
const reasons = closeReasons(settings);

/** A socket that records how it was closed. */
const socket = () => {
  const closes: [number, string][] = [];
  return { closes, close: (code: number, reason: string) => void closes.push([code, reason]) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the limits of WebSockets', () => {
  it("closes a learner's oldest socket when one more than the cap connects, and no one else's", () => {
    const limits = new SocketLimits(settings);
    const [first, second, third, someoneElse] = [socket(), socket(), socket(), socket()];
    limits.connected('ana', first);
    limits.connected('ana', second);
    limits.connected('caio', someoneElse);
    limits.connected('ana', third);
    expect(first.closes).toEqual([[SOCKET_LIMIT_CLOSE.replaced, reasons.replaced]]);
    expect([second.closes, third.closes, someoneElse.closes]).toEqual([[], [], []]);
    limits.disconnected('ana', second);
    limits.connected('ana', socket());
    expect(third.closes).toEqual([]);
  });

  it('closes a socket that has had no subscription for the idle time, counted again from the end of its last one', () => {
    const limits = new SocketLimits(settings);
    const idle = socket();
    const busy = socket();
    limits.connected('ana', idle);
    limits.connected('bia', busy);
    expect(limits.subscribed(busy)).toBe(true);
    vi.advanceTimersByTime(settings.idleMs - 1);
    expect(idle.closes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(idle.closes).toEqual([[SOCKET_LIMIT_CLOSE.idle, reasons.idle]]);
    vi.advanceTimersByTime(settings.idleMs * 2);
    expect(busy.closes).toEqual([]);
    limits.completed(busy);
    vi.advanceTimersByTime(settings.idleMs);
    expect(busy.closes).toEqual([[SOCKET_LIMIT_CLOSE.idle, reasons.idle]]);
  });

  it('closes a socket asking for one subscription more than the cap, and counts completed ones out', () => {
    const limits = new SocketLimits(settings);
    const tidy = socket();
    const greedy = socket();
    limits.connected('ana', tidy);
    limits.connected('bia', greedy);
    expect([1, 2, 3].map(() => limits.subscribed(tidy))).toEqual([true, true, true]);
    limits.completed(tidy);
    expect(limits.subscribed(tidy)).toBe(true);
    expect([1, 2, 3, 4].map(() => limits.subscribed(greedy))).toEqual([true, true, true, false]);
    expect(tidy.closes).toEqual([]);
    expect(greedy.closes).toEqual([[SOCKET_LIMIT_CLOSE.tooManySubscriptions, reasons.tooManySubscriptions]]);
  });

  it('forgets a closed socket: no timer fires for it', () => {
    const limits = new SocketLimits(settings);
    const gone = socket();
    limits.connected('ana', gone);
    limits.disconnected('ana', gone);
    vi.advanceTimersByTime(settings.idleMs * 2);
    expect(gone.closes).toEqual([]);
  });

  it('gives reasons that fit a close frame and say what to do', () => {
    for (const reason of Object.values(reasons)) expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
    expect(reasons.idle).toBe('Closed: no subscription for 30 s. Connect again when you subscribe.');
  });
});
