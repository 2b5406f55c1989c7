import { describe, expect, it } from 'vitest';
import { stressedSyllablesOf, stressesOf } from './stress-lexicon.ts';

describe('stressesOf', () => {
  it('takes the stress of the entry pronounced with the given phones, the second one too', () => {
    expect(stressesOf('AI', ['AY'])).toEqual([1]);
    expect(stressesOf('AI', ['EY', 'AY'])).toEqual([1, 1]);
    expect(stressesOf('ai', ['AA', 'IY'])).toBeNull();
  });

  it("gives a word it lacks whole its parts' stresses, none of them the word's own", () => {
    expect(stressesOf('K-pop', ['K', 'EY', 'P', 'AA', 'P'])).toEqual([null, 2, null, 2, null]);
    expect(stressesOf('K-pop', ['K', 'EY', 'P', 'AA'])).toBeNull();
  });
});

describe('stressedSyllablesOf', () => {
  it('gives every syllable an entry of that many syllables stresses', () => {
    expect(stressedSyllablesOf('record', 2)).toEqual([0, 1]);
    expect(stressedSyllablesOf('Fourteen', 2)).toEqual([0, 1]);
    expect(stressedSyllablesOf('develop', 3)).toEqual([1]);
    expect(stressedSyllablesOf('hospital', 3)).toEqual([0]);
    // One entry stressing two syllables: TH ER1 T IY1 N.
    expect(stressedSyllablesOf('thirteen', 2)).toEqual([0, 1]);
  });

  it('leaves out entries of another length, and words it lacks', () => {
    expect(stressedSyllablesOf('record', 3)).toEqual([]);
    expect(stressedSyllablesOf('zzyzzx', 2)).toEqual([]);
  });
});
