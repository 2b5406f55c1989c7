/**
 * Was anything said? An energy test (frames well above the clip's own noise
 * floor, for long enough) and the free phone loop (speech phones, not only
 * silence and fillers, over enough frames). Silence fails the first, steady
 * noise the first too (no dynamic range), and clicks or hum the second.
 */
import type { Segment } from '../pocketsphinx/native.ts';
import { FRAME_SAMPLES, powerDb } from './measures/signal.ts';

const MIN_SPEECH_FRAMES = 15;

/** Each whole 10 ms frame's energy in dB (0 for digital silence, about 90 at full scale). */
export function frameLevels(samples: Int16Array): number[] {
  return Array.from({ length: Math.floor(samples.length / FRAME_SAMPLES) }, (_, frame) => powerDb(samples, frame * FRAME_SAMPLES, (frame + 1) * FRAME_SAMPLES));
}

function energeticFrames(samples: Int16Array): number {
  const levels = frameLevels(samples);
  if (levels.length === 0) return 0;
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  // Speech is at least ~15 dB over the pauses and louder than a quiet room (about -60 dBFS: 30 dB on this scale).
  return levels.filter((level) => level > floor + 15 && level > 30).length;
}

const NOT_SPEECH = /^(SIL|\+.*\+|<.*>)$/;

export function speechPhoneFrames(phoneLoop: readonly Segment[]): number {
  return phoneLoop.filter((segment) => !NOT_SPEECH.test(segment.word)).reduce((sum, segment) => sum + segment.endFrame - segment.startFrame + 1, 0);
}

export function heardSpeech(samples: Int16Array, phoneLoop: readonly Segment[]): boolean {
  return energeticFrames(samples) >= MIN_SPEECH_FRAMES && speechPhoneFrames(phoneLoop) >= MIN_SPEECH_FRAMES;
}
