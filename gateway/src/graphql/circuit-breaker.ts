export interface CircuitBreakerSettings {
  /** Failures in a row (no answer in time, no connection) that open the breaker. */
  failures: number;
  /** How long an open breaker refuses before it lets one probe through. */
  openMs: number;
  now?: () => number;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * One per subgraph: after `failures` requests in a row got no answer, the
 * subgraph is left alone for `openMs` (callers are refused at once instead
 * of piling onto it); then a single request goes through as a probe, and its
 * outcome closes the breaker or opens it again.
 */
export class CircuitBreaker {
  private failuresInARow = 0;
  private openedAt: number | null = null;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly settings: CircuitBreakerSettings) {
    this.now = settings.now ?? Date.now;
  }

  admit(): Admission {
    if (this.openedAt === null) return { admitted: true };
    const openFor = this.now() - this.openedAt;
    if (openFor < this.settings.openMs) return { admitted: false, retryAfterMs: this.settings.openMs - openFor };
    // Half-open: one probe at a time; the others are refused until it answers.
    if (this.probing) return { admitted: false, retryAfterMs: this.settings.openMs };
    this.probing = true;
    return { admitted: true };
  }

  /** The subgraph answered (whatever it said). */
  succeeded() {
    this.failuresInARow = 0;
    this.openedAt = null;
    this.probing = false;
  }

  failed() {
    this.failuresInARow++;
    if (this.probing || this.openedAt !== null || this.failuresInARow >= this.settings.failures) {
      this.openedAt = this.now();
      this.probing = false;
    }
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openedAt === null) return 'closed';
    return this.probing || this.now() - this.openedAt >= this.settings.openMs ? 'half-open' : 'open';
  }
}
