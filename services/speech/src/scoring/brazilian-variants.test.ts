import { describe, expect, it } from 'vitest';
import { positionsOf } from './brazilian-variants.ts';

const rulesAtEnd = (word: string, phones: string) =>
  positionsOf(word, phones.split(' '))
    .at(-1)!
    .flatMap(({ rule }) => (rule ? [rule] : []));

const rulesOf = (word: string, phones: string, guessed = false) =>
  positionsOf(word, phones.split(' '), guessed).flatMap((position) => position.flatMap(({ rule }) => (rule ? [rule] : [])));

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

  it("offers no vowel's substitution in a word espeak-ng guessed, nor tch or dj before its [i]: the guess's vowels are often wrong", () => {
    expect(rulesOf('Tiradentes', 'T IH R AE D EH N T IY Z', false)).toEqual(['h-r', 'ae-eh', 'ae-aa']);
    expect(rulesOf('Tiradentes', 'T IH R AE D EH N T IY Z', true)).toEqual(['h-r']);
    expect(rulesOf('ticket', 'T IH K AH T', false)).toEqual(['t-ch', 'i-ih', 'epenthesis']);
    expect(rulesOf('ticket', 'T IH K AH T', true)).toEqual(['epenthesis']);
    expect(rulesOf('dinner', 'D IH N ER', true)).toEqual([]);
    expect(rulesOf('think', 'TH IH NG K', true)).toEqual(['th-f', 'th-t', 'th-s', 'epenthesis']);
  });

  it('offers tch only before a stressed [i], where American English neither flaps nor softens the t; dj also before an unstressed one, but not in -ding, where American English raises the [ɪ] towards [i]', () => {
    expect(rulesOf('teen', 'T IY N')).toContain('t-ch');
    expect(rulesOf('still', 'S T IH L')).toContain('t-ch');
    for (const [word, phones] of [
      ['city', 'S IH T IY'],
      ['native', 'N EY T IH V'],
      ['university', 'Y UW N AH V ER S AH T IY'],
    ]) {
      expect(rulesOf(word!, phones!)).not.toContain('t-ch');
    }
    expect(rulesOf('developer', 'D IH V EH L AH P ER')).toContain('d-jh');
    expect(rulesOf('different', 'D IH F ER AH N T')).toContain('d-jh');
    expect(rulesOf('body', 'B AA D IY')).toContain('d-jh');
    for (const [word, phones] of [
      ['reading', 'R IY D IH NG'],
      ['building', 'B IH L D IH NG'],
      ['weddings', 'W EH D IH NG Z'],
    ]) {
      expect(rulesOf(word!, phones!)).not.toContain('d-jh');
    }
  });

  it('offers /i/ for /ɪ/ and back in a stressed vowel, but not before r, where American English has one vowel for both', () => {
    const vowelRules = (word: string, phones: string) => positionsOf(word, phones.split(' '))[1]!.flatMap(({ rule }) => (rule ? [rule] : []));
    expect(vowelRules('seat', 'S IY T')).toEqual(['i-ih']);
    expect(vowelRules('sit', 'S IH T')).toEqual(['i-ih']);
    expect(vowelRules('here', 'HH IY R')).toEqual([]);
    expect(vowelRules('year', 'Y IH R')).toEqual([]);
  });
});
