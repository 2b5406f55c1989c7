/**
 * Lexical stress from CMUdict with its stress marks (npm
 * cmu-pronouncing-dictionary): the acoustic model's copy of CMUdict has none,
 * and stress decides which vowels Brazilians get wrong and which syllable a
 * word must carry.
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import { lexiconKey } from './lexicon.ts';

/** Per phone: 1 primary, 2 secondary, 0 unstressed vowel, null consonant. */
export type Stress = 0 | 1 | 2 | null;

const MAX_VARIANTS = 10;

/**
 * The stress of each of `phones`, from the entry of `word` pronounced with
 * exactly these phones (the aligner's pronunciation may be CMUdict's second
 * one); null when CMUdict has no such entry.
 */
export function stressesOf(word: string, phones: readonly string[]): Stress[] | null {
  const key = lexiconKey(word);
  const wanted = phones.join(' ');
  for (let variant = 1; variant <= MAX_VARIANTS; variant++) {
    const entry = dictionary[variant === 1 ? key : `${key}(${variant})`];
    if (entry === undefined) return null;
    const marked = entry.split(' ');
    if (marked.map((phone) => phone.replace(/\d$/, '')).join(' ') !== wanted) continue;
    return marked.map((phone) => {
      const digit = /(\d)$/.exec(phone)?.[1];
      return digit === undefined ? null : (Number(digit) as 0 | 1 | 2);
    });
  }
  return null;
}
