import { describe, expect, it } from 'vitest';
import { loadLexicon, wordsOf } from './lexicon.ts';
import { modelPaths } from './scoring/engine.ts';

describe('wordsOf', () => {
  it('gives the words of a text as read: numbers in words, accents dropped, symbols not read', () => {
    expect(wordsOf('In 1990, I paid $25 for 2 cafés & a crêpe!')).toEqual([
      'In',
      'nineteen',
      'ninety',
      'I',
      'paid',
      'twenty',
      'five',
      'dollars',
      'for',
      'two',
      'cafes',
      'a',
      'crepe',
    ]);
    expect(wordsOf("She's the 1st — isn't she?")).toEqual(["She's", 'the', 'first', "isn't", 'she']);
    expect(wordsOf('THE 2ND TIME AT 7:30')).toEqual(['THE', 'second', 'TIME', 'AT', 'seven', 'thirty']);
  });
});

describe('loadLexicon', () => {
  const lexicon = loadLexicon(modelPaths().dictionary);

  it('finds a word written with typographic apostrophes, however many', () => {
    expect(lexicon.phones('Rock’n’roll')).toEqual(['R', 'AA', 'K', 'AH', 'N', 'R', 'OW', 'L']);
    expect(lexicon.phones('isn’t')).toEqual(lexicon.phones("isn't"));
  });
});
