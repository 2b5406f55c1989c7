import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanGenerationUpdatesDocument } from '../../generated/graphql.ts';
import { createApolloClient } from './client.ts';
import { LIMIT_RETRIES, LIMIT_RETRY_WAIT_MS, SOCKET_LIMIT_CLOSE } from './socket-retry.ts';

/** A socket the test plays the gateway's side of: it acknowledges every connection and records what the client sends. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  readonly sent: { type: string }[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string) {
    const message = JSON.parse(data) as { type: string };
    this.sent.push(message);
    if (message.type === 'connection_init') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
  }

  /** The gateway closes the socket. */
  closeFromServer(code: number, reason = '') {
    this.close(code, reason);
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }

  get subscribed() {
    return this.sent.some((m) => m.type === 'subscribe');
  }
}

const latest = () => FakeSocket.opened.at(-1)!;

function subscribeToAJob() {
  const { client } = createApolloClient({ getToken: async () => 'token-1', onUnauthenticated: vi.fn(), origin: 'https://juba.exemplo.com.br' });
  /** Apollo Client hands a subscription's failure to `next`, as a result with its error. */
  const failures: unknown[] = [];
  const subscription = client
    .subscribe({ query: PlanGenerationUpdatesDocument, variables: { jobId: 'job-1' } })
    .subscribe({ next: (result) => void (result.error && failures.push(result.error)), error: (err) => void failures.push(err) });
  return { client, failures, subscription };
}

describe('the subscription socket after the gateway closes it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps reconnecting after network drops, backing off', async () => {
    const { subscription } = subscribeToAJob();
    await vi.advanceTimersByTimeAsync(10);
    expect(latest().subscribed).toBe(true);
    for (let drop = 1; drop <= 6; drop++) {
      latest().closeFromServer(1006);
      await vi.advanceTimersByTimeAsync(2 ** 6 * 1000 + 3000);
      expect(FakeSocket.opened).toHaveLength(drop + 1);
      expect(latest().subscribed).toBe(true);
    }
    subscription.unsubscribe();
  });

  it('after an idle close, reconnects only while a subscription needs the socket', async () => {
    const { client } = createApolloClient({ getToken: async () => 'token-1', onUnauthenticated: vi.fn(), origin: 'https://juba.exemplo.com.br' });
    const first = client.subscribe({ query: PlanGenerationUpdatesDocument, variables: { jobId: 'job-1' } }).subscribe({});
    await vi.advanceTimersByTimeAsync(10);
    // Closed as idle just as the subscription went out: it is needed, so the client comes back.
    latest().closeFromServer(SOCKET_LIMIT_CLOSE.idle, 'idle');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(latest().subscribed).toBe(true);
    // Without subscriptions the client closes the socket itself, and opens none until one is needed.
    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(10);
    expect(latest().readyState).toBe(FakeSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeSocket.opened).toHaveLength(2);

    const second = client.subscribe({ query: PlanGenerationUpdatesDocument, variables: { jobId: 'job-2' } }).subscribe({});
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeSocket.opened).toHaveLength(3);
    expect(latest().subscribed).toBe(true);
    second.unsubscribe();
  });

  it.each([SOCKET_LIMIT_CLOSE.replaced, SOCKET_LIMIT_CLOSE.tooManySubscriptions])(
    'after a limit close (%i) waits longer each time, then stops with a warning',
    async (code) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { failures } = subscribeToAJob();
      await vi.advanceTimersByTimeAsync(10);
      for (let close = 1; close <= LIMIT_RETRIES; close++) {
        latest().closeFromServer(code, 'limit');
        const wait = LIMIT_RETRY_WAIT_MS * 2 ** (close - 1);
        await vi.advanceTimersByTimeAsync(wait - 10);
        expect(FakeSocket.opened).toHaveLength(close);
        await vi.advanceTimersByTimeAsync(20);
        expect(FakeSocket.opened).toHaveLength(close + 1);
        expect(latest().subscribed).toBe(true);
      }
      latest().closeFromServer(code, 'limit');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(FakeSocket.opened).toHaveLength(LIMIT_RETRIES + 1);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]![0]).toMatch(new RegExp(`${code}: limit`));
      expect(failures).toHaveLength(1);
    },
  );

  it('counts limit closes anew after a network drop', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    subscribeToAJob();
    await vi.advanceTimersByTimeAsync(10);
    for (let close = 1; close <= LIMIT_RETRIES; close++) {
      latest().closeFromServer(SOCKET_LIMIT_CLOSE.replaced);
      await vi.advanceTimersByTimeAsync(LIMIT_RETRY_WAIT_MS * 2 ** (close - 1) + 10);
    }
    latest().closeFromServer(1006);
    await vi.advanceTimersByTimeAsync(5_000);
    latest().closeFromServer(SOCKET_LIMIT_CLOSE.replaced);
    await vi.advanceTimersByTimeAsync(LIMIT_RETRY_WAIT_MS + 10);
    expect(FakeSocket.opened).toHaveLength(LIMIT_RETRIES + 3);
    expect(latest().subscribed).toBe(true);
  });
});
