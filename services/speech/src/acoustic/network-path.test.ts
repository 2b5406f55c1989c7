import { describe, expect, it } from 'vitest';
import { pathScore } from './network-path.ts';
import { NETWORK_PHONES, type PhonePosteriors } from './phone-network.ts';

const SURE = Math.log(0.9);
const UNSURE = Math.log(0.1 / (NETWORK_PHONES.length - 1));

/** Frames each heard surely as the given phone. */
function heard(...phones: string[]): PhonePosteriors {
  const values = new Float32Array(phones.length * NETWORK_PHONES.length);
  for (const [frame, top] of phones.entries()) {
    for (const [k, phone] of NETWORK_PHONES.entries()) values[frame * NETWORK_PHONES.length + k] = phone === top ? SURE : UNSURE;
  }
  return { frames: phones.length, values };
}

const times = (phone: string, count: number) => Array<string>(count).fill(phone);

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
