/**
 * The lexicon the fit reads the train split's texts with: CMUdict and, for a
 * word it lacks (STOPED, JUMPPED, HADI), espeak-ng's guess, as the scorer
 * reads a learner's text (guessed-pronunciations.ts), so the fit aligns and
 * judges those words as the product does.
 */
import { guessingLexicon } from '../guessed-pronunciations.ts';
import { loadLexicon, wordsOf, type Lexicon } from '../lexicon.ts';
import { modelPaths } from '../scoring/engine.ts';

/** Throws where a word has no pronunciation: the scorer only warns, but a fit cached without the guesses would pass for one with them. */
export async function trainingLexicon(texts: readonly string[]): Promise<Lexicon> {
  const lexicon = await guessingLexicon(loadLexicon(modelPaths().dictionary)).guessFor(texts.join('\n'));
  const unread = [...new Set(texts.flatMap(wordsOf))].filter((word) => lexicon.phones(word) === null);
  if (unread.length > 0) throw new Error(`No pronunciation for ${unread.join(', ')}: espeak-ng guesses them (run make system-deps)`);
  return lexicon;
}
