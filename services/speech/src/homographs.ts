/**
 * Words CMUdict pronounces with another vowel in the stressed syllable: read
 * (R EH D, R IY D), live, lead, wind, tear, and ways of saying a word such as
 * data or again. The acoustic model's CMUdict lists the past tense of read
 * first, so a learner's correct "I like to read" was judged as "red" and
 * marked for practice; each other such pronunciation is a reading of the text
 * the scorer weighs against the clip (lexicon.ts's readingsOf).
 */
import { lexiconKey, type Lexicon } from './lexicon.ts';
import { positionsOf } from './scoring/brazilian-variants.ts';
import { stressesOf } from './stress-lexicon.ts';

/** CMUdict numbers a word's other pronunciations word(2), word(3)...; none has more than this. */
const MAX_VARIANTS = 10;

const VARIANT = /\(\d+\)$/;

/** The word a numbered pronunciation (read(2)) belongs to, as the text writes it. */
export const writtenOf = (word: string): string => word.replace(VARIANT, '');

/** The primary-stressed vowel of `phones` said as `word`, as its position and phone; null without one. */
function stressedVowel(word: string, phones: readonly string[]): string | null {
  const at = stressesOf(word, phones)?.indexOf(1) ?? -1;
  return at < 0 ? null : `${at} ${phones[at]}`;
}

/** Whether `phones` say `first` with a sound a Brazilian rule offers as a mistake there (as with ae-eh, EH Z for as). */
function saysAMistake(word: string, first: readonly string[], phones: readonly string[]): boolean {
  const positions = positionsOf(word, first);
  return phones.some(
    (phone, at) => phone !== first[at] && positions[at]!.some(({ rule, phones: said }) => rule !== null && said.length === 1 && said[0] === phone),
  );
}

/**
 * The word's other pronunciations as numbered words (Read(2)) when they have
 * as many phones as its first and another primary-stressed vowel, and none
 * of their sounds is a mistake Juba names there (as: EH Z would excuse the
 * Brazilian "ez"); a word espeak-ng guessed, or one not numbered in CMUdict,
 * has none.
 */
export function otherPronunciationsOf(word: string, lexicon: Pick<Lexicon, 'phones'>): string[] {
  if (VARIANT.test(word)) return [];
  const first = lexicon.phones(lexiconKey(word));
  const vowel = first && stressedVowel(word, first);
  if (!vowel) return [];
  const others: string[] = [];
  for (let variant = 2; variant <= MAX_VARIANTS; variant++) {
    const phones = lexicon.phones(`${lexiconKey(word)}(${variant})`);
    if (!phones) break;
    const other = phones.length === first.length && stressedVowel(word, phones);
    if (other && other !== vowel && !saysAMistake(word, first, phones)) others.push(`${word}(${variant})`);
  }
  return others;
}
