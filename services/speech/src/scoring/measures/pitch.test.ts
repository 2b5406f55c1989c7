import { describe, expect, it } from 'vitest';
import { pitchOfFrame, pitchTrack } from './pitch.ts';

/** A voice-like wave: a fundamental and two harmonics, the second strongest (as a vowel's first formant often makes it). */
const voiced = (hz: number, seconds: number) =>
  Int16Array.from({ length: seconds * 16000 }, (_, n) => {
    const t = n / 16000;
    return 3000 * Math.sin(2 * Math.PI * hz * t) + 5000 * Math.sin(4 * Math.PI * hz * t) + 2000 * Math.sin(6 * Math.PI * hz * t);
  });

describe('pitch tracker', () => {
  it.each([90, 140, 220, 330])('finds %i Hz within 2%, not an octave off', (hz) => {
    expect(pitchOfFrame(voiced(hz, 0.5), 20)! / hz).toBeCloseTo(1, 1);
  });

  it('says silence and noise are unvoiced', () => {
    let seed = 3;
    const noise = Int16Array.from({ length: 8000 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 8000);
    expect(pitchOfFrame(new Int16Array(8000), 20)).toBeNull();
    expect(pitchOfFrame(noise, 20)).toBeNull();
  });

  it('tracks a frame range, null where the window leaves the clip', () => {
    const track = pitchTrack(voiced(200, 0.3), 0, 29);
    expect(track).toHaveLength(30);
    expect(track[0]).toBeNull();
    expect(track[15]! / 200).toBeCloseTo(1, 1);
  });
});
