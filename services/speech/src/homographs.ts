/**
 * Words CMUdict pronounces with the stress on another vowel: read (R EH D,
 * R IY D), live, lead, wind, tear, present and object (noun and verb), and
 * ways of saying a word such as data or again. The acoustic model's CMUdict
 * lists the past tense of read first, so a learner's correct "I like to
 * read" was judged as "red" and marked for practice; each other such
 * pronunciation is a reading of the text the scorer weighs against the clip
 * (lexicon.ts's readingsOf).
 */
import { lexiconKey, numberedEntries, numberedKey, writtenOf, type Lexicon } from './lexicon.ts';
import { positionsOf } from './scoring/brazilian-variants.ts';
import { stressesOf } from './stress-lexicon.ts';

/** Where the primary stress of `phones` said as `word` falls, and on which vowel; null without one. */
function primaryStress(word: string, phones: readonly string[]): string | null {
  const at = stressesOf(word, phones)?.indexOf(1) ?? -1;
  return at < 0 ? null : `${at} ${phones[at]}`;
}

/** Whether a Brazilian rule offers `instead`'s sound as a mistake where it differs from `said` (as with ae-eh, EH Z for as). */
function offersAsMistake(word: string, said: readonly string[], instead: readonly string[]): boolean {
  if (instead.length !== said.length) return false;
  const positions = positionsOf(word, said);
  return instead.some(
    (phone, at) => phone !== said[at] && positions[at]!.some(({ rule, phones }) => rule !== null && phones.length === 1 && phones[0] === phone),
  );
}

/**
 * The word's other pronunciations as numbered words (Read(2)) when they have
 * as many phones as its first and the primary stress elsewhere or on another
 * vowel, and say no sound Juba names as a mistake in the first, nor offer
 * another of the word's pronunciations as one: as said EH Z would excuse the
 * Brazilian "ez", and roof said R UH F would have its first pronunciation,
 * R UW F, told as the mistake uh-uw. A word espeak-ng guessed, or one not
 * numbered in CMUdict, has none.
 */
export function otherPronunciationsOf(word: string, lexicon: Pick<Lexicon, 'phones'>): string[] {
  if (writtenOf(word) !== word) return [];
  const entries = numberedEntries(lexiconKey(word), (key) => lexicon.phones(key));
  const [first, ...rest] = entries;
  const stress = first && primaryStress(word, first);
  if (!stress) return [];
  return rest.flatMap((phones, index) => {
    const other = phones.length === first!.length && primaryStress(word, phones);
    if (!other || other === stress) return [];
    const excuses = offersAsMistake(word, first!, phones) || entries.some((entry) => entry !== phones && offersAsMistake(word, phones, entry));
    return excuses ? [] : [numberedKey(word, index + 2)];
  });
}
