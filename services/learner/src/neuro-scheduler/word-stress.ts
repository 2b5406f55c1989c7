/**
 * Where CMUdict puts a word's stress, to show a learner told "Você acentuou
 * *hos-PI-tal*" the reading to choose instead: *HOS-pi-tal*.
 */
import { dictionary } from 'cmu-pronouncing-dictionary';

/** The heard syllables ("hos-PI-tal") with the capitals moved to CMUdict's stressed syllable, or null when CMUdict counts other syllables. */
export function rightlyStressed(word: string, heard: string): string | null {
  const entry = dictionary[word.toLowerCase()];
  const syllables = heard.toLowerCase().split('-');
  const stresses = entry?.split(' ').flatMap((phone) => /\d$/.exec(phone) ?? []);
  if (!stresses || stresses.length !== syllables.length) return null;
  const stressed = stresses.indexOf('1');
  return syllables.map((syllable, i) => (i === stressed ? syllable.toUpperCase() : syllable)).join('-');
}
