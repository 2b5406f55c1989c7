/** What the server accepts (spec part 2 §9: "Recording is sent as audio/wav"): 16 kHz mono 16-bit PCM. */
export const WAV_SAMPLE_RATE = 16_000;
const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** Low-pass cutoff as a share of the output's Nyquist frequency: the rest is the filter's transition band. */
const CUTOFF_SHARE = 0.85;
/** Filter half-length in output samples: longer means a sharper cutoff and more work. */
const HALF_TAPS_PER_OUTPUT_STEP = 10;

/**
 * Resamples mono audio to `to` Hz. Shrinking runs a Blackman-windowed sinc
 * low-pass evaluated at each output instant, so content above the new Nyquist
 * frequency is removed instead of folding back as noise; growing interpolates
 * linearly.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (!(from > 0 && to > 0)) throw new RangeError(`Sample rates must be positive (got ${from} → ${to}).`);
  if (from === to) return samples.slice();
  const ratio = from / to;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  if (ratio < 1) {
    for (let i = 0; i < out.length; i++) {
      const at = i * ratio;
      const left = Math.floor(at);
      const right = Math.min(left + 1, samples.length - 1);
      out[i] = samples[left]! * (1 - (at - left)) + samples[right]! * (at - left);
    }
    return out;
  }
  const cutoff = (0.5 * CUTOFF_SHARE) / ratio; // cycles per input sample
  const half = Math.ceil(HALF_TAPS_PER_OUTPUT_STEP * ratio);
  for (let i = 0; i < out.length; i++) {
    const centre = i * ratio;
    let sum = 0;
    let weights = 0;
    for (let j = Math.max(0, Math.ceil(centre - half)); j <= Math.min(samples.length - 1, Math.floor(centre + half)); j++) {
      const t = j - centre;
      const x = 2 * Math.PI * cutoff * t;
      const sinc = t === 0 ? 1 : Math.sin(x) / x;
      const phase = (Math.PI * (t + half)) / half; // 0..2π across the window
      const blackman = 0.42 - 0.5 * Math.cos(phase) + 0.08 * Math.cos(2 * phase);
      const weight = sinc * blackman;
      sum += samples[j]! * weight;
      weights += weight;
    }
    out[i] = weights === 0 ? 0 : sum / weights;
  }
  return out;
}

/** A float sample in [-1, 1] as a signed 16-bit integer; out-of-range input is clipped. */
export function toInt16(sample: number): number {
  const clipped = Math.max(-1, Math.min(1, Number.isNaN(sample) ? 0 : sample));
  return clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
}

/** A RIFF/WAVE file: one channel of 16-bit little-endian PCM at `sampleRate`. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 8 * BYTES_PER_SAMPLE, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(HEADER_BYTES + i * BYTES_PER_SAMPLE, toInt16(samples[i]!), true);
  return bytes;
}

/** Captured frames at the device's rate → the WAV file the server wants. */
export function captureToWav(frames: readonly Float32Array[], deviceRate: number): Uint8Array {
  const total = frames.reduce((sum, frame) => sum + frame.length, 0);
  const joined = new Float32Array(total);
  let offset = 0;
  for (const frame of frames) {
    joined.set(frame, offset);
    offset += frame.length;
  }
  return encodeWav(resample(joined, deviceRate, WAV_SAMPLE_RATE), WAV_SAMPLE_RATE);
}
