/**
 * Voice-onset time of a stop before a vowel: from the burst (the release, a
 * jump of high-frequency energy out of the closure) to the onset of voicing
 * (low-frequency energy near the vowel's own). English /p t k/ starting a
 * stressed syllable are aspirated, 40-100 ms; Portuguese /p t k/, like
 * English /b d g/, voice within about 25 ms, which an American hears as
 * "bin" for *pin*.
 */
import { FRAME_SAMPLES, lowPassed, powerDb, preEmphasised, type FrameSpan } from './signal.ts';

const MS = 16;
/** Energy windows: 3 ms for the burst, 5 ms (a period of a low voice) for voicing. */
const BURST_WINDOW = 3 * MS;
const VOICING_WINDOW = 5 * MS;
/** The release: high-frequency energy this far over the closure's, and not this far under the vowel's (breath before speech is not a release). */
const BURST_RISE_DB = 15;
const BURST_BELOW_VOWEL_DB = 25;
/** Voicing: low-frequency energy within this of the vowel's loudest. */
const VOICING_BELOW_PEAK_DB = 12;
/** The aligner's boundaries are 10 ms frames and drift: look this far around them. */
const SLACK_MS = 30;

/** Milliseconds from the stop's release to voicing, or null when the audio shows no closure and release to measure. */
export function voiceOnsetTime(samples: ArrayLike<number>, stop: FrameSpan, vowel: FrameSpan): number | null {
  const from = Math.max(0, stop.startFrame * FRAME_SAMPLES - SLACK_MS * MS);
  const to = Math.min(samples.length, (vowel.endFrame + 1) * FRAME_SAMPLES);
  const high = preEmphasised(samples, from, to);
  const low = lowPassed(samples, from, to, 600);
  const count = Math.floor((to - from) / MS);
  const highDb = Array.from({ length: count }, (_, ms) => powerDb(high, ms * MS, ms * MS + BURST_WINDOW));
  const lowDb = Array.from({ length: count }, (_, ms) => powerDb(low, ms * MS, ms * MS + VOICING_WINDOW));
  const msOf = (frame: number) => Math.round((frame * FRAME_SAMPLES - from) / MS);
  const vowelStart = Math.max(0, msOf(vowel.startFrame));
  // The closure: the quietest moment between the stop's aligned start (with slack) and the vowel's.
  const closureEnd = Math.min(count - 1, vowelStart + SLACK_MS / 3);
  let closure = 0;
  for (let ms = 0; ms <= closureEnd; ms++) if (highDb[ms]! + lowDb[ms]! < highDb[closure]! + lowDb[closure]!) closure = ms;
  const release = Math.max(highDb[closure]! + BURST_RISE_DB, Math.max(...highDb.slice(vowelStart)) - BURST_BELOW_VOWEL_DB);
  let burst = -1;
  for (let ms = closure; ms < count && burst < 0; ms++) if (highDb[ms]! >= release) burst = ms;
  if (burst < 0) return null;
  const voicing = Math.max(...lowDb.slice(vowelStart)) - VOICING_BELOW_PEAK_DB;
  for (let ms = burst; ms < count; ms++) if (lowDb[ms]! >= voicing) return ms - burst;
  return null;
}
