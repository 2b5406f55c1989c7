/**
 * Which of a text's readings ($2.50 "two dollars and fifty cents" or "two
 * fifty"; lexicon.ts's readingsOf) a recording holds: the one the phone
 * network hears best, by the best path through its words' canonical phones
 * over the whole clip. The posteriors are worked out for every clip anyway,
 * so the choice costs no decode. (The free phone loop's phones, compared by
 * edit distance, favoured the shorter reading wherever the loop dropped
 * phones: "the U S" was taken for "the us".)
 */
import { textPathScore } from '../acoustic/network-path.ts';
import type { PhonePosteriors } from '../acoustic/phone-network.ts';
import { canonicalPhones, type Slot } from './grammar.ts';

/**
 * The index of the reading (its slots) the network heard best; the first on
 * a tie. Each reading's path takes up to about 0.15 s for 150 words over 30 s
 * of audio, so the event loop is given back between readings.
 */
export async function likeliestReading(readings: readonly (readonly Slot[])[], posteriors: PhonePosteriors): Promise<number> {
  let [best, bestScore] = [0, Number.NEGATIVE_INFINITY];
  for (const [index, slots] of readings.entries()) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    const phones = slots.flatMap((slot) => (slot.positions ? [canonicalPhones(slot.positions)] : []));
    const score = textPathScore(posteriors, phones, 0, posteriors.frames - 1);
    if (score > bestScore) [best, bestScore] = [index, score];
  }
  return best;
}
