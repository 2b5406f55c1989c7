/** What a socket costs the gateway is bounded by these (config.ts: WS_*). */
export interface SocketLimitSettings {
  socketsPerLearner: number;
  idleMs: number;
  subscriptionsPerSocket: number;
}

export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/**
 * Close codes of the limits, in graphql-ws's application range (4xxx) beside
 * its own. A reason is at most 123 bytes, so it says what happened and what
 * to do in a line.
 */
export const SOCKET_LIMIT_CLOSE = {
  replaced: 4010,
  idle: 4011,
  tooManySubscriptions: 4012,
} as const;

const seconds = (ms: number) => Math.round(ms / 1000);

export const closeReasons = (limits: SocketLimitSettings) => ({
  replaced: `Closed: more than ${limits.socketsPerLearner} sockets open for this learner; the oldest goes. Close unused tabs.`,
  idle: `Closed: no subscription for ${seconds(limits.idleMs)} s. Connect again when you subscribe.`,
  tooManySubscriptions: `Closed: more than ${limits.subscriptionsPerSocket} subscriptions on one socket. Complete one before starting another.`,
});

/**
 * Keeps one learner's sockets, an idle socket and one socket's subscriptions
 * within bounds: 300 sockets that never subscribe would otherwise stay open
 * for good, each holding memory and a file descriptor.
 */
export class SocketLimits {
  private readonly byLearner = new Map<string, ClosableSocket[]>();
  private readonly subscriptions = new Map<ClosableSocket, number>();
  private readonly idleTimers = new Map<ClosableSocket, ReturnType<typeof setTimeout>>();
  private readonly reasons: ReturnType<typeof closeReasons>;

  constructor(private readonly limits: SocketLimitSettings) {
    this.reasons = closeReasons(limits);
  }

  /** A learner's socket was accepted: the oldest of theirs beyond the cap is closed, and this one waits for a subscription. */
  connected(userId: string, socket: ClosableSocket) {
    const sockets = this.byLearner.get(userId) ?? [];
    sockets.push(socket);
    this.byLearner.set(userId, sockets);
    while (sockets.length > this.limits.socketsPerLearner) this.closeFor(sockets.shift()!, 'replaced');
    this.subscriptions.set(socket, 0);
    this.waitForSubscription(socket);
  }

  /** False when the socket already runs as many as it may: it is then closed. */
  subscribed(socket: ClosableSocket): boolean {
    const running = (this.subscriptions.get(socket) ?? 0) + 1;
    if (running > this.limits.subscriptionsPerSocket) {
      this.closeFor(socket, 'tooManySubscriptions');
      return false;
    }
    this.subscriptions.set(socket, running);
    clearTimeout(this.idleTimers.get(socket));
    this.idleTimers.delete(socket);
    return true;
  }

  completed(socket: ClosableSocket) {
    const before = this.subscriptions.get(socket);
    if (before === undefined) return;
    const running = before - 1;
    this.subscriptions.set(socket, running);
    if (running === 0) this.waitForSubscription(socket);
  }

  disconnected(userId: string, socket: ClosableSocket) {
    clearTimeout(this.idleTimers.get(socket));
    this.idleTimers.delete(socket);
    this.subscriptions.delete(socket);
    const sockets = this.byLearner.get(userId)?.filter((s) => s !== socket) ?? [];
    if (sockets.length > 0) this.byLearner.set(userId, sockets);
    else this.byLearner.delete(userId);
  }

  private waitForSubscription(socket: ClosableSocket) {
    const timer = setTimeout(() => this.closeFor(socket, 'idle'), this.limits.idleMs);
    timer.unref?.();
    this.idleTimers.set(socket, timer);
  }

  private closeFor(socket: ClosableSocket, why: keyof typeof SOCKET_LIMIT_CLOSE) {
    clearTimeout(this.idleTimers.get(socket));
    this.idleTimers.delete(socket);
    socket.close(SOCKET_LIMIT_CLOSE[why], this.reasons[why]);
  }
}
