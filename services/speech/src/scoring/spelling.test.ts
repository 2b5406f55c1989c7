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
    expect(spellHeard('worked', 'epenthesis', ['W', 'ER', 'K', 'IH', 'D'], noWords)).toBe('workid');
    expect(spellHeard('red', 'h-r', ['HH', 'EH', 'D'], noWords)).toBe('hed');
    expect(spellHeard('feel', 'dark-l', ['F', 'IY', 'W'], noWords)).toBe('feeu');
  });

  it('spells sound by sound when the letters do not show the error', () => {
    expect(spellHeard('theme', 'i-ih', ['TH', 'IH', 'M'], noWords)).toBe('thim');
  });
});
