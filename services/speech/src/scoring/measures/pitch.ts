/**
 * A small autocorrelation pitch tracker: per 10 ms frame, the lag where a
 * 40 ms window best matches itself, between 70 and 400 Hz (speaking voices).
 */
import { FRAME_SAMPLES, SAMPLE_RATE } from './signal.ts';

const WINDOW = 640;
const MIN_LAG = Math.floor(SAMPLE_RATE / 400);
const MAX_LAG = Math.ceil(SAMPLE_RATE / 70);
/** Normalised autocorrelation a frame needs to count as voiced. */
const VOICED = 0.5;
/** A shorter lag this close to the best is preferred: the best is often a multiple of the period (an octave too low). */
const OCTAVE_TOLERANCE = 0.9;
/** Below this mean amplitude a frame is silence, whatever its periodicity. */
const MIN_RMS = 100;

/**
 * The normalised correlation of `x` with itself `lag` samples later, for
 * every lag up to `maxLag`. The energies are summed in the order a direct
 * sum per lag takes, so the values are the same to the bit, from squares
 * and prefix sums worked out once: half the arithmetic.
 */
function correlations(x: Float64Array, maxLag: number): Float64Array {
  const squares = x.map((value) => value * value);
  const before = new Float64Array(x.length + 1);
  for (let n = 0; n < x.length; n++) before[n + 1] = before[n]! + squares[n]!;
  const r = new Float64Array(maxLag + 1);
  for (let lag = MIN_LAG - 1; lag <= maxLag; lag++) {
    let cross = 0;
    let tail = 0;
    for (let n = 0; n + lag < x.length; n++) {
      cross += x[n]! * x[n + lag]!;
      tail += squares[n + lag]!;
    }
    const head = before[Math.max(0, x.length - lag)]!;
    r[lag] = head > 0 && tail > 0 ? cross / Math.sqrt(head * tail) : 0;
  }
  return r;
}

/**
 * How periodic at a speaking voice's pitch `length` samples from `from` are:
 * the best normalised correlation with themselves one period later (0 for
 * noise, near 1 for a vowel). A short window places the onset of voicing
 * where a 40 ms one would smear it.
 */
export function periodicity(samples: ArrayLike<number>, from: number, length: number): number {
  if (from < 0 || from + length + MAX_LAG > samples.length) return 0;
  let head = 0;
  for (let n = from; n < from + length; n++) head += samples[n]! * samples[n]!;
  if (head <= 0) return 0;
  const squares = Float64Array.from({ length: length + MAX_LAG - MIN_LAG }, (_, i) => samples[from + MIN_LAG + i]! * samples[from + MIN_LAG + i]!);
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
    let cross = 0;
    let tail = 0;
    for (let n = from; n < from + length; n++) {
      cross += samples[n]! * samples[n + lag]!;
      tail += squares[n + lag - from - MIN_LAG]!;
    }
    if (tail > 0) best = Math.max(best, cross / Math.sqrt(head * tail));
  }
  return best;
}

/** F0 in Hz of the 40 ms around the middle of `frame`, or null when unvoiced or silent. */
export function pitchOfFrame(samples: ArrayLike<number>, frame: number): number | null {
  const from = frame * FRAME_SAMPLES + FRAME_SAMPLES / 2 - WINDOW / 2;
  if (from < 0 || from + WINDOW > samples.length) return null;
  const x = new Float64Array(WINDOW);
  let mean = 0;
  for (let i = 0; i < WINDOW; i++) mean += samples[from + i]! / WINDOW;
  let power = 0;
  for (let i = 0; i < WINDOW; i++) {
    x[i] = samples[from + i]! - mean;
    power += x[i]! * x[i]!;
  }
  if (Math.sqrt(power / WINDOW) < MIN_RMS) return null;
  const r = correlations(x, MAX_LAG + 1);
  let best = MIN_LAG;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) if (r[lag]! > r[best]!) best = lag;
  if (r[best]! < VOICED) return null;
  for (let lag = MIN_LAG; lag < best; lag++) {
    const peak = r[lag]! >= r[lag - 1]! && r[lag]! >= r[lag + 1]!;
    if (peak && r[lag]! >= OCTAVE_TOLERANCE * r[best]!) {
      best = lag;
      break;
    }
  }
  // A parabola through the peak and its neighbours places it between samples.
  const [left, centre, right] = [r[best - 1]!, r[best]!, r[best + 1]!];
  const curvature = left - 2 * centre + right;
  const offset = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
  return SAMPLE_RATE / (best + offset);
}

/** F0 per frame of [startFrame, endFrame] (null where unvoiced). */
export function pitchTrack(samples: ArrayLike<number>, startFrame: number, endFrame: number): (number | null)[] {
  return Array.from({ length: Math.max(0, endFrame - startFrame + 1) }, (_, i) => pitchOfFrame(samples, startFrame + i));
}
