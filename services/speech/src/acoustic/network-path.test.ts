import { describe, expect, it } from 'vitest';
import { loopPathScore, pathScore, textPathScore } from './network-path.ts';
import { NETWORK_PHONES } from './phone-network.ts';
import { heardAs, times } from '../testing/posteriors.ts';

const SURE = Math.log(0.9);
const UNSURE = Math.log(0.1 / (NETWORK_PHONES.length - 1));

/** Frames each heard surely as the given phone. */
const heard = (...phones: string[]) => heardAs(phones);

describe('pathScore', () => {
  // "big" said "bigi": the added vowel's frames.
  const bigi = heard('SIL', ...times('B', 4), ...times('IH', 6), ...times('G', 4), ...times('IY', 5), 'SIL');

  it('scores the pronunciation that was said best, frame by frame, with silence around it', () => {
    expect(pathScore(bigi, ['B', 'IH', 'G', 'IY'], 0, 20)).toBeCloseTo(21 * SURE);
    expect(pathScore(bigi, ['B', 'IH', 'G'], 0, 20)).toBeLessThan(pathScore(bigi, ['B', 'IH', 'G', 'IY'], 0, 20));
  });

  it('makes a dropped phone cost the frames a phone must hold', () => {
    const ome = heard(...times('OW', 6), ...times('M', 4));
    expect(pathScore(ome, ['OW', 'M'], 0, 9) - pathScore(ome, ['HH', 'OW', 'M'], 0, 9)).toBeCloseTo(3 * (SURE - UNSURE));
  });

  it('scores only the frames asked for, clamped to the clip', () => {
    expect(pathScore(bigi, ['B'], -5, 4)).toBeCloseTo(5 * SURE);
  });

  it('finds no path when the frames are too few for the phones', () => {
    expect(pathScore(bigi, ['B', 'IH', 'G'], 0, 7)).toBe(Number.NEGATIVE_INFINITY);
    expect(pathScore(heard(), ['B'], 0, 3)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('textPathScore', () => {
  // "the dog" with a pause between the words.
  const theDog = heard('SIL', ...times('DH', 3), ...times('AH', 3), 'SIL', 'SIL', ...times('D', 3), ...times('AO', 4), ...times('G', 3), 'SIL');

  it('reads the words in order with silence between them', () => {
    expect(
      textPathScore(
        theDog,
        [
          ['DH', 'AH'],
          ['D', 'AO', 'G'],
        ],
        0,
        19,
      ),
    ).toBeCloseTo(20 * SURE);
    expect(
      textPathScore(
        theDog,
        [
          ['D', 'AO', 'G'],
          ['DH', 'AH'],
        ],
        0,
        19,
      ),
    ).toBeLessThan(20 * SURE + 10 * (UNSURE - SURE));
  });

  it('passes over a word left unsaid at the cost asked, and not at all by default', () => {
    const text = [
      ['DH', 'AH'],
      ['B', 'L', 'AE', 'K'],
      ['D', 'AO', 'G'],
    ];
    expect(textPathScore(theDog, text, 0, 19, 20)).toBeCloseTo(20 * SURE - 20);
    expect(textPathScore(theDog, text, 0, 19)).toBeLessThan(20 * SURE - 20);
    expect(textPathScore(theDog, [...text, ['IH', 'Z']], 0, 19, 20)).toBeCloseTo(20 * SURE - 40);
  });

  it('passes over the first word as over any other', () => {
    const text = [
      ['B', 'L', 'AE', 'K'],
      ['DH', 'AH'],
      ['D', 'AO', 'G'],
    ];
    expect(textPathScore(theDog, text, 0, 19, 20)).toBeCloseTo(20 * SURE - 20);
  });

  it('reads only the frames asked for, passing over the words said before them', () => {
    const text = [
      ['DH', 'AH'],
      ['D', 'AO', 'G'],
    ];
    expect(textPathScore(theDog, text, 8, 19, 20)).toBeCloseTo(12 * SURE - 20);
  });

  it('finds no path over no frames, whatever a word left unsaid costs', () => {
    expect(textPathScore(theDog, [['DH', 'AH']], 25, 30, 20)).toBe(Number.NEGATIVE_INFINITY);
    expect(textPathScore(heard(), [['DH', 'AH']], 0, 3, 20)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('loopPathScore', () => {
  const bigi = heard('SIL', ...times('B', 4), ...times('IH', 6), ...times('G', 4), ...times('IY', 5), 'SIL');

  it('follows whatever was said, so the text that was said costs nothing against it and another text costs its frames', () => {
    expect(loopPathScore(bigi, 0, 20)).toBeCloseTo(21 * SURE);
    expect(pathScore(bigi, ['B', 'IH', 'G', 'IY'], 0, 20) - loopPathScore(bigi, 0, 20)).toBeCloseTo(0);
    expect(pathScore(bigi, ['D', 'AO', 'G', 'Z'], 0, 20) - loopPathScore(bigi, 0, 20)).toBeCloseTo(15 * (UNSURE - SURE));
  });

  it('holds a phone as long as a text path must, and silence as long as it lasts', () => {
    // One frame of P between the Bs cannot be a phone of its own.
    const blip = heard(...times('B', 4), 'P', ...times('B', 4), 'SIL', ...times('IH', 3));
    expect(loopPathScore(blip, 0, 12)).toBeCloseTo(12 * SURE + UNSURE);
  });

  it('is never beaten by a text path over the same frames', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const frames = 40;
    const values = Float32Array.from({ length: frames * NETWORK_PHONES.length }, () => Math.log(random()));
    const noisy = { frames, values };
    for (const phones of [
      ['B', 'IH', 'G'],
      ['DH', 'IH', 'S'],
      ['K', 'AE', 'T', 'S'],
    ]) {
      expect(pathScore(noisy, phones, 3, 35)).toBeLessThanOrEqual(loopPathScore(noisy, 3, 35) + 1e-9);
    }
  });

  it('finds nothing over no frames', () => {
    expect(loopPathScore(heard(), 0, 3)).toBe(Number.NEGATIVE_INFINITY);
  });
});
