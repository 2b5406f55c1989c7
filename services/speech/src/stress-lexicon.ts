/**
 * Lexical stress from CMUdict with its stress marks (npm
 * cmu-pronouncing-dictionary): the acoustic model's copy of CMUdict has none,
 * and stress decides which vowels Brazilians get wrong and which syllable a
 * word must carry.
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import { lexiconKey, numberedEntries, partsOf } from './lexicon.ts';

/** Per phone: 1 primary, 2 secondary, 0 unstressed vowel, null consonant. */
export type Stress = 0 | 1 | 2 | null;

/** Each entry of `key` (CMUdict's word(2), word(3) are its other pronunciations), with its stress marks. */
const entriesOf = (key: string): string[][] => numberedEntries(key, (numbered) => dictionary[numbered]).map((entry) => entry.split(' '));

const unmarked = (phone: string) => phone.replace(/\d$/, '');
const stressOf = (phone: string): Stress => {
  const digit = /(\d)$/.exec(phone)?.[1];
  return digit === undefined ? null : (Number(digit) as 0 | 1 | 2);
};

/**
 * The stresses of `phones` from `parts` read one after another (partsOf:
 * K-pop, N.F.T.), each part's entry matching its phones; null when one does
 * not. Which part carries the whole word's stress CMUdict does not say
 * (K-pop on the first, well-known on the last), so every part's stress
 * counts as secondary: its vowels are stressed, and no syllable is the one
 * the word must carry.
 */
function stressesOfParts(parts: readonly string[], phones: readonly string[]): Stress[] | null {
  const stresses: Stress[] = [];
  for (const part of parts) {
    const at = stresses.length;
    const marked = entriesOf(part).find((entry) => entry.every((phone, index) => unmarked(phone) === phones[at + index]));
    if (!marked) return null;
    stresses.push(...marked.map((phone) => (stressOf(phone) === 1 ? 2 : stressOf(phone))));
  }
  return stresses.length === phones.length ? stresses : null;
}

/**
 * The stress of each of `phones`, from the entry of `word` pronounced with
 * exactly these phones (the aligner's pronunciation may be CMUdict's second
 * one), or of its parts where CMUdict does not list it whole; null when
 * CMUdict has no such entry.
 */
export function stressesOf(word: string, phones: readonly string[]): Stress[] | null {
  const key = lexiconKey(word);
  const wanted = phones.join(' ');
  for (const marked of entriesOf(key)) if (marked.map(unmarked).join(' ') === wanted) return marked.map(stressOf);
  const parts = partsOf(key);
  return parts.length > 1 ? stressesOfParts(parts, phones) : null;
}

/**
 * The syllables (counted by vowels) that the word's CMUdict entries with
 * `syllables` vowels give the primary stress: more than one where the stress
 * shifts with the sense or the place in a phrase, in two entries (REcord and
 * reCORD, FOURteen and fourTEEN) or in one (THIRTEEN, OUTSIDE, FBI), so
 * either is said right.
 */
export function stressedSyllablesOf(word: string, syllables: number): number[] {
  const stressed = new Set<number>();
  for (const entry of entriesOf(lexiconKey(word))) {
    const vowels = entry.map(stressOf).filter((stress) => stress !== null);
    if (vowels.length !== syllables) continue;
    for (const [index, stress] of vowels.entries()) if (stress === 1) stressed.add(index);
  }
  return [...stressed].sort((a, b) => a - b);
}
