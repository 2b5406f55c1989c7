/**
 * Which syllable of a word the speaker stressed: in English the stressed
 * syllable is longer, louder and higher (or moves the pitch) than its
 * neighbours, and Brazilians carry the stress of the Portuguese cognate
 * (desenVOLver, confortÁvel) onto the English word (deVELop, COMfortable).
 * Each syllable is measured on its vowel, where the aligner puts it.
 */
import { pitchTrack } from './pitch.ts';
import { FRAME_SAMPLES, powerDb, type FrameSpan } from './signal.ts';
import { mean, median } from '../statistics.ts';

export interface SyllableMeasure {
  /** Seconds, against the vowel's own typical duration (a long /i/ is not stressed for being long). */
  duration: number;
  /** Mean power, dB. */
  energy: number;
  /** Median F0 in semitones above 100 Hz, or null when unvoiced. */
  pitch: number | null;
}

/** How much each cue counts, per unit: a doubling of duration, 6 dB, 2 semitones (about what separates a stressed syllable from an unstressed one). */
const WEIGHTS = { duration: 1, energy: 1 / 6, pitch: 1 / 2 };

/**
 * No cue counts more than this (in the units of WEIGHTS, about what separates
 * a stressed syllable from an unstressed one): a pitch tracker's octave jump
 * or a vowel the aligner squeezed to three frames would otherwise outweigh
 * the other two cues, and such words made the tail of correct speech that
 * set the stress threshold.
 */
const CUE_CAP = 1;

/** Typical stressed durations of American English vowels, ms (Klatt 1976): tense vowels and diphthongs are long by nature. */
const TYPICAL_MS: Record<string, number> = {
  IY: 120,
  IH: 80,
  EY: 130,
  EH: 90,
  AE: 140,
  AA: 130,
  AO: 130,
  OW: 130,
  UH: 80,
  UW: 120,
  AH: 80,
  ER: 120,
  AY: 160,
  AW: 170,
  OY: 170,
};

export function measureSyllable(samples: ArrayLike<number>, vowel: FrameSpan, phone: string): SyllableMeasure {
  const voiced = pitchTrack(samples, vowel.startFrame, vowel.endFrame).filter((hz): hz is number => hz !== null);
  return {
    duration: ((vowel.endFrame - vowel.startFrame + 1) * FRAME_SAMPLES) / 16 / (TYPICAL_MS[phone] ?? 100),
    energy: powerDb(samples, vowel.startFrame * FRAME_SAMPLES, (vowel.endFrame + 1) * FRAME_SAMPLES),
    pitch: voiced.length ? 12 * Math.log2(median(voiced) / 100) : null,
  };
}

/** Each syllable's prominence against the word's others (log duration, energy and pitch against their means, each capped). */
function prominences(syllables: readonly SyllableMeasure[]): number[] {
  const logDuration = mean(syllables.map((s) => Math.log2(s.duration)));
  const energy = mean(syllables.map((s) => s.energy));
  const pitched = syllables.flatMap((s) => (s.pitch === null ? [] : [s.pitch]));
  const pitch = mean(pitched);
  const capped = (value: number) => Math.max(-CUE_CAP, Math.min(CUE_CAP, value));
  return syllables.map(
    (s) =>
      capped(WEIGHTS.duration * (Math.log2(s.duration) - logDuration)) +
      capped(WEIGHTS.energy * (s.energy - energy)) +
      (s.pitch === null || pitched.length < 2 ? 0 : capped(WEIGHTS.pitch * (s.pitch - pitch))),
  );
}

export interface StressReading {
  /** The most prominent syllable the word is never stressed on. */
  rival: number;
  /** How much more prominent it is than the most prominent of the stressed ones: positive when the stress was heard on it. */
  margin: number;
}

/**
 * How the word's most prominent syllable that no pronunciation stresses
 * compares with the `stressed` ones (usually one; REcord and reCORD both);
 * null when every syllable may carry the stress.
 */
export function stressReading(syllables: readonly SyllableMeasure[], stressed: readonly number[]): StressReading | null {
  const prominence = prominences(syllables);
  const others = prominence.map((value, index) => (stressed.includes(index) ? -Infinity : value));
  const strongest = Math.max(...others);
  if (strongest === -Infinity) return null;
  const rival = others.indexOf(strongest);
  return { rival, margin: strongest - Math.max(...stressed.map((index) => prominence[index]!)) };
}
