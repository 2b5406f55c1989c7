import { describe, expect, it } from 'vitest';
import { syllabify, writtenSyllables } from './syllables.ts';

describe('syllables', () => {
  it('gives each consonant to the next syllable as far as English onsets allow', () => {
    const phones = ['HH', 'AA', 'S', 'P', 'IH', 'T', 'AH', 'L'];
    const syllables = syllabify(phones, [null, 1, null, null, 0, null, 0, null]);
    expect(syllables.map((s) => phones.slice(s.start, s.end).join(' '))).toEqual(['HH AA', 'S P IH', 'T AH L']);
    expect(syllables.map((s) => s.stress)).toEqual([1, 0, 0]);
  });

  it('cuts the written word where its syllables are', () => {
    expect(writtenSyllables('develop', 3)).toEqual(['de', 've', 'lop']);
    expect(writtenSyllables('comfortable', 4)).toEqual(['com', 'for', 'ta', 'ble']);
    expect(writtenSyllables('Hospital', 3)).toEqual(['Hos', 'pi', 'tal']);
    expect(writtenSyllables('ticket', 2)).toEqual(['tick', 'et']);
    expect(writtenSyllables('wanted', 2)).toEqual(['wan', 'ted']);
  });

  it('gives null rather than a wrong cut when the letters do not show the syllables', () => {
    expect(writtenSyllables('create', 2)).toBeNull();
    expect(writtenSyllables('chocolate', 2)).toBeNull();
  });
});
