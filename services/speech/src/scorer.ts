import type { PronunciationScorer, PronunciationScorerOptions } from './types.ts';

export async function createPronunciationScorer(_opts: PronunciationScorerOptions = {}): Promise<PronunciationScorer> {
  throw new Error('The pronunciation scorer is being built (issue 13).');
}
