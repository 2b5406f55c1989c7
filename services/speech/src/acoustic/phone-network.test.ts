import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesize } from '../testing/festival.ts';
import { logMel } from './log-mel.ts';
import { NETWORK_PHONES, PhoneNetwork } from './phone-network.ts';

let network: PhoneNetwork;
beforeAll(async () => {
  network = await PhoneNetwork.load();
});
afterAll(async () => {
  await network.close();
});

describe('PhoneNetwork', () => {
  it('gives every frame of the log-mel bands a distribution over the phones and silence', async () => {
    const audio = synthesize('The red car is fast');
    const { frames, values } = await network.posteriors(audio.samples);
    expect(frames).toBe(logMel(audio.samples).frames);
    expect(values.length).toBe(frames * NETWORK_PHONES.length);
    for (let frame = 0; frame < frames; frame += 17) {
      const row = Array.from(values.subarray(frame * NETWORK_PHONES.length, (frame + 1) * NETWORK_PHONES.length));
      expect(row.reduce((sum, value) => sum + Math.exp(value), 0)).toBeCloseTo(1, 4);
    }
  });

  it('hears the pause before a sentence as silence, and has nothing to say about a clip shorter than one frame', async () => {
    const sentence = synthesize('The red car is fast').samples;
    const padded = new Int16Array(8000 + sentence.length);
    padded.set(sentence, 8000);
    const { frames, values } = await network.posteriors(padded);
    const sil = NETWORK_PHONES.indexOf('SIL');
    const loudest = (frame: number) => {
      const row = Array.from(values.subarray(frame * NETWORK_PHONES.length, (frame + 1) * NETWORK_PHONES.length));
      return row.indexOf(Math.max(...row));
    };
    const pause = Array.from({ length: 40 }, (_, frame) => loudest(frame));
    expect(pause.filter((phone) => phone === sil).length).toBeGreaterThan(36);
    expect(frames).toBeGreaterThan(100);
    expect(await network.posteriors(new Int16Array(100))).toEqual({ frames: 0, values: new Float32Array(0) });
  });
});
