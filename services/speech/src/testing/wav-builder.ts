/** Builds WAV files for tests, including broken ones. */
import type { Pcm16k } from '../types.ts';

export interface WavSpec {
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: number;
  /** 1 PCM, 3 float, 0xfffe extensible, anything else for compressed formats. */
  formatTag?: number;
  seconds?: number;
  /** Chunks placed between fmt and data. */
  extraChunks?: { id: string; body: Uint8Array }[];
  /** Overrides the data chunk's declared size. */
  declaredDataSize?: number;
  /** Overrides the RIFF size. */
  declaredRiffSize?: number;
  /** Overrides blockAlign. */
  blockAlign?: number;
  /** Returns the samples as a function of time (default: a 220 Hz tone at half scale). */
  signal?: (t: number, channel: number) => number;
}

export function buildWav(spec: WavSpec = {}): Uint8Array {
  const sampleRate = spec.sampleRate ?? 16000;
  const channels = spec.channels ?? 1;
  const bits = spec.bitsPerSample ?? 16;
  const formatTag = spec.formatTag ?? 1;
  const frames = Math.round((spec.seconds ?? 1) * sampleRate);
  const bytesPerSample = bits / 8;
  const data = new Uint8Array(frames * channels * bytesPerSample);
  const view = new DataView(data.buffer);
  const signal = spec.signal ?? ((t: number) => 0.5 * Math.sin(2 * Math.PI * 220 * t));
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const value = Math.max(-1, Math.min(0.999, signal(frame / sampleRate, channel)));
      const at = (frame * channels + channel) * bytesPerSample;
      if (formatTag === 3) view.setFloat32(at, value, true);
      else if (bits === 8) view.setUint8(at, Math.round(value * 127 + 128));
      else if (bits === 16) view.setInt16(at, Math.round(value * 32767), true);
      else if (bits === 24) {
        const v = Math.round(value * 8388607);
        view.setUint8(at, v & 0xff);
        view.setUint8(at + 1, (v >> 8) & 0xff);
        view.setInt8(at + 2, v >> 16);
      } else if (bits === 32) view.setInt32(at, Math.round(value * 2147483647), true);
    }
  }
  const fmt = new Uint8Array(formatTag === 0xfffe ? 40 : 16);
  const fv = new DataView(fmt.buffer);
  fv.setUint16(0, formatTag, true);
  fv.setUint16(2, channels, true);
  fv.setUint32(4, sampleRate, true);
  fv.setUint32(8, sampleRate * channels * bytesPerSample, true);
  fv.setUint16(12, spec.blockAlign ?? channels * bytesPerSample, true);
  fv.setUint16(14, bits, true);
  if (formatTag === 0xfffe) {
    fv.setUint16(16, 22, true);
    fv.setUint16(24, 1, true);
  }
  const chunks = [chunk('fmt ', fmt), ...(spec.extraChunks ?? []).map((c) => chunk(c.id, c.body)), chunk('data', data, spec.declaredDataSize)];
  const body = concat([ascii('WAVE'), ...chunks]);
  const header = new Uint8Array(8);
  header.set(ascii('RIFF'));
  new DataView(header.buffer).setUint32(4, spec.declaredRiffSize ?? body.length, true);
  return concat([header, body]);
}

/** A 16 kHz mono 16-bit WAV of the given samples. */
export function wavOfSamples(samples: Int16Array): Uint8Array {
  return buildWav({
    seconds: samples.length / 16000,
    signal: (t) => samples[Math.round(t * 16000)]! / 32768,
  });
}

/** The clip with `seconds` of digital silence (zeros) before and after it, as a browser's capture may hold. */
export function withDigitalSilence(audio: Pcm16k, seconds: number): Pcm16k {
  const pad = Math.round(seconds * audio.sampleRate);
  const samples = new Int16Array(audio.samples.length + 2 * pad);
  samples.set(audio.samples, pad);
  return { ...audio, samples };
}

export function toDataUrl(bytes: Uint8Array, mime = 'audio/wav'): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

function chunk(id: string, body: Uint8Array, declaredSize?: number): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length % 2));
  out.set(ascii(id));
  new DataView(out.buffer).setUint32(4, declaredSize ?? body.length, true);
  out.set(body, 8);
  return out;
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
