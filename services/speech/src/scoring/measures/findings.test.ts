import { describe, expect, it } from 'vitest';
import type { Lexicon } from '../../lexicon.ts';
import { positionsOf } from '../brazilian-variants.ts';
import type { AlignedPhone } from '../engine.ts';
import { measuredFindings, measurementsOf } from './findings.ts';

const lexicon: Lexicon = { phones: () => null, wordFor: (phones) => (phones.join(' ') === 'SH IH P' ? 'ship' : null) };
const slots = [{ written: 'sheep', positions: positionsOf('sheep', ['SH', 'IY', 'P']) }];

/** "sheep" aligned with its vowel `vowelFrames` long, between two 10-frame consonants. */
function sheep(vowelFrames: number): AlignedPhone[] {
  const phone = (position: number, phones: string[], startFrame: number, frames: number): AlignedPhone => ({
    kind: 'phone',
    slot: 0,
    position,
    phones,
    startFrame,
    endFrame: startFrame + frames - 1,
    acousticScore: 0,
  });
  return [phone(0, ['SH'], 10, 10), phone(1, ['IY'], 20, vowelFrames), phone(2, ['P'], 20 + vowelFrames, 10)];
}

describe('measuredFindings: /i/ length', () => {
  const silence = new Int16Array(16000);
  /** Name an /i/ at least 30% shorter than the clip's average phone (its /i/ before voiceless /p/ measured against 0.85 of that). */
  const thresholds = { 'i-ih': 0.3 };

  it('names /i/ said short as /ɪ/ (sheep heard as ship)', () => {
    expect(measuredFindings(silence, sheep(4), slots, lexicon, [], thresholds)).toEqual([
      expect.objectContaining({ word: 'sheep', heard: 'ship', rule: 'i-ih', kind: 'substitution', issue: 'A vogal de *sheep* ficou curta e soou como *ship*' }),
    ]);
  });

  it('says nothing of a long /i/, nor of one the decoder already named', () => {
    expect(measuredFindings(silence, sheep(14), slots, lexicon, [], thresholds)).toEqual([]);
    const named = [{ word: 'sheep', heard: 'ship', kind: 'substitution' as const, rule: 'i-ih' as const, issue: '', suggestion: '' }];
    expect(measuredFindings(silence, sheep(4), slots, lexicon, named, thresholds)).toEqual([]);
  });

  it('does not judge /i/ before r, where American English has one vowel for /i/ and /ɪ/ (here, year)', () => {
    const said = (word: string, phones: string[]) =>
      measurementsOf(
        silence,
        sheep(4).map((phone, position) => ({ ...phone, phones: [phones[position]!] })),
        [{ written: word, positions: positionsOf(word, phones) }],
        lexicon,
      ).filter((measured) => measured.rule === 'i-ih');
    expect(said('here', ['HH', 'IY', 'R'])).toEqual([]);
    expect(said('heed', ['HH', 'IY', 'D'])).toEqual([expect.objectContaining({ rule: 'i-ih' })]);
  });

  it("does not judge the /i/ of a word espeak-ng guessed: the guess's vowel may be wrong", () => {
    const keeb = (guessed: boolean) => [{ written: 'Keeb', positions: positionsOf('Keeb', ['K', 'IY', 'B'], guessed) }];
    expect(measurementsOf(silence, sheep(4), keeb(true), lexicon)).toEqual([]);
    expect(measurementsOf(silence, sheep(4), keeb(false), lexicon)).toEqual([expect.objectContaining({ rule: 'i-ih' })]);
  });

  it('names nothing for a rule without a threshold', () => {
    expect(measuredFindings(silence, sheep(4), slots, lexicon, [], {})).toEqual([]);
  });

  it('measures the shortfall whatever the threshold, and nothing without an alignment', () => {
    expect(measurementsOf(silence, sheep(4), slots, lexicon)).toEqual([
      expect.objectContaining({ slot: 0, rule: 'i-ih', statistic: expect.closeTo(1 - 4 / 8 / 0.85, 6) }),
    ]);
    expect(measurementsOf(silence, null, slots, lexicon)).toEqual([]);
  });
});
