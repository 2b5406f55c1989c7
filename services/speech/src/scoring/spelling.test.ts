import { describe, expect, it } from 'vitest';
import type { Lexicon } from '../lexicon.ts';
import { spellHeard } from './spelling.ts';

const noWords: Lexicon = { phones: () => null, wordFor: () => null };

describe('spellHeard', () => {
  it('applies the named error to the written word, in its case', () => {
    expect(spellHeard('think', 'th-f', ['F', 'IH', 'NG', 'K'], noWords)).toBe('fink');
    expect(spellHeard('THINK', 'th-f', ['F', 'IH', 'NG', 'K'], noWords)).toBe('FINK');
    expect(spellHeard('The', 'th-d', ['D', 'AH'], noWords)).toBe('De');
    expect(spellHeard('big', 'epenthesis', ['B', 'IH', 'G', 'IY'], noWords)).toBe('bigi');
    expect(spellHeard('worked', 'ed-syllable', ['W', 'ER', 'K', 'IH', 'D'], noWords)).toBe('workid');
    expect(spellHeard('red', 'h-r', ['HH', 'EH', 'D'], noWords)).toBe('hed');
    expect(spellHeard('feel', 'dark-l', ['F', 'IY', 'W'], noWords)).toBe('feeu');
  });

  it('spells the errors added for Brazilian speakers from the letters', () => {
    expect(spellHeard('very', 'h-r', ['V', 'EH', 'HH', 'IY'], noWords)).toBe('vehy');
    expect(spellHeard('Home', 'h-drop', ['OW', 'M'], noWords)).toBe('Ome');
    expect(spellHeard('ten', 'final-nasal', ['T', 'EH'], noWords)).toBe('tẽ');
    expect(spellHeard('time', 'final-nasal', ['T', 'AY'], noWords)).toBe('tĩ');
    expect(spellHeard('cat', 'ae-aa', ['K', 'AA', 'T'], noWords)).toBe('cot');
    expect(spellHeard('cup', 'ah-aa', ['K', 'AA', 'P'], noWords)).toBe('cop');
    expect(spellHeard('book', 'uh-uw', ['B', 'UW', 'K'], noWords)).toBe('buuk');
    expect(spellHeard('full', 'uh-uw', ['F', 'UW', 'L'], noWords)).toBe('fooll');
    expect(spellHeard('ticket', 't-ch', ['CH', 'IH', 'K', 'AH', 'T'], noWords)).toBe('tchicket');
    expect(spellHeard('different', 'd-jh', ['JH', 'IH', 'F', 'ER', 'AH', 'N', 'T'], noWords)).toBe('djifferent');
    expect(spellHeard('school', 's-cluster', ['IY', 'S', 'K', 'UW', 'L'], noWords)).toBe('ischool');
  });

  it('spells a dropped -ed as the stem, with the e a silent-e stem keeps', () => {
    const lexicon: Lexicon = { phones: (w) => ({ live: ['L', 'IH', 'V'], work: ['W', 'ER', 'K'] })[w] ?? null, wordFor: () => 'werk' };
    expect(spellHeard('worked', 'ed-dropped', ['W', 'ER', 'K'], lexicon)).toBe('work');
    expect(spellHeard('lived', 'ed-dropped', ['L', 'IH', 'V'], lexicon)).toBe('live');
    expect(spellHeard('played', 'ed-dropped', ['P', 'L', 'EY'], lexicon)).toBe('play');
  });

  it('spells sound by sound when the letters do not show the error', () => {
    expect(spellHeard('theme', 'i-ih', ['TH', 'IH', 'M'], noWords)).toBe('thim');
  });
});
