import type { Difficulty } from './difficulty.ts';
import { difficultyOf } from './difficulty.ts';
import { pronounce } from './ipa.ts';
import type { DictionarySources } from './sources.ts';
import { chooseTranslation } from './translation.ts';
import { commonestFirst, examplesOfDataLine, lemmaOf, partOfSpeechCounts, usesWord } from './wordnet.ts';

/** What a configured model suggests for a word it was asked about; null when no model is configured. */
export type ModelSuggestion = (word: string) => Promise<{ translation: string; example: string | null } | null>;

export interface Enrichment {
  /** Null when neither the dictionary nor a model knows the word. */
  translation: string | null;
  pronunciation: string | null;
  example: string | null;
  difficulty: Difficulty;
}

/** WordNet senses read for an example, from the commonest; a word whose first dozen senses have no example using it has none. */
const EXAMPLE_SENSES_READ = 12;

/** The word itself, then the base forms an inflected single word may come from (houses → house, running → run). */
export function baseForms(word: string): string[] {
  if (word.includes(' ')) return [word];
  const forms = [word];
  const add = (form: string) => form.length >= 2 && !forms.includes(form) && forms.push(form);
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('s')) add(word.slice(0, -1));
  if (word.endsWith('es')) add(word.slice(0, -2));
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    add(stem);
    add(`${stem}e`);
    // Doubled final consonant: running → run.
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
    if (suffix === 'ed' && stem.endsWith('i')) add(`${stem.slice(0, -1)}y`);
  }
  return forms;
}

const asSentence = (example: string) => {
  const text = example.charAt(0).toUpperCase() + example.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

async function wordNetExample(sources: DictionarySources, lemma: string): Promise<string | null> {
  const wordNet = await sources.wordNet();
  for (const sense of commonestFirst(wordNet.senses(lemmaOf(lemma))).slice(0, EXAMPLE_SENSES_READ)) {
    const example = examplesOfDataLine(await wordNet.dataLine(sense.file, sense.offset)).find((e) => usesWord(e, lemma));
    if (example) return asSentence(example);
  }
  return null;
}

/**
 * Fills in a word the learner adds: the translation (theirs when given, else
 * FreeDict's commonest senses, else the model's), the IPA, an example that
 * uses the word (WordNet's, else the model's) and the difficulty. The model is
 * asked at most once, only for what the offline data lacks.
 */
export async function enrichWord(
  word: string,
  given: { translation: string | null },
  sources: DictionarySources,
  model?: ModelSuggestion,
): Promise<Enrichment> {
  const text = word.toLowerCase();
  const [wordNet, freeDict, pronunciations, frequencyRank] = await Promise.all([
    sources.wordNet(),
    given.translation ? undefined : sources.freeDict(),
    sources.pronunciations(),
    sources.frequencyRank(),
  ]);
  // An inflected word is looked up as the first of its base forms each source knows: "houses" as house, "running" as run in FreeDict.
  const forms = baseForms(text);
  const wordNetLemma = forms.find((form) => wordNet.senses(lemmaOf(form)).length > 0) ?? text;
  let translation = given.translation;
  if (!translation && freeDict) {
    const headword = forms.find((form) => freeDict.senses(form).length > 0);
    if (headword) translation = chooseTranslation(freeDict.senses(headword), partOfSpeechCounts(wordNet.senses(lemmaOf(headword))));
  }
  let example = await wordNetExample(sources, wordNetLemma);
  if ((!translation || !example) && model) {
    const suggestion = await model(word);
    translation ??= suggestion?.translation ?? null;
    // A model's sentence is kept only when it really uses the word.
    if (!example && suggestion?.example && usesWord(suggestion.example, word)) example = suggestion.example;
  }
  return {
    translation,
    pronunciation: pronounce(word, pronunciations),
    example,
    difficulty: difficultyOf(word, frequencyRank),
  };
}
