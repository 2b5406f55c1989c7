/** Short-time measures of 16 kHz samples. Frames are the decoder's: 10 ms, frame f starting at sample 160·f. */

export const SAMPLE_RATE = 16000;
export const FRAME_SAMPLES = 160;

/** A stretch of aligned frames, both ends included (as the aligner reports them). */
export interface FrameSpan {
  startFrame: number;
  endFrame: number;
}

/** Mean power of samples[from, to) in dB (0 dB for silence). */
export function powerDb(samples: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  const start = Math.max(0, from);
  const end = Math.min(samples.length, to);
  for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
  return 10 * Math.log10(1 + sum / Math.max(1, end - start));
}

/** The samples with low frequencies attenuated (a first difference): bursts and frication stand out, voicing fades. */
export function preEmphasised(samples: ArrayLike<number>, from: number, to: number): Float64Array {
  const out = new Float64Array(Math.max(0, to - from));
  for (let i = 0; i < out.length; i++) out[i] = (samples[from + i] ?? 0) - 0.95 * (samples[from + i - 1] ?? 0);
  return out;
}
