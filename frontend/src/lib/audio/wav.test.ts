import { describe, expect, it } from 'vitest';
import { toBase64, wavDataUrl } from './data-url.ts';
import { captureToWav, encodeWav, resample, toInt16, WAV_SAMPLE_RATE } from './wav.ts';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

describe('encodeWav', () => {
  it('writes a byte-exact 44-byte RIFF/WAVE header for 16 kHz mono 16-bit PCM', () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5]), 16_000);
    expect(Array.from(wav.subarray(0, 44))).toEqual([
      ...[0x52, 0x49, 0x46, 0x46], // RIFF
      ...[42, 0, 0, 0], // 36 + 6 data bytes
      ...[0x57, 0x41, 0x56, 0x45], // WAVE
      ...[0x66, 0x6d, 0x74, 0x20], // 'fmt '
      ...[16, 0, 0, 0], // fmt chunk size
      ...[1, 0], // PCM
      ...[1, 0], // one channel
      ...[0x80, 0x3e, 0, 0], // 16000 Hz
      ...[0x00, 0x7d, 0, 0], // 32000 bytes per second
      ...[2, 0], // block align
      ...[16, 0], // bits per sample
      ...[0x64, 0x61, 0x74, 0x61], // data
      ...[6, 0, 0, 0], // data bytes
    ]);
    expect(wav.length).toBe(50);
  });

  it('stores each sample as little-endian signed 16-bit, clipping out-of-range values', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5, 2, -3, Number.NaN]), 16_000);
    const view = new DataView(wav.buffer);
    const samples = Array.from({ length: 7 }, (_, i) => view.getInt16(44 + 2 * i, true));
    expect(samples).toEqual([0, 32767, -32768, 16384, 32767, -32768, 0]);
  });

  it('encodes silence of zero length as a header alone', () => {
    const wav = encodeWav(new Float32Array(0), 16_000);
    expect(wav.length).toBe(44);
    expect(ascii(wav, 36, 40)).toBe('data');
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(0);
  });
});

describe('toInt16', () => {
  it('maps -1..1 onto the full signed range', () => {
    expect([toInt16(-1), toInt16(-0.5), toInt16(0), toInt16(0.25), toInt16(1)]).toEqual([-32768, -16384, 0, 8192, 32767]);
  });
});

describe('resample', () => {
  it('keeps the duration: one second at 48 kHz becomes 16,000 samples', () => {
    expect(resample(new Float32Array(48_000), 48_000, 16_000)).toHaveLength(16_000);
    expect(resample(new Float32Array(44_100), 44_100, 16_000)).toHaveLength(16_000);
  });

  it('keeps a slow tone and averages away a tone above the new Nyquist frequency', () => {
    const tone = (hz: number) => Float32Array.from({ length: 48_000 }, (_, i) => Math.sin((2 * Math.PI * hz * i) / 48_000));
    const rms = (s: Float32Array) => Math.sqrt(s.reduce((sum, x) => sum + x * x, 0) / s.length);
    expect(rms(resample(tone(200), 48_000, 16_000))).toBeGreaterThan(0.69);
    expect(rms(resample(tone(12_000), 48_000, 16_000))).toBeLessThan(0.05);
  });

  it('interpolates linearly when the device is slower than 16 kHz', () => {
    expect(Array.from(resample(new Float32Array([0, 1, 0, -1]), 8_000, 16_000))).toEqual([0, 0.5, 1, 0.5, 0, -0.5, -1, -1]);
  });

  it('returns a copy at the same rate and refuses a rate that is not positive', () => {
    const input = new Float32Array([0.1, 0.2]);
    const same = resample(input, 16_000, 16_000);
    expect(same).toEqual(input);
    expect(same).not.toBe(input);
    expect(() => resample(input, 0, 16_000)).toThrow(RangeError);
  });
});

describe('captureToWav', () => {
  it('joins the captured blocks and writes them at 16 kHz', () => {
    const wav = captureToWav([new Float32Array(24_000).fill(0.5), new Float32Array(24_000).fill(0.5)], 48_000);
    const view = new DataView(wav.buffer);
    expect(view.getUint32(24, true)).toBe(WAV_SAMPLE_RATE);
    expect(view.getUint32(40, true)).toBe(32_000);
    expect(view.getInt16(44 + 2 * 8000, true)).toBe(16384);
  });
});

describe('data URLs', () => {
  it('wraps the WAV bytes as data:audio/wav;base64 (the lab sends the base64 alone)', () => {
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0xff, 0x00]);
    expect(wavDataUrl(bytes)).toBe('data:audio/wav;base64,UklGRv8A');
    expect(toBase64(bytes)).toBe('UklGRv8A');
  });

  it('encodes files larger than one slice like a single btoa would', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
