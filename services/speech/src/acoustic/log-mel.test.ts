import { describe, expect, it } from 'vitest';
import { BANDS, logMel } from './log-mel.ts';

const tone = (hz: number, seconds: number, amplitude = 8000) =>
  Int16Array.from({ length: Math.round(16000 * seconds) }, (_, n) => Math.round(amplitude * Math.sin((2 * Math.PI * hz * n) / 16000)));

describe('logMel', () => {
  it('frames a clip as pocketsphinx does: a 410-sample window every 160 samples, none for a clip shorter than one window', () => {
    expect(logMel(tone(440, 1)).frames).toBe(Math.floor((16000 - 410) / 160) + 1);
    expect(logMel(new Int16Array(409))).toEqual({ frames: 0, values: new Float32Array(0) });
  });

  it('puts a tone in the band around its frequency, higher bands for higher tones', () => {
    const loudestBand = (hz: number) => {
      // Mean-normalised bands: compare a tone's frame with silence's by putting both in one clip.
      const clip = new Int16Array(32000);
      clip.set(tone(hz, 1), 16000);
      const { values } = logMel(clip);
      const frame = Array.from(values.subarray(150 * BANDS, 151 * BANDS));
      return frame.indexOf(Math.max(...frame));
    };
    expect(loudestBand(300)).toBeLessThan(loudestBand(1000));
    expect(loudestBand(1000)).toBeLessThan(loudestBand(4000));
  });

  it('normalises each band to a zero mean over the clip, so a louder microphone gives the same features', () => {
    const quiet = logMel(tone(700, 0.5, 1000));
    const loud = logMel(tone(700, 0.5, 8000));
    for (let band = 0; band < BANDS; band++) {
      let sum = 0;
      for (let frame = 0; frame < quiet.frames; frame++) sum += quiet.values[frame * BANDS + band]!;
      expect(Math.abs(sum / quiet.frames)).toBeLessThan(1e-4);
    }
    for (const [i, value] of loud.values.entries()) expect(value).toBeCloseTo(quiet.values[i]!, 1);
  });
});
