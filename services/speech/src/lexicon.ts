/**
 * CMUdict as the acoustic model ships it: pronunciations of the target words,
 * and the reverse (which word sounds like these phones) to spell what a
 * learner said instead ("think" said with F is "fink").
 */
import { readFileSync } from 'node:fs';

export interface Lexicon {
  /** The first pronunciation of a lower-case word, or null when CMUdict does not know it. */
  phones(word: string): string[] | null;
  /** A dictionary word pronounced exactly so, or null. */
  wordFor(phones: readonly string[]): string | null;
}

/** The words of a target text as written, in order (numbers and symbols are not words to pronounce). */
export function wordsOf(text: string): string[] {
  return text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
}

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
    phones: (word) => byWord.get(word.toLowerCase().replace('’', "'")) ?? null,
    wordFor: (phones) => byPhones.get(phones.join(' ')) ?? null,
  };
}
