import { describe, expect, it } from 'vitest';
import { NETWORK_PHONES, NO_FRAMES, type PhonePosteriors } from '../acoustic/phone-network.ts';
import type { AlignedPhone } from './engine.ts';
import { goodnessOfPronunciation } from './gop.ts';

const phone = (position: number, name: string, startFrame: number, endFrame: number, acousticScore: number): AlignedPhone => ({
  kind: 'phone',
  slot: 0,
  position,
  phones: [name],
  startFrame,
  endFrame,
  acousticScore,
});

/** `frames` frames where the network gives each phone of `probabilities` its probability and shares the rest among the others. */
function posteriors(frames: number, probabilities: Record<string, number>): PhonePosteriors {
  const rest = (1 - Object.values(probabilities).reduce((sum, p) => sum + p, 0)) / (NETWORK_PHONES.length - Object.keys(probabilities).length);
  const row = NETWORK_PHONES.map((phone) => Math.log(probabilities[phone] ?? rest));
  return { frames, values: Float32Array.from({ length: frames * row.length }, (_, i) => row[i % row.length]!) };
}

describe('goodnessOfPronunciation', () => {
  it('is the per-frame gap between the aligned phone and the free loop over the same frames', () => {
    const loop = [
      { word: 'SIL', startFrame: 0, endFrame: 9, acousticScore: -100 },
      { word: 'F', startFrame: 10, endFrame: 19, acousticScore: -200 },
      { word: 'IH', startFrame: 20, endFrame: 29, acousticScore: -100 },
    ];
    const [th, ih] = goodnessOfPronunciation([phone(0, 'TH', 10, 19, -500), phone(1, 'IH', 15, 29, -250)], loop, NO_FRAMES);
    expect(th).toMatchObject({ phone: 'TH', frames: 10, gop: -30 });
    // Frames 15-19 take half of F's score, 20-29 all of IH's: -100 - 100 = -200 over 15 frames.
    expect(ih!.gop).toBeCloseTo(-50 / 15);
  });

  it('skips unknown sounds, which have no canonical phone', () => {
    const garbage: AlignedPhone = { kind: 'garbage', phones: ['P'], startFrame: 0, endFrame: 5, acousticScore: -10 };
    expect(goodnessOfPronunciation([garbage], [], NO_FRAMES)).toEqual([]);
  });

  it("gives the phone network's GOP: the phone's mean log posterior over its frames against the best other phone's", () => {
    const [th] = goodnessOfPronunciation([phone(0, 'TH', 10, 19, -500)], [], posteriors(30, { TH: 0.2, F: 0.6 }));
    expect(th!.networkGop).toBeCloseTo(Math.log(0.2 / 0.6));
    expect(th!.networkLogPosterior).toBeCloseTo(Math.log(0.2));
  });
});
