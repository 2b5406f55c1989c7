/**
 * How many large bodies (recordings of up to 10 MB) the gateway reads and
 * parses at once, per learner and in all: each costs tens of MB of memory
 * while it is read, parsed and forwarded, so their number is what bounds it.
 */
export class UploadSlots {
  private total = 0;
  private readonly byLearner = new Map<string, number>();

  constructor(private readonly limits: { perLearner: number; total: number }) {}

  /** A release for one slot, or why there is none. Releasing twice frees one slot. */
  take(userId: string): { release: () => void } | { full: 'learner' | 'gateway' } {
    const mine = this.byLearner.get(userId) ?? 0;
    if (mine >= this.limits.perLearner) return { full: 'learner' };
    if (this.total >= this.limits.total) return { full: 'gateway' };
    this.byLearner.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.byLearner.get(userId) ?? 1) - 1;
        if (left === 0) this.byLearner.delete(userId);
        else this.byLearner.set(userId, left);
      },
    };
  }
}
