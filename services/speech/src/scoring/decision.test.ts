import { describe, expect, it } from 'vitest';
import { verdictOf } from './decision.ts';
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

const thresholds = { poorWord: 0.6, substitutionMargin: { 'th-f': 40 }, networkMargin: { 'th-f': 2, 'th-t': 1 }, measured: {}, reading: 0.1 };
const fink = { rule: 'th-f', kind: 'substitution', phones: ['F', 'IH', 'NG', 'K'] };
const phones = [
  { right: 0.2, wrong: 0.7, score: 0.5 },
  { right: 0.9, wrong: 0.05, score: 1.9 },
  { right: 0.9, wrong: 0.05, score: 1.9 },
  { right: 0.8, wrong: 0.1, score: 1.7 },
];

describe('verdictOf', () => {
  it("names a substitution only when it beat the canonical pronunciation by its rule's fitted margin", () => {
    expect(verdictOf(think('variant', 55), 0.1, phones, thresholds)).toEqual({ ...fink, kind: 'substitution' });
    expect(verdictOf(think('variant', 25), 0.1, phones, thresholds)).toEqual({ kind: 'fine' });
    expect(verdictOf(think('variant', 25), 0.1, phones, { ...thresholds, substitutionMargin: { 'th-f': 20 } })).toEqual(fink);
  });

  it("names what the phone network heard when its margin reaches the rule's threshold, the surest one when several do, and not in a skipped word", () => {
    const heard = (margins: Record<'th-f' | 'th-t', number>): WordEvidence => ({
      ...think('canonical'),
      heardByNetwork: [
        { rule: 'th-f', position: 0, phones: ['F', 'IH', 'NG', 'K'], margin: margins['th-f'] },
        { rule: 'th-t', position: 0, phones: ['T', 'IH', 'NG', 'K'], margin: margins['th-t'] },
      ],
    });
    expect(verdictOf(heard({ 'th-f': 1.9, 'th-t': 0.9 }), 0.1, phones, thresholds)).toEqual({ kind: 'fine' });
    expect(verdictOf(heard({ 'th-f': 2.5, 'th-t': 0.9 }), 0.1, phones, thresholds)).toEqual(fink);
    expect(verdictOf(heard({ 'th-f': 2.5, 'th-t': 1.8 }), 0.1, phones, thresholds)).toEqual({
      kind: 'substitution',
      rule: 'th-t',
      phones: ['T', 'IH', 'NG', 'K'],
    });
    expect(verdictOf(heard({ 'th-f': 9, 'th-t': 9 }), 0.1, phones, { ...thresholds, networkMargin: {} })).toEqual({ kind: 'fine' });
    expect(verdictOf({ ...heard({ 'th-f': 9, 'th-t': 9 }), detected: 'skipped' }, 0.9, phones, thresholds)).toEqual({ kind: 'omission' });
  });

  it('marks a confidently mispronounced word for practice at its likeliest wrong phone, without claiming what was heard', () => {
    expect(verdictOf(think('variant', 25), 0.8, phones, thresholds)).toEqual({ kind: 'practice', phone: 'TH' });
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
});
