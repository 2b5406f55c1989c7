import { describe, expect, it, vi } from 'vitest';
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

  it('refuses texts whose unknown words espeak-ng did not guess, rather than fit without them', async () => {
    const path = process.env.PATH;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      process.env.PATH = '/nonexistent';
      await expect(trainingLexicon(['THE BUS STOPED HERE'])).rejects.toThrow('No pronunciation for STOPED: espeak-ng guesses them (run make system-deps)');
    } finally {
      process.env.PATH = path;
      warn.mockRestore();
    }
  });
});
