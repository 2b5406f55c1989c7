/**
 * Syllables of a CMUdict pronunciation (maximal legal English onsets), and
 * the same syllables cut from the written word so a learner sees
 * *de-VE-lop*, not phone symbols.
 */
import type { Stress } from '../../stress-lexicon.ts';

export interface Syllable {
  /** Index in the word's phones of the first phone, the vowel and one past the last phone. */
  start: number;
  nucleus: number;
  end: number;
  stress: 0 | 1 | 2;
}

const ONSETS = new Set([
  'P R',
  'P L',
  'B R',
  'B L',
  'T R',
  'D R',
  'K R',
  'K L',
  'G R',
  'G L',
  'F R',
  'F L',
  'TH R',
  'SH R',
  'P Y',
  'B Y',
  'K Y',
  'F Y',
  'M Y',
  'V Y',
  'HH Y',
  'K W',
  'T W',
  'D W',
  'G W',
  'TH W',
  'S W',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S F',
  'S P R',
  'S P L',
  'S T R',
  'S K R',
  'S K W',
  'S K Y',
  'S P Y',
]);
const legalOnset = (phones: readonly string[]) => phones.length === 0 || (phones.length === 1 ? phones[0] !== 'NG' : ONSETS.has(phones.join(' ')));

/** `stresses` as stressesOf gives them: a number on every vowel. */
export function syllabify(phones: readonly string[], stresses: readonly Stress[]): Syllable[] {
  const nuclei = stresses.flatMap((stress, index) => (stress === null ? [] : [index]));
  const starts = nuclei.map((nucleus, i) => {
    if (i === 0) return 0;
    let start = nuclei[i - 1]! + 1;
    while (start < nucleus && !legalOnset(phones.slice(start, nucleus))) start++;
    return start;
  });
  return nuclei.map((nucleus, i) => ({ start: starts[i]!, nucleus, end: starts[i + 1] ?? phones.length, stress: stresses[nucleus]! }));
}

const VOWEL_LETTER = /[aeiouy]/;
/** Consonant letters that spell one sound and stay together. */
const DIGRAPHS = new Set(['th', 'ch', 'sh', 'ph', 'wh', 'gh', 'ck', 'ng', 'qu']);
/** Consonant + l/r that begin a syllable together (ta-ble, pro-gram). */
const CLUSTER = /^[bcdfgkpt][lr]$|^thr$/;
/** Digraphs that close a syllable rather than open the next (tick-et, sing-er). */
const CODA_DIGRAPHS = new Set(['ck', 'ng', 'gh']);

/** Runs of vowel letters (y as a vowel when not starting the word and not before a vowel). */
function vowelGroups(word: string): [number, number][] {
  const groups: [number, number][] = [];
  for (let i = 0; i < word.length; i++) {
    const vowel = VOWEL_LETTER.test(word[i]!) && !(word[i] === 'y' && (i === 0 || VOWEL_LETTER.test(word[i + 1] ?? '')));
    if (!vowel) continue;
    const last = groups.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else groups.push([i, i + 1]);
  }
  return groups;
}

/** Where the consonant letters between two vowel groups split: V-CV, VC-CV, V-CLV, digraphs kept whole. */
function cutBetween(consonants: string): number {
  if (consonants.length <= 1) return 0;
  if (DIGRAPHS.has(consonants)) return CODA_DIGRAPHS.has(consonants) ? consonants.length : 0;
  const lastTwo = consonants.slice(-2);
  const lastThree = consonants.slice(-3);
  if (consonants.length >= 3 && CLUSTER.test(lastThree)) return consonants.length - 3;
  if (CLUSTER.test(lastTwo) || (DIGRAPHS.has(lastTwo) && !CODA_DIGRAPHS.has(lastTwo))) return consonants.length - 2;
  if (DIGRAPHS.has(consonants.slice(0, 2)) && CODA_DIGRAPHS.has(consonants.slice(0, 2))) return 2;
  return consonants.length - 1;
}

/**
 * The written word cut into `count` syllables, or null when its letters do not
 * show that many (create, idea): a guess shown to a learner must not split
 * letters wrongly.
 */
export function writtenSyllables(written: string, count: number): string[] | null {
  const word = written.toLowerCase();
  let groups = vowelGroups(word);
  const endsGroup = (letters: number) => groups.at(-1)?.[0] === word.length - letters;
  // A silent final e (make, create), but consonant + le is a syllable (ta-ble); -ed/-es add one only sometimes (wanted, worked).
  if (/[^aeiou]e$/.test(word) && !/[^aeiou]le$/.test(word) && endsGroup(1)) groups = groups.slice(0, -1);
  if (groups.length > count && /[^aeiou]e[ds]$/.test(word) && endsGroup(2)) groups = groups.slice(0, -1);
  if (groups.length !== count || count === 0) return null;
  const cuts = groups.slice(1).map(([start], i) => {
    const from = groups[i]![1];
    return from + cutBetween(word.slice(from, start));
  });
  const bounds = [0, ...cuts, written.length];
  return cuts.length + 1 === count ? bounds.slice(0, -1).map((start, i) => written.slice(start, bounds[i + 1])) : null;
}
