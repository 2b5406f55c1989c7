import { describe, expect, it } from 'vitest';
import type { WordEvidence } from '../scoring/evidence.ts';
import type { BrazilianRule } from '../types.ts';
import { replacedPhone } from './synthetic-errors.ts';

const said = (written: string, phones: string[]): WordEvidence => ({
  slot: 0,
  written,
  known: true,
  phones: phones.map((phone, position) => ({
    slot: 0,
    position,
    phone,
    startFrame: position * 8,
    frames: 8,
    gop: 0,
    acousticPerFrame: -500,
    loopSame: 1,
    loopSameClass: 1,
    loopSilence: 0,
    networkGop: 0,
    networkLogPosterior: 0,
  })),
  detected: 'canonical',
  variant: null,
  offered: [],
  variantMargin: 0,
  heardByNetwork: [],
  startFrame: 0,
  endFrame: 8 * phones.length,
});

const error = (rule: BrazilianRule, written: string, phones: string[]) => {
  const evidence = said(written, phones);
  return { id: 'clip', rule, evidence, words: [evidence] };
};

describe('replacedPhone', () => {
  it('finds the phone a Brazilian error said as another sound or left unsaid', () => {
    expect(replacedPhone(error('th-f', 'think', ['TH', 'IH', 'NG', 'K']))).toBe(0);
    expect(replacedPhone(error('h-r', 'red', ['R', 'EH', 'D']))).toBe(0);
    expect(replacedPhone(error('h-drop', 'hat', ['HH', 'AE', 'T']))).toBe(0);
    expect(replacedPhone(error('ed-dropped', 'worked', ['W', 'ER', 'K', 'T']))).toBe(3);
  });

  it('has no phone for an error that says more than one sound in its place', () => {
    expect(replacedPhone(error('epenthesis', 'big', ['B', 'IH', 'G']))).toBeNull();
    expect(replacedPhone(error('ed-syllable', 'worked', ['W', 'ER', 'K', 'T']))).toBeNull();
    expect(replacedPhone(error('s-cluster', 'school', ['S', 'K', 'UW', 'L']))).toBeNull();
  });

  it('has none when the word offers the error at two phones, as festival said them all the same way', () => {
    expect(replacedPhone(error('h-r', 'rare', ['R', 'EH', 'R']))).toBeNull();
  });
});
