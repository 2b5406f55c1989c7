import { describe, expect, it } from 'vitest';
import { trainingLexicon } from './training-lexicon.ts';

describe('trainingLexicon', () => {
  it("knows the train split's words CMUdict lacks by espeak-ng's guess, marked as guessed, and CMUdict's as they are", async () => {
    const lexicon = await trainingLexicon(['THE BUS STOPED HERE', 'HE JUMPPED OVER IT']);
    expect(lexicon.phones('STOPED')).toEqual(['S', 'T', 'OW', 'P', 'T']);
    expect(lexicon.phones('JUMPPED')).toEqual(['JH', 'AH', 'M', 'P', 'T']);
    expect(lexicon.guessed?.('STOPED')).toBe(true);
    expect(lexicon.phones('BUS')).toEqual(['B', 'AH', 'S']);
    expect(lexicon.guessed?.('BUS')).toBe(false);
  });
});
