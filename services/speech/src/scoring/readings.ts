/**
 * Which of a text's readings ($2.50 "two dollars and fifty cents" or "two
 * fifty"; lexicon.ts's readingsOf) a recording holds: the one whose
 * canonical phones the free phone loop's are closest to. The loop does not
 * depend on the text, so the choice costs no decode.
 */
import type { Segment } from '../pocketsphinx/native.ts';
import { editDistance } from './features.ts';
import { classOf } from './gop.ts';
import { canonicalPhones, type Slot } from './grammar.ts';

/** The index of the reading (its slots) the loop heard; the first on a tie. */
export function closestReading(readings: readonly (readonly Slot[])[], phoneLoop: readonly Segment[]): number {
  const heard = phoneLoop.map((segment) => segment.word).filter((phone) => classOf(phone) !== undefined);
  const distances = readings.map((slots) =>
    editDistance(
      slots.flatMap((slot) => (slot.positions ? canonicalPhones(slot.positions) : [])),
      heard,
    ),
  );
  return distances.indexOf(Math.min(...distances));
}
