import { describe, expect, it } from 'vitest';
import { stressesOf } from './stress-lexicon.ts';

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
