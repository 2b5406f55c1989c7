/**
 * CMUdict as the acoustic model ships it: pronunciations of the target words,
 * and the reverse (which word sounds like these phones) to spell what a
 * learner said instead ("think" said with F is "fink").
 */
import { readFileSync } from 'node:fs';
import { NUMBER, numberInWords } from './numbers-in-words.ts';

export interface Lexicon {
  /** The first pronunciation of a lower-case word, or null when CMUdict does not know it. */
  phones(word: string): string[] | null;
  /** A dictionary word pronounced exactly so, or null. */
  wordFor(phones: readonly string[]): string | null;
}

/**
 * The most words a text to read may hold, numbers counted as read: aligning
 * takes longer the more words the grammar holds (150 words over a short clip
 * about 5 s on two cores, 720 more than 2 minutes), and 500 characters of
 * prose are about 100 words, more than 30 s of recording can hold.
 */
export const MAX_WORDS_READ = 150;

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/;
// Case-blind, so 1ST is read as 1st.
const TOKEN = new RegExp(`${NUMBER.source}|${WORD.source}`, 'gi');

/**
 * The words of a target text as they are read, in order: accents dropped
 * (café is cafe to CMUdict), numbers in words (numbers-in-words.ts), other
 * symbols not read.
 */
export function wordsOf(text: string): string[] {
  const tokens = text.normalize('NFD').replace(/\p{M}/gu, '').match(TOKEN) ?? [];
  return tokens.flatMap((token) => (/^[$\d]/.test(token) ? numberInWords(token) : [token]));
}

/** A word as CMUdict lists it: lower case, every typographic apostrophe (rock’n’roll) a straight one. */
export const lexiconKey = (word: string): string => word.toLowerCase().replaceAll('’', "'");

export function loadLexicon(path: string): Lexicon {
  const byWord = new Map<string, string[]>();
  const byPhones = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [entry, ...phones] = line.trim().split(/\s+/);
    if (!entry || phones.length === 0) continue;
    const word = entry.replace(/\(\d+\)$/, '');
    if (!byWord.has(word)) byWord.set(word, phones);
    const key = phones.join(' ');
    if (!byPhones.has(key) && /^[a-z]+$/.test(word)) byPhones.set(key, word);
  }
  return {
    phones: (word) => byWord.get(lexiconKey(word)) ?? null,
    wordFor: (phones) => byPhones.get(phones.join(' ')) ?? null,
  };
}
