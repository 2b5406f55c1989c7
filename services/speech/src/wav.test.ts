import { describe, expect, it } from 'vitest';
import { buildWav, toDataUrl } from './testing/wav-builder.ts';
import { audioFromBase64, audioFromDataUrl, decodeWav, WavError } from './wav.ts';

const PORTUGUESE = /[áâãçéêíóôõú]|\b(o|a|os|as|de|do|da|não|é)\b/i;

/** The outcome a caller can rely on: a Pcm16k, or a WavError with a Portuguese message; nothing else. */
function outcome(bytes: Uint8Array): { ok: true; seconds: number } | { ok: false; message: string } {
  try {
    const pcm = decodeWav(bytes);
    expect(pcm.sampleRate).toBe(16000);
    expect(pcm.samples).toBeInstanceOf(Int16Array);
    return { ok: true, seconds: pcm.samples.length / 16000 };
  } catch (error) {
    expect(error).toBeInstanceOf(WavError);
    expect((error as WavError).message).toMatch(PORTUGUESE);
    return { ok: false, message: (error as WavError).message };
  }
}

describe('decodeWav', () => {
  it('keeps 16 kHz mono 16-bit audio as it is', () => {
    const pcm = decodeWav(buildWav({ seconds: 1 }));
    expect(pcm.samples.length).toBe(16000);
    expect(Math.max(...pcm.samples.slice(0, 200))).toBeGreaterThan(15000);
  });

  it.each([8000, 11025, 22050, 44100, 48000])('converts %i Hz to 16 kHz, keeping the duration and the tone', (rate) => {
    const pcm = decodeWav(buildWav({ sampleRate: rate, seconds: 1 }));
    expect(Math.abs(pcm.samples.length - 16000)).toBeLessThanOrEqual(1);
    // A 220 Hz tone crosses zero 440 times a second, whatever the rate it was recorded at.
    let crossings = 0;
    for (let i = 1; i < pcm.samples.length; i++) if (pcm.samples[i - 1]! < 0 !== pcm.samples[i]! < 0) crossings++;
    expect(crossings).toBeGreaterThan(430);
    expect(crossings).toBeLessThan(450);
  });

  it('downmixes stereo by averaging the channels', () => {
    const pcm = decodeWav(buildWav({ channels: 2, signal: (_t, channel) => (channel === 0 ? 0.5 : -0.25) }));
    expect(pcm.samples[100]).toBeCloseTo(0.125 * 32768, -2);
  });

  it.each([
    [8, 1],
    [24, 1],
    [32, 1],
    [32, 3],
  ])('converts %i-bit samples (format %i) to 16-bit', (bitsPerSample, formatTag) => {
    const pcm = decodeWav(buildWav({ bitsPerSample, formatTag, signal: () => 0.5 }));
    expect(pcm.samples[10]! / 32768).toBeCloseTo(0.5, 1);
  });

  it('skips chunks it does not know, with odd sizes padded', () => {
    const pcm = decodeWav(
      buildWav({
        extraChunks: [
          { id: 'LIST', body: new Uint8Array(7) },
          { id: 'junk', body: new Uint8Array(3) },
        ],
      }),
    );
    expect(pcm.samples.length).toBe(16000);
  });

  it('refuses recordings under 0.3 s and over 30 s', () => {
    expect(() => decodeWav(buildWav({ seconds: 0.2 }))).toThrow('curta demais');
    expect(() => decodeWav(buildWav({ seconds: 31, sampleRate: 8000 }))).toThrow('longa demais');
  });
});

describe('audioFromDataUrl', () => {
  it('returns the bytes of a WAV data URL', () => {
    const wav = buildWav({ seconds: 0.5 });
    expect(audioFromDataUrl(toDataUrl(wav))).toEqual(wav);
    expect(audioFromDataUrl(toDataUrl(wav, 'audio/wav;codecs=1'))).toEqual(wav);
  });

  it.each([
    ['not a data URL', 'https://example.com/a.wav', 'data URL'],
    ['another MIME type', toDataUrl(buildWav(), 'audio/webm'), 'formato WAV'],
    ['no base64 marker', 'data:audio/wav,RIFF', 'formato WAV'],
    ['characters outside base64', 'data:audio/wav;base64,UklGR*$$', 'base64'],
    ['an empty payload', 'data:audio/wav;base64,', 'vazio'],
  ])('refuses %s in Portuguese', (_case, url, message) => {
    expect(() => audioFromDataUrl(url)).toThrow(WavError);
    expect(() => audioFromDataUrl(url)).toThrow(message);
  });

  it('refuses more than 10 MB before decoding it', () => {
    expect(() => audioFromBase64('A'.repeat(14_000_000))).toThrow('10 MB');
  });
});

describe('hostile WAV files', () => {
  const good = buildWav({ seconds: 1 });
  const withBytes = (bytes: Uint8Array, at: number, values: number[]) => {
    const copy = bytes.slice();
    copy.set(values, at);
    return copy;
  };
  const cases: [string, Uint8Array][] = [
    ['empty', new Uint8Array(0)],
    ['one byte', new Uint8Array([0x52])],
    ['only RIFF', new TextEncoder().encode('RIFF')],
    ['RIFF without WAVE', withBytes(good, 8, [0x41, 0x56, 0x49, 0x20])],
    ['wrong magic', withBytes(good, 0, [0x52, 0x49, 0x46, 0x58])],
    ['RIFX big-endian', withBytes(good, 0, [0x52, 0x49, 0x46, 0x58])],
    ['an MP3 header', new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xfb])],
    ['an Ogg page', new TextEncoder().encode('OggS\0\x02\0\0\0\0\0\0\0\0')],
    ['text', new TextEncoder().encode('hello, this is not audio at all')],
    ['header only', good.slice(0, 44)],
    ['truncated in the fmt chunk', good.slice(0, 20)],
    ['truncated in the data chunk', good.slice(0, 3000)],
    ['truncated to an odd length', good.slice(0, good.length - 1)],
    ['data size lying larger', buildWav({ declaredDataSize: 64_000 })],
    ['data size of 4 GB', buildWav({ declaredDataSize: 0xffffffff })],
    ['data size of zero', buildWav({ declaredDataSize: 0 })],
    ['data size lying smaller', buildWav({ declaredDataSize: 3000 })],
    ['RIFF size lying', buildWav({ declaredRiffSize: 0xffffffff })],
    ['RIFF size zero', buildWav({ declaredRiffSize: 0 })],
    ['fmt size huge', withBytes(good, 16, [0xff, 0xff, 0xff, 0x7f])],
    ['fmt size too small', withBytes(good, 16, [8, 0, 0, 0])],
    ['no fmt before data', withBytes(good, 12, [0x4a, 0x55, 0x4e, 0x4b])],
    ['no data chunk', withBytes(good, 36, [0x6a, 0x75, 0x6e, 0x6b])],
    ['huge unknown chunk', buildWav({ extraChunks: [{ id: 'LIST', body: new Uint8Array(4) }] }).map((b, i) => (i >= 40 && i < 44 ? 0xff : b))],
    ['many tiny chunks', buildWav({ extraChunks: Array.from({ length: 500 }, () => ({ id: 'pad ', body: new Uint8Array(1) })) })],
    [
      'odd chunk not padded',
      (() => {
        const wav = buildWav({ extraChunks: [{ id: 'odd ', body: new Uint8Array(3) }] });
        return new Uint8Array([...wav.slice(0, 47), ...wav.slice(48)]);
      })(),
    ],
    ['8-bit', buildWav({ bitsPerSample: 8 })],
    ['12-bit', buildWav({ bitsPerSample: 16 }).map((b, i) => (i === 34 ? 12 : b))],
    ['24-bit', buildWav({ bitsPerSample: 24 })],
    ['32-bit integer', buildWav({ bitsPerSample: 32 })],
    ['32-bit float', buildWav({ bitsPerSample: 32, formatTag: 3 })],
    ['64-bit float', buildWav({ bitsPerSample: 32, formatTag: 3 }).map((b, i) => (i === 34 ? 64 : b))],
    ['float full of NaN', buildWav({ bitsPerSample: 32, formatTag: 3, signal: () => Number.NaN })],
    ['extensible PCM', buildWav({ formatTag: 0xfffe })],
    ['mu-law', buildWav({ formatTag: 7, bitsPerSample: 8 })],
    ['ADPCM', buildWav({ formatTag: 2 })],
    ['stereo', buildWav({ channels: 2 })],
    ['six channels', buildWav({ channels: 6, seconds: 0.5 })],
    ['zero channels', buildWav().map((b, i) => (i === 22 ? 0 : b))],
    ['block align lying', buildWav({ blockAlign: 3 })],
    ['block align zero', buildWav({ blockAlign: 0 })],
    ['8 kHz', buildWav({ sampleRate: 8000 })],
    ['44.1 kHz', buildWav({ sampleRate: 44100 })],
    ['48 kHz', buildWav({ sampleRate: 48000 })],
    ['96 kHz', buildWav({ sampleRate: 96000, seconds: 0.5 })],
    ['zero Hz', buildWav().map((b, i) => (i >= 24 && i < 28 ? 0 : b))],
    ['4 GHz', buildWav().map((b, i) => (i >= 24 && i < 28 ? 0xff : b))],
    ['1 Hz', withBytes(buildWav(), 24, [1, 0, 0, 0])],
    ['0.2 s', buildWav({ seconds: 0.2 })],
    ['0.29 s at 48 kHz', buildWav({ seconds: 0.29, sampleRate: 48000 })],
    ['31 s', buildWav({ seconds: 31, sampleRate: 8000 })],
    ['31 s stereo 8-bit', buildWav({ seconds: 31, sampleRate: 8000, channels: 2, bitsPerSample: 8 })],
    ['silence', buildWav({ signal: () => 0 })],
    ['clipping square wave', buildWav({ signal: (t) => (Math.sin(2 * Math.PI * 100 * t) > 0 ? 1 : -1) })],
    [
      'random bytes after RIFF',
      (() => {
        const bytes = new Uint8Array(5000);
        let seed = 7;
        for (let i = 0; i < bytes.length; i++) bytes[i] = seed = (seed * 1103515245 + 12345) & 0xff;
        bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);
        return bytes;
      })(),
    ],
  ];
  // Every single-byte corruption of the header, a cheap exhaustive sweep.
  for (let at = 0; at < 44; at += 3) cases.push([`byte ${at} set to 0xff`, withBytes(good, at, [0xff])]);

  it('has at least 50 of them', () => expect(cases.length).toBeGreaterThanOrEqual(50));

  it.each(cases)('%s: a WavError in Portuguese or valid 16 kHz audio', (_name, bytes) => {
    const result = outcome(bytes);
    if (result.ok) {
      expect(result.seconds).toBeGreaterThanOrEqual(0.29);
      expect(result.seconds).toBeLessThanOrEqual(30);
    }
  });

  it('refuses what it cannot trust', () => {
    for (const name of [
      'wrong magic',
      'truncated in the data chunk',
      'data size lying larger',
      'data size of 4 GB',
      'mu-law',
      '0.2 s',
      '31 s',
      'block align lying',
    ]) {
      expect(outcome(cases.find(([n]) => n === name)![1]).ok, name).toBe(false);
    }
  });

  it('accepts what it can convert', () => {
    for (const name of ['8-bit', '24-bit', '32-bit float', 'extensible PCM', 'stereo', '44.1 kHz', '48 kHz', '8 kHz']) {
      expect(outcome(cases.find(([n]) => n === name)![1]).ok, name).toBe(true);
    }
  });

  it('goes through the same cases as data URLs, with the wrong MIME types refused', () => {
    for (const [, bytes] of cases) {
      try {
        decodeWav(audioFromDataUrl(toDataUrl(bytes)));
      } catch (error) {
        expect(error).toBeInstanceOf(WavError);
      }
      expect(() => audioFromDataUrl(toDataUrl(bytes, 'video/mp4'))).toThrow(WavError);
    }
  });
});
