import { describe, expect, it } from 'vitest';
import { guessAgreement } from './guess-agreement.ts';

describe('guessAgreement', () => {
  it("compares espeak-ng's guesses with CMUdict on a fixed sample of its words", async () => {
    const first = await guessAgreement(1000);
    expect(first.words).toBeGreaterThan(100);
    // Most rare words and names are guessed nearly right: about half exactly, a phone in ten wrong (make bench prints the figures).
    expect(first.exact).toBeGreaterThan(0.3);
    expect(first.phoneErrorRate).toBeLessThan(0.25);
    expect(await guessAgreement(1000)).toEqual(first);
  });
});
