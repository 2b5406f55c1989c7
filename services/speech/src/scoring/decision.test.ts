import { describe, expect, it } from 'vitest';
import { type Rarity, surpriseOf, verdictOf } from './decision.ts';
import type { WordEvidence } from './evidence.ts';
import type { ScoredPhone } from './gop.ts';

const phone = (name: string, position: number): ScoredPhone => ({
  slot: 0,
  position,
  phone: name,
  startFrame: position * 8,
  frames: 8,
  gop: -10,
  acousticPerFrame: -500,
  loopSame: 1,
  loopSameClass: 1,
  loopSilence: 0,
  networkGop: 2,
  networkLogPosterior: -0.2,
});

const think = (detected: WordEvidence['detected'], variantMargin = 0): WordEvidence => ({
  slot: 0,
  written: 'think',
  known: true,
  phones: ['TH', 'IH', 'NG', 'K'].map(phone),
  detected,
  variant: detected === 'variant' ? { rule: 'th-f', position: 0, phones: ['F', 'IH', 'NG', 'K'] } : null,
  offered: ['th-f', 'th-t', 'th-s'],
  variantMargin,
  heardByNetwork: [],
  startFrame: 0,
  endFrame: 31,
});

/** One correct word in ten shows each sign at all; a margin of 10 (decoder) or 2 (network) is reached by one in a hundred, and none beyond. */
const rarity = (margins: number[]): Rarity => ({ margins, surprise: [Math.log(10), Math.log(100)], ceiling: Math.log(1000) });
const evidenceModel = { decoder: rarity([0, 10]), network: rarity([0, 2]), threshold: Math.log(900) };
const thresholds = {
  poorWord: 0.6,
  substitution: { 'th-f': evidenceModel, 'th-t': { ...evidenceModel, threshold: Math.log(90) } },
  measured: {},
  reading: 0.1,
};
const fink = { rule: 'th-f', kind: 'substitution', phones: ['F', 'IH', 'NG', 'K'] };
const phones = [
  { right: 0.2, wrong: 0.7, score: 0.5, sound: 0.3 },
  { right: 0.9, wrong: 0.05, score: 1.9, sound: 0.9 },
  { right: 0.9, wrong: 0.05, score: 1.9, sound: 0.9 },
  { right: 0.8, wrong: 0.1, score: 1.7, sound: 0.8 },
];

describe('surpriseOf', () => {
  const tail = rarity([0, 10]);
  it("is 0 without the evidence, the lowest knot's below every knot, interpolated between knots, and the ceiling past the last", () => {
    expect(surpriseOf(tail, Number.NEGATIVE_INFINITY)).toBe(0);
    expect(surpriseOf(tail, -3)).toBeCloseTo(Math.log(10));
    expect(surpriseOf(tail, 5)).toBeCloseTo(Math.log(Math.sqrt(1000)));
    expect(surpriseOf(tail, 10)).toBeCloseTo(Math.log(100));
    expect(surpriseOf(tail, 10.01)).toBeCloseTo(Math.log(1000));
    expect(surpriseOf({ margins: [], surprise: [], ceiling: 4 }, -1)).toBe(4);
  });
});

const heard = (margins: Partial<Record<'th-f' | 'th-t', number>>, word = think('canonical')): WordEvidence => ({
  ...word,
  heardByNetwork: [
    { rule: 'th-f', position: 0, phones: ['F', 'IH', 'NG', 'K'], margin: margins['th-f'] ?? -5 },
    { rule: 'th-t', position: 0, phones: ['T', 'IH', 'NG', 'K'], margin: margins['th-t'] ?? -5 },
  ],
});

describe('verdictOf', () => {
  it('names a substitution when its evidence, decoder and network together, is rarer in correct speech than its threshold', () => {
    // The decoder alone, at a margin one correct word in a hundred reaches: short of one in 900.
    expect(verdictOf(think('variant', 10), 0.1, phones, thresholds)).toEqual({ kind: 'fine' });
    // The network alone, likewise.
    expect(verdictOf(heard({ 'th-f': 2 }), 0.1, phones, thresholds)).toEqual({ kind: 'fine' });
    // Both modest signs together: 1 in 10 and 1 in 100.
    expect(verdictOf(heard({ 'th-f': 2 }, think('variant', -1)), 0.1, phones, thresholds)).toEqual(fink);
    // The network's margin counts beside the decoder's even where its path lost: a negative margin is still as rare as the lowest knot says.
    expect(verdictOf(heard({ 'th-f': -1 }, think('variant', 10)), 0.1, phones, thresholds)).toEqual(fink);
    // A margin beyond any correct word's, alone.
    expect(verdictOf(think('variant', 55), 0.1, phones, thresholds)).toEqual(fink);
    expect(verdictOf(heard({ 'th-f': 2.5 }), 0.1, phones, thresholds)).toEqual(fink);
  });

  it('names the substitution that passes its threshold by the most, never one the network heard losing, and nothing in a skipped word', () => {
    expect(verdictOf(heard({ 'th-f': 2.5, 'th-t': 2.2 }), 0.1, phones, thresholds)).toEqual({
      kind: 'substitution',
      rule: 'th-t',
      phones: ['T', 'IH', 'NG', 'K'],
    });
    expect(verdictOf(heard({ 'th-f': 2.5, 'th-t': 0.5 }), 0.1, phones, thresholds)).toEqual(fink);
    expect(verdictOf(heard({ 'th-f': -0.5 }), 0.1, phones, { ...thresholds, substitution: { 'th-f': { ...evidenceModel, threshold: 1 } } })).toEqual({
      kind: 'fine',
    });
    expect(verdictOf(heard({ 'th-f': 9, 'th-t': 9 }), 0.1, phones, { ...thresholds, substitution: {} })).toEqual({ kind: 'fine' });
    expect(verdictOf({ ...heard({ 'th-f': 9, 'th-t': 9 }), detected: 'skipped' }, 0.9, phones, thresholds)).toEqual({ kind: 'omission' });
  });

  it('marks a confidently mispronounced word for practice at its likeliest wrong phone, without claiming what was heard', () => {
    expect(verdictOf(think('variant', 5), 0.8, phones, thresholds)).toEqual({ kind: 'practice', phone: 'TH' });
    expect(verdictOf(think('canonical'), 0.8, phones, thresholds)).toEqual({ kind: 'practice', phone: 'TH' });
  });

  it('says nothing below the threshold, and nothing about a word it cannot judge', () => {
    expect(verdictOf(think('canonical'), 0.59, phones, thresholds)).toEqual({ kind: 'fine' });
    expect(verdictOf({ ...think('canonical'), known: false, phones: [] }, null, [], thresholds)).toEqual({ kind: 'fine' });
  });

  it('reports a confidently mispronounced word the decoder skipped as omitted', () => {
    expect(verdictOf(think('skipped'), 0.9, phones, thresholds)).toEqual({ kind: 'omission' });
    expect(verdictOf(think('skipped'), 0.3, phones, thresholds)).toEqual({ kind: 'fine' });
  });

  it('reports a known word that neither the alignment nor the detection found as omitted, and nothing about one the detection heard', () => {
    expect(verdictOf({ ...think('skipped'), phones: [] }, null, [], thresholds)).toEqual({ kind: 'omission' });
    expect(verdictOf({ ...think('canonical'), phones: [] }, null, [], thresholds)).toEqual({ kind: 'fine' });
    expect(verdictOf({ ...think('skipped'), known: false, phones: [] }, null, [], thresholds)).toEqual({ kind: 'fine' });
  });
});
