/**
 * How well a pronunciation explains a stretch of frames by the phone network:
 * the best left-to-right path through its phones (each held at least
 * MIN_FRAMES, as the decoders' three-state phones are), with optional silence
 * before and after, summing each frame's log posterior of its phone. Two
 * pronunciations of one word compared over the same frames say which the
 * network heard, whether they differ by a phone, a dropped phone or an added
 * vowel (i-school, workid, bigi). Over a whole text, against the path through
 * any phones, it says whether the clip reads that text at all.
 */
import { NETWORK_INDEX as INDEX, NETWORK_PHONES, type PhonePosteriors } from './phone-network.ts';

const WIDTH = NETWORK_PHONES.length;
const SILENCE = INDEX.get('SIL')!;
export const MIN_FRAMES = 3;

/** The best path's summed log posterior over frames [startFrame, endFrame] (clamped to the clip), or -Infinity when the frames are too few for the phones. */
export function pathScore(posteriors: PhonePosteriors, phones: readonly string[], startFrame: number, endFrame: number): number {
  return textPathScore(posteriors, [phones], startFrame, endFrame);
}

/**
 * `pathScore` through several words in order, silence allowed before each
 * and after the last, and each word passed over at `skipCost` (so a reading
 * that leaves a word out is still a reading of the text).
 */
export function textPathScore(
  posteriors: PhonePosteriors,
  words: readonly (readonly string[])[],
  startFrame: number,
  endFrame: number,
  skipCost = Number.POSITIVE_INFINITY,
): number {
  const first = Math.max(0, startFrame);
  const last = Math.min(endFrame, posteriors.frames - 1);
  if (last < first) return Number.NEGATIVE_INFINITY;
  // Per word: a silence state, then MIN_FRAMES states per phone (only the last of them repeats); then the trailing silence.
  const outputs: number[] = [];
  const wordOf: number[] = [];
  const silences: number[] = [];
  for (const [w, phones] of words.entries()) {
    silences.push(outputs.length);
    outputs.push(SILENCE);
    wordOf.push(w);
    for (const phone of phones) {
      for (let k = 0; k < MIN_FRAMES; k++) {
        outputs.push(INDEX.get(phone)!);
        wordOf.push(w);
      }
    }
  }
  silences.push(outputs.length);
  outputs.push(SILENCE);
  wordOf.push(words.length);
  const isSilence = outputs.map((_, state) => silences[wordOf[state]!] === state);
  const repeats = outputs.map((_, state) => isSilence[state] || (state - silences[wordOf[state]!]!) % MIN_FRAMES === 0);
  // A word's silence and its first phone's first state are entered from the gate before the word.
  const entered = outputs.map((_, state) => isSilence[state] || (state > 0 && isSilence[state - 1]));
  const gates = new Float64Array(words.length + 1);
  // gates[w]: the best path that has read words before w (each said or passed over) and may enter word w (its silence or first phone).
  const gate = (scores: Float64Array, frame: number) => {
    gates[0] = frame === first ? 0 : Number.NEGATIVE_INFINITY;
    for (let w = 1; w <= words.length; w++) gates[w] = Math.max(scores[silences[w]! - 1]!, gates[w - 1]! - skipCost);
  };
  let scores = new Float64Array(outputs.length).fill(Number.NEGATIVE_INFINITY);
  let next = new Float64Array(outputs.length);
  for (let frame = first; frame <= last; frame++) {
    const row = frame * WIDTH;
    gate(scores, frame);
    for (let state = 0; state < outputs.length; state++) {
      const stay = repeats[state] ? scores[state]! : Number.NEGATIVE_INFINITY;
      const entering = entered[state] ? gates[wordOf[state]!]! : Number.NEGATIVE_INFINITY;
      const advance = isSilence[state] ? Number.NEGATIVE_INFINITY : scores[state - 1]!;
      next[state] = Math.max(stay, entering, advance) + posteriors.values[row + outputs[state]!]!;
    }
    [scores, next] = [next, scores];
  }
  // After the last frame: the trailing silence, or the end of the last word said with any words after it passed over.
  gate(scores, last + 1);
  return Math.max(scores.at(-1)!, gates[words.length]!);
}

/**
 * The best path over frames [startFrame, endFrame] through any sequence of
 * phones, each held at least MIN_FRAMES as in `pathScore`, and silence, held
 * any number of frames as `pathScore`'s: what the network would have heard
 * given no text. `pathScore` minus this says how much the text costs the
 * network's reading of the frames, whatever the voice.
 */
export function loopPathScore(posteriors: PhonePosteriors, startFrame: number, endFrame: number): number {
  const first = Math.max(0, startFrame);
  const last = Math.min(endFrame, posteriors.frames - 1);
  if (last < first) return Number.NEGATIVE_INFINITY;
  // scores[k * MIN_FRAMES + s]: in output k's state s (s = MIN_FRAMES - 1 repeats and may hand over to any output).
  let scores = new Float64Array(WIDTH * MIN_FRAMES).fill(Number.NEGATIVE_INFINITY);
  let next = new Float64Array(WIDTH * MIN_FRAMES);
  for (let frame = first; frame <= last; frame++) {
    const row = frame * WIDTH;
    let handOver = frame === first ? 0 : Number.NEGATIVE_INFINITY;
    for (let k = 0; k < WIDTH; k++) handOver = Math.max(handOver, scores[k * MIN_FRAMES + MIN_FRAMES - 1]!);
    for (let k = 0; k < WIDTH; k++) {
      const value = posteriors.values[row + k]!;
      const base = k * MIN_FRAMES;
      next[base] = handOver + value;
      for (let s = 1; s < MIN_FRAMES - 1; s++) next[base + s] = scores[base + s - 1]! + value;
      const held = k === SILENCE ? handOver : scores[base + MIN_FRAMES - 2]!;
      next[base + MIN_FRAMES - 1] = Math.max(held, scores[base + MIN_FRAMES - 1]!) + value;
    }
    [scores, next] = [next, scores];
  }
  let best = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < WIDTH; k++) best = Math.max(best, scores[k * MIN_FRAMES + MIN_FRAMES - 1]!);
  return best;
}
