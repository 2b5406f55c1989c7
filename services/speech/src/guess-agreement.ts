/**
 * How often espeak-ng's guess (guessed-pronunciations.ts) is CMUdict's own
 * pronunciation, on a sample of the words CMUdict does know: what `make
 * bench` reports of the pronunciations the scorer guesses for the words it
 * does not.
 */
import { readFileSync } from 'node:fs';
import { guessPronunciations } from './guessed-pronunciations.ts';
import { modelPaths } from './scoring/engine.ts';
import { editDistance } from './scoring/features.ts';

export interface GuessAgreement {
  words: number;
  /** Share of the words guessed exactly as CMUdict's first pronunciation. */
  exact: number;
  /** Phones to insert, delete or change to reach CMUdict's pronunciation, per CMUdict phone. */
  phoneErrorRate: number;
}

/** Every `every`-th word CMUdict spells with letters only, in its order (a sample the same on every run). */
export async function guessAgreement(every = 50): Promise<GuessAgreement> {
  // A headword of letters only is the word's first pronunciation: the others are written word(2), word(3).
  const entries = readFileSync(modelPaths().dictionary, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([word, ...phones]) => /^[a-z]+$/.test(word ?? '') && phones.length > 0);
  const sample = entries.filter((_, index) => index % every === 0);
  const guesses = await guessPronunciations(sample.map(([word]) => word!));
  let exact = 0;
  let edits = 0;
  let phones = 0;
  for (const [index, [, ...expected]] of sample.entries()) {
    const distance = editDistance(guesses[index] ?? [], expected);
    if (distance === 0) exact++;
    edits += distance;
    phones += expected.length;
  }
  return { words: sample.length, exact: exact / sample.length, phoneErrorRate: edits / phones };
}
