/**
 * A text with one word added that the speaker never said: what a learner who
 * leaves a word out sounds like against the text, made from any reading of
 * the text's other words. The fit learns omissions from such readings of the
 * train split (evidence.ts), and `make bench` measures them on the dev clips
 * with a bank of words the fit never added.
 */
import { wordsOf } from '../lexicon.ts';

/** The words the fit adds, content and function words alike: learners leave out both. */
export const FIT_ADDED_WORDS = {
  content: ['morning', 'people', 'little', 'friend', 'happy', 'money', 'always', 'night', 'summer', 'teacher', 'river', 'story'],
  function: ['at', 'on', 'is', 'was', 'but', 'so', 'my', 'your', 'from', 'by', 'not', 'can'],
} as const;

/** The words `make bench` adds to the dev texts: none is one the fit adds, so the bench measures words the fit never learnt left out. */
export const BENCH_ADDED_WORDS = {
  content: ['yesterday', 'garden', 'family', 'window', 'beautiful', 'mountain', 'quickly', 'water'],
  function: ['the', 'of', 'and', 'to', 'in', 'a', 'for', 'with'],
} as const;

/**
 * The `n`th text's `text` with a word of `bank` it lacks added after one of its words (never before the first),
 * in capitals when the text is (the corpus's texts are): a lower-case word among capitals would have the rest read as
 * acronyms (lexicon.ts).
 */
export function withWordAdded(text: string, bank: readonly string[], n: number): { text: string; word: string } | null {
  const words = text.split(/\s+/);
  const present = new Set(words.map((word) => word.toLowerCase().replace(/[^a-z']/g, '')));
  const word = [...bank.slice(n % bank.length), ...bank].find((candidate) => !present.has(candidate));
  if (!word) return null;
  const written = /\p{Ll}/u.test(text) ? word : word.toUpperCase();
  const at = 1 + (n % Math.max(1, words.length - 1));
  return { text: [...words.slice(0, at), written, ...words.slice(at)].join(' '), word };
}

/** Where `added` (a text of `withWordAdded`) holds the word `original` lacks, counted in the lexicon's words. */
export function addedWordIndex(original: string, added: string): number {
  const before = wordsOf(original);
  const after = wordsOf(added);
  const at = before.findIndex((word, i) => word !== after[i]);
  return at === -1 ? before.length : at;
}
