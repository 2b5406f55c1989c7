/**
 * The lexicon the fit reads the train split's texts with: CMUdict and, for a
 * word it lacks (STOPED, JUMPPED, HADI), espeak-ng's guess, as the scorer
 * reads a learner's text (guessed-pronunciations.ts), so the fit aligns and
 * judges those words as the product does.
 */
import { guessingLexicon } from '../guessed-pronunciations.ts';
import { loadLexicon, type Lexicon } from '../lexicon.ts';
import { modelPaths } from '../scoring/engine.ts';

export function trainingLexicon(texts: readonly string[]): Promise<Lexicon> {
  return guessingLexicon(loadLexicon(modelPaths().dictionary)).guessFor(texts.join('\n'));
}
