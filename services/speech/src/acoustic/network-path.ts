/**
 * How well a pronunciation explains a stretch of frames by the phone network:
 * the best left-to-right path through its phones (each held at least
 * MIN_FRAMES, as the decoders' three-state phones are), with optional silence
 * before and after, summing each frame's log posterior of its phone. Two
 * pronunciations of one word compared over the same frames say which the
 * network heard, whether they differ by a phone, a dropped phone or an added
 * vowel (i-school, workid, bigi).
 */
import { NETWORK_INDEX as INDEX, NETWORK_PHONES, type PhonePosteriors } from './phone-network.ts';

const WIDTH = NETWORK_PHONES.length;
const SILENCE = INDEX.get('SIL')!;
export const MIN_FRAMES = 3;

/** The best path's summed log posterior over frames [startFrame, endFrame] (clamped to the clip), or -Infinity when the frames are too few for the phones. */
export function pathScore(posteriors: PhonePosteriors, phones: readonly string[], startFrame: number, endFrame: number): number {
  const first = Math.max(0, startFrame);
  const last = Math.min(endFrame, posteriors.frames - 1);
  // States: leading silence, MIN_FRAMES per phone (only the last of them repeats), trailing silence.
  const outputs = [SILENCE, ...phones.flatMap((phone) => Array<number>(MIN_FRAMES).fill(INDEX.get(phone)!)), SILENCE];
  const repeats = outputs.map((_, state) => state === 0 || state === outputs.length - 1 || state % MIN_FRAMES === 0);
  const lastPhoneState = outputs.length - 2;
  let scores = new Float64Array(outputs.length).fill(Number.NEGATIVE_INFINITY);
  let next = new Float64Array(outputs.length);
  for (let frame = first; frame <= last; frame++) {
    const row = frame * WIDTH;
    for (let state = 0; state < outputs.length; state++) {
      // A path starts in the leading silence or, skipping it, in the first phone.
      const entering = frame === first ? (state <= 1 ? 0 : Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY;
      const stay = repeats[state] ? scores[state]! : Number.NEGATIVE_INFINITY;
      const advance = state > 0 ? scores[state - 1]! : Number.NEGATIVE_INFINITY;
      // The trailing silence is entered from the last phone's last state (the skip over it is the same transition).
      next[state] = Math.max(entering, stay, advance) + posteriors.values[row + outputs[state]!]!;
    }
    [scores, next] = [next, scores];
  }
  return Math.max(scores[lastPhoneState]!, scores[outputs.length - 1]!);
}
