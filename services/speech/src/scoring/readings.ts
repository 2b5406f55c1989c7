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

/** The index of the reading (its slots) the network heard best; the first on a tie. */
export function likeliestReading(readings: readonly (readonly Slot[])[], posteriors: PhonePosteriors): number {
  const scores = readings.map((slots) =>
    textPathScore(
      posteriors,
      slots.flatMap((slot) => (slot.positions ? [canonicalPhones(slot.positions)] : [])),
      0,
      posteriors.frames - 1,
    ),
  );
  return scores.indexOf(Math.max(...scores));
}
