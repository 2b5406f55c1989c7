/**
 * The substitutions Brazilian speakers make, as competing pronunciations of a
 * word: each phone position lists the canonical phone first, then what a
 * Brazilian might say instead and the rule that names it. The error-detecting
 * alignment lets the audio choose among them.
 */
import type { BrazilianRule } from '../types.ts';

export interface Alternative {
  phones: string[];
  rule: BrazilianRule | null;
}

/** One phone of the canonical pronunciation and its competitors (the first alternative is the canonical phone). */
export type Position = Alternative[];

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
/** Consonants after which Brazilians add [i] at the end of a word (not nasals, liquids or /s/, where they rarely do). */
const EPENTHESIS_AFTER = new Set(['B', 'D', 'G', 'K', 'P', 'T', 'CH', 'JH', 'F', 'V', 'TH', 'DH', 'SH', 'ZH']);

export function positionsOf(word: string, phones: readonly string[]): Position[] {
  const last = phones.length - 1;
  const positions = phones.map((phone, index): Position => {
    const alternatives: Position = [{ phones: [phone], rule: null }];
    const add = (substitute: string[], rule: BrazilianRule) => alternatives.push({ phones: substitute, rule });
    if (phone === 'TH') {
      add(['F'], 'th-f');
      add(['T'], 'th-t');
      add(['S'], 'th-s');
    } else if (phone === 'DH') {
      add(['D'], 'th-d');
      add(['V'], 'th-v');
    } else if (phone === 'IY') add(['IH'], 'i-ih');
    else if (phone === 'IH') add(['IY'], 'i-ih');
    else if (phone === 'AE') add(['EH'], 'ae-eh');
    else if (phone === 'R' && index === 0) add(['HH'], 'h-r');
    else if (phone === 'L' && (index === last || !VOWELS.has(phones[index + 1]!))) add(['W'], 'dark-l');
    return alternatives;
  });
  const final = phones[last];
  if (final && EPENTHESIS_AFTER.has(final)) {
    const before = phones[last - 1];
    const pastTense = /ed$/i.test(word) && (final === 'T' || final === 'D') && before !== 'T' && before !== 'D';
    positions[last]!.push({ phones: pastTense ? ['IH', 'D'] : [final, 'IY'], rule: 'epenthesis' });
  }
  return positions;
}
