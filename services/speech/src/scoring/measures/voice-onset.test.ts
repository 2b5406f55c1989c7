import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../lexicon.ts';
import { synthesize } from '../../testing/festival.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths } from '../engine.ts';
import { slotsOf } from '../grammar.ts';
import { voiceOnsetTime } from './voice-onset.ts';

let seed = 11;
const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 2;

/** Noise through a one-pole low-pass at about 150 Hz: a recording's rumble, as loud below 600 Hz as a quiet vowel. */
function rumble(length: number, amplitude: number): Float64Array {
  const out = new Float64Array(length);
  let state = 0;
  for (let n = 0; n < length; n++) out[n] = state += 0.06 * (amplitude * noise() * 8 - state);
  return out;
}

interface Reading {
  aspirationMs: number;
  /** Voicing through the closure and no burst, as in a flapped /t/ (*going to* said *gonna*). */
  flapped?: boolean;
  /** Background rumble under the whole clip. */
  rumbleAmplitude?: number;
}

/** Silence (the closure), a 5 ms burst, `aspirationMs` of breath noise, then 200 ms of a 150 Hz vowel; the stop aligned at frame 5, the vowel after it. */
function stopThenVowel({ aspirationMs, flapped = false, rumbleAmplitude = 0 }: Reading) {
  const closure = 100 * 16;
  const burst = flapped ? 0 : 5 * 16;
  const aspiration = aspirationMs * 16;
  const length = closure + burst + aspiration + 200 * 16;
  const background = rumble(length, rumbleAmplitude);
  const vowelWave = (t: number) => 6000 * Math.sin(2 * Math.PI * 150 * t) + 4000 * Math.sin(2 * Math.PI * 300 * t);
  const samples = Int16Array.from({ length }, (_, n) => {
    const quiet = background[n]!;
    if (n < closure) return quiet + (flapped ? 0.3 * vowelWave(n / 16000) : 0);
    if (n < closure + burst) return quiet + 8000 * noise();
    if (n < closure + burst + aspiration) return quiet + 1500 * noise();
    return quiet + vowelWave((n - closure - burst - aspiration) / 16000) + 200 * noise();
  });
  const vowelStart = Math.round((closure + burst + aspiration) / 160);
  return { samples, stop: { startFrame: 5, endFrame: vowelStart - 1 }, vowel: { startFrame: vowelStart, endFrame: vowelStart + 19 } };
}

describe('voiceOnsetTime', () => {
  it('measures an aspirated stop from its burst to the voicing, within 10 ms', () => {
    const { samples, stop, vowel } = stopThenVowel({ aspirationMs: 60 });
    expect(voiceOnsetTime(samples, stop, vowel)).toBeGreaterThan(55);
    expect(voiceOnsetTime(samples, stop, vowel)).toBeLessThan(75);
  });

  it('measures an unaspirated (Portuguese) stop as short', () => {
    const { samples, stop, vowel } = stopThenVowel({ aspirationMs: 8 });
    expect(voiceOnsetTime(samples, stop, vowel)).toBeLessThan(25);
  });

  it('times voicing by periodicity, so a rumble as loud as the vowel below 600 Hz does not read as voicing at the burst', () => {
    const { samples, stop, vowel } = stopThenVowel({ aspirationMs: 60, rumbleAmplitude: 2500 });
    expect(voiceOnsetTime(samples, stop, vowel)).toBeGreaterThan(50);
    expect(voiceOnsetTime(samples, stop, vowel)).toBeLessThan(75);
  });

  it.each([
    ['in the stop', 0, 6],
    ['in the vowel', -6, 0],
    ['30 ms late', 3, 3],
  ])('finds the burst and the voicing on the audio when the aligner puts the aspiration %s', (_, stopShift, vowelShift) => {
    const { samples, stop, vowel } = stopThenVowel({ aspirationMs: 60 });
    const measured = voiceOnsetTime(
      samples,
      { startFrame: stop.startFrame, endFrame: stop.endFrame + stopShift },
      { ...vowel, startFrame: vowel.startFrame + vowelShift },
    );
    expect(measured).toBeGreaterThan(55);
    expect(measured).toBeLessThan(75);
  });

  it('gives null, not 0, when voicing runs through the closure (nothing to time)', () => {
    const { samples, stop, vowel } = stopThenVowel({ aspirationMs: 0, flapped: true });
    expect(voiceOnsetTime(samples, stop, vowel)).toBeNull();
  });

  it('gives null when there is no release to find', () => {
    expect(voiceOnsetTime(new Int16Array(16000), { startFrame: 5, endFrame: 10 }, { startFrame: 11, endFrame: 30 })).toBeNull();
  });
});

describe('voiceOnsetTime on festival speech', () => {
  let engine: Engine;
  const lexicon = loadLexicon(modelPaths().dictionary);
  beforeAll(() => {
    engine = new Engine(modelPaths());
  });
  afterAll(async () => {
    await engine.close();
  });

  async function pinVot(said: Record<string, string>): Promise<number | null> {
    const text = 'Take the pin now';
    const audio = synthesize(text, said);
    const slots = slotsOf(text, lexicon);
    const { alignment } = await engine.examine(audio.samples, slots, DEFAULT_WEIGHTS);
    const slot = slots.findIndex((s) => s.written === 'pin');
    const [stop, vowel] = alignment!.filter((token) => token.kind === 'phone' && token.slot === slot);
    return voiceOnsetTime(audio.samples, stop!, vowel!);
  }

  it('measures *pin* aspirated and *bin* (the Brazilian reading) unaspirated', async () => {
    const pin = await pinVot({});
    const bin = await pinVot({ pin: 'B IH1 N' });
    expect(pin).toBeGreaterThan(30);
    expect(bin).toBeLessThan(20);
    expect(bin).toBeLessThan(pin!);
  });
});
