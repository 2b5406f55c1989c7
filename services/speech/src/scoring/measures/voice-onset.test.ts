import { describe, expect, it } from 'vitest';
import { voiceOnsetTime } from './voice-onset.ts';

let seed = 11;
const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 2;

/** Silence (the closure), a 5 ms burst, `aspirationMs` of breath noise, then 200 ms of a 150 Hz vowel; the stop aligned at frame 5, the vowel after it. */
function stopThenVowel(aspirationMs: number) {
  const closure = 100 * 16;
  const burst = 5 * 16;
  const aspiration = aspirationMs * 16;
  const samples = Int16Array.from({ length: closure + burst + aspiration + 200 * 16 }, (_, n) => {
    if (n < closure) return 0;
    if (n < closure + burst) return 8000 * noise();
    if (n < closure + burst + aspiration) return 1500 * noise();
    const t = (n - closure - burst - aspiration) / 16000;
    return 6000 * Math.sin(2 * Math.PI * 150 * t) + 4000 * Math.sin(2 * Math.PI * 300 * t) + 200 * noise();
  });
  const vowelStart = Math.round((closure + burst + aspiration) / 160);
  return { samples, stop: { startFrame: 5, endFrame: vowelStart - 1 }, vowel: { startFrame: vowelStart, endFrame: vowelStart + 19 } };
}

describe('voiceOnsetTime', () => {
  it('measures an aspirated stop from its burst to the voicing, within 10 ms', () => {
    const { samples, stop, vowel } = stopThenVowel(60);
    expect(voiceOnsetTime(samples, stop, vowel)).toBeGreaterThan(55);
    expect(voiceOnsetTime(samples, stop, vowel)).toBeLessThan(75);
  });

  it('measures an unaspirated (Portuguese) stop as short', () => {
    const { samples, stop, vowel } = stopThenVowel(8);
    expect(voiceOnsetTime(samples, stop, vowel)).toBeLessThan(25);
  });

  it('gives null when there is no release to find', () => {
    expect(voiceOnsetTime(new Int16Array(16000), { startFrame: 5, endFrame: 10 }, { startFrame: 11, endFrame: 30 })).toBeNull();
  });
});
