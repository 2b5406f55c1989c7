import { describe, expect, it } from 'vitest';
import { positionsOf } from './brazilian-variants.ts';

const rulesAtEnd = (word: string, phones: string) =>
  positionsOf(word, phones.split(' '))
    .at(-1)!
    .flatMap(({ rule }) => (rule ? [rule] : []));

describe('positionsOf', () => {
  it('offers the -ed mistakes on a past tense', () => {
    expect(rulesAtEnd('worked', 'W ER K T')).toEqual(['ed-syllable', 'ed-dropped']);
    expect(rulesAtEnd('played', 'P L EY D')).toEqual(['ed-syllable', 'ed-dropped']);
    expect(rulesAtEnd('carried', 'K AE R IY D')).toEqual(['ed-syllable', 'ed-dropped']);
  });

  it('does not take a word that merely ends in -ed for a past tense', () => {
    for (const [word, phones] of [
      ['red', 'R EH D'],
      ['need', 'N IY D'],
      ['hundred', 'HH AH N D R AH D'],
      ['wanted', 'W AO N T AH D'],
    ]) {
      expect(rulesAtEnd(word!, phones!)).toEqual(['epenthesis']);
    }
  });

  it("offers no vowel's substitution in a word espeak-ng guessed, nor tch before its [i]: the guess's vowels are often wrong", () => {
    const rules = (phones: string, guessed: boolean) =>
      positionsOf('Tiradentes', phones.split(' '), guessed).flatMap((position) => position.flatMap(({ rule }) => (rule ? [rule] : [])));
    const phones = 'T IH R AE D EH N T IY Z';
    expect(rules(phones, false)).toEqual(['t-ch', 'h-r', 'ae-eh', 'ae-aa', 't-ch']);
    expect(rules(phones, true)).toEqual(['h-r']);
    expect(rules('TH IH NG K', true)).toEqual(['th-f', 'th-t', 'th-s', 'epenthesis']);
  });

  it('offers /i/ for /ɪ/ and back in a stressed vowel, but not before r, where American English has one vowel for both', () => {
    const rulesOf = (word: string, phones: string) => positionsOf(word, phones.split(' '))[1]!.flatMap(({ rule }) => (rule ? [rule] : []));
    expect(rulesOf('seat', 'S IY T')).toEqual(['i-ih']);
    expect(rulesOf('sit', 'S IH T')).toEqual(['i-ih']);
    expect(rulesOf('here', 'HH IY R')).toEqual([]);
    expect(rulesOf('year', 'Y IH R')).toEqual([]);
  });
});
