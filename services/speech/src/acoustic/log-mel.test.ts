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

  it('gives the same features for a louder microphone', () => {
    const quiet = logMel(tone(700, 0.5, 1000));
    const loud = logMel(tone(700, 0.5, 8000));
    for (const [i, value] of loud.values.entries()) expect(value).toBeCloseTo(quiet.values[i]!, 1);
  });

  it("leaves the speech's features where they were whether the pauses are a microphone's noise floor or a browser's digital silence, short or long", () => {
    let seed = 7;
    const noise = (amplitude: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return amplitude * (seed / 2 ** 31 - 0.5);
    };
    // A second of "speech": syllable-rate bursts over low, middle and high bands.
    const speech = Int16Array.from({ length: 16000 }, (_, n) => {
      const t = n / 16000;
      const envelope = 0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t);
      return Math.round(
        envelope * (6000 * Math.sin(2 * Math.PI * 300 * t) + 1500 * Math.sin(2 * Math.PI * 1800 * t) + 300 * Math.sin(2 * Math.PI * 5500 * t)) + noise(60),
      );
    });
    const withPauses = (seconds: number, pause: () => number) => {
      const clip = Int16Array.from({ length: speech.length + 2 * Math.round(16000 * seconds) }, () => Math.round(pause()));
      clip.set(speech, Math.round(16000 * seconds));
      return clip;
    };
    const speechFrames = (clip: Int16Array, seconds: number) => {
      const { values } = logMel(clip);
      const first = Math.ceil((16000 * seconds) / 160);
      return values.subarray(first * BANDS, (first + 90) * BANDS);
    };
    const reference = speechFrames(
      withPauses(0.2, () => noise(40)),
      0.2,
    );
    for (const [seconds, pause] of [
      [0.2, () => 0],
      [1.5, () => 0],
      [1.5, () => noise(40)],
    ] as const) {
      const frames = speechFrames(withPauses(seconds, pause), seconds);
      const meanDifference = frames.reduce((sum, value, i) => sum + Math.abs(value - reference[i]!), 0) / frames.length;
      expect(meanDifference).toBeLessThan(0.3);
    }
  });
});
