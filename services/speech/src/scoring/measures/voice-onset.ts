/**
 * Voice-onset time of a stop before a vowel: from the burst (the release, a
 * jump of high-frequency energy out of the closure) to the onset of voicing
 * (the first periodic stretch of the vowel). English /p t k/ starting a
 * stressed syllable are aspirated, 40-100 ms; Portuguese /p t k/, like
 * English /b d g/, voice within about 25 ms, which an American hears as
 * "bin" for *pin*.
 *
 * The aligner's boundaries are only roughly right (its aspiration may sit in
 * the stop or in the vowel), so both events are found on the audio, anchored
 * on what is surest: the vowel's middle is voiced. Voicing is periodicity,
 * not low-frequency energy, which recordings' hum and breath noise also have.
 */
import { periodicity } from './pitch.ts';
import { FRAME_SAMPLES, powerDb, preEmphasised, type FrameSpan } from './signal.ts';

const MS = 16;
/** Periodicity is judged on 10 ms windows every 2 ms; this much of it is voicing. */
const VOICING_WINDOW = 10 * MS;
const VOICING_STEP = 2 * MS;
const VOICED = 0.6;
/** Voicing a moment weaker than this under the vowel's middle is breath or the previous word's tail. */
const VOICING_BELOW_VOWEL_DB = 20;
/** The onset of a vowel is often irregular: unvoiced gaps this short do not end its voicing. */
const VOICING_GAP = 4 * MS;
/** The longest aspiration looked for, and how far before the aligned stop its release may lie. */
const LONGEST_VOT = 150 * MS;
const ALIGNMENT_SLACK = 30 * MS;
/** The release: high-frequency energy (3 ms windows) this much over the 10 ms before it. */
const BURST_WINDOW = 3 * MS;
const BURST_BEFORE = 10 * MS;
const BURST_RISE_DB = 9;

/** Milliseconds from the stop's release to voicing, or null when the audio shows no release before a voiced vowel. */
export function voiceOnsetTime(samples: ArrayLike<number>, stop: FrameSpan, vowel: FrameSpan): number | null {
  const onset = voicingOnset(samples, stop, vowel);
  if (onset === null) return null;
  const burst = release(samples, Math.max(0, stop.startFrame * FRAME_SAMPLES - ALIGNMENT_SLACK, onset - LONGEST_VOT), onset);
  return burst === null ? null : Math.round((onset - burst) / MS);
}

/** The sample where the voicing that carries through the vowel's middle begins, or null when its middle is not voiced. */
function voicingOnset(samples: ArrayLike<number>, stop: FrameSpan, vowel: FrameSpan): number | null {
  const middle = Math.round(((vowel.startFrame + vowel.endFrame + 1) / 2) * FRAME_SAMPLES) - VOICING_WINDOW / 2;
  const loudEnough = powerDb(samples, middle, middle + VOICING_WINDOW) - VOICING_BELOW_VOWEL_DB;
  const voiced = (at: number) => periodicity(samples, at, VOICING_WINDOW) >= VOICED && powerDb(samples, at, at + VOICING_WINDOW) >= loudEnough;
  if (!voiced(middle)) return null;
  const earliest = Math.max(0, stop.startFrame * FRAME_SAMPLES - ALIGNMENT_SLACK);
  let onset = middle;
  for (let at = middle - VOICING_STEP; at >= earliest && onset - at <= VOICING_GAP; at -= VOICING_STEP) if (voiced(at)) onset = at;
  // Voicing reaching back past the stop's closure is a voiced (flapped) stop or a misalignment: nothing to time.
  return onset - VOICING_STEP < earliest ? null : onset;
}

/** The sample of the strongest rise of high-frequency energy in [from, to), or null when none is sharp enough to be a release. */
function release(samples: ArrayLike<number>, from: number, to: number): number | null {
  const start = Math.max(0, from - BURST_BEFORE);
  const high = preEmphasised(samples, start, to + BURST_WINDOW);
  const level = (at: number, length: number) => powerDb(high, at - start, at - start + length);
  let best: number | null = null;
  let bestRise = BURST_RISE_DB;
  for (let at = Math.max(from, start + BURST_BEFORE); at < to; at += MS) {
    const rise = level(at, BURST_WINDOW) - level(at - BURST_BEFORE, BURST_BEFORE);
    if (rise >= bestRise) [best, bestRise] = [at, rise];
  }
  return best;
}
