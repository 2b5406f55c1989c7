import { describe, expect, it } from 'vitest';
import { guessingLexicon, guessPronunciations, phonesOfIpa } from './guessed-pronunciations.ts';
import { loadLexicon } from './lexicon.ts';
import { modelPaths } from './scoring/engine.ts';

describe('phonesOfIpa', () => {
  it("writes espeak-ng's American phonemes in CMUdict's phones, stress marks dropped and r-coloured vowels split", () => {
    expect(phonesOfIpa('n_ˈɛ_t_f_l_ɪ_k_s', 'Netflix')).toEqual(['N', 'EH', 'T', 'F', 'L', 'IH', 'K', 'S']);
    expect(phonesOfIpa('k_ˈɑːɹ_d', 'card')).toEqual(['K', 'AA', 'R', 'D']);
    expect(phonesOfIpa('dʒ_ˈuː_b_ə', 'Juba')).toEqual(['JH', 'UW', 'B', 'AH']);
  });

  it('writes the flap as the spelling has it: t unless only a d is written', () => {
    expect(phonesOfIpa('b_ˈʌ_ɾ_ɚ', 'butter')).toEqual(['B', 'AH', 'T', 'ER']);
    expect(phonesOfIpa('l_ˈæ_ɾ_ɚ', 'ladder')).toEqual(['L', 'AE', 'D', 'ER']);
  });

  it('gives null for a sound CMUdict has no phone for, or for nothing said', () => {
    expect(phonesOfIpa('k_ʏ_n', 'kün')).toBeNull();
    expect(phonesOfIpa('', 'x')).toBeNull();
  });
});

describe('guessPronunciations (Debian espeak-ng)', () => {
  it('guesses each word, in order, with one run', async () => {
    expect(await guessPronunciations(['Netflix', 'Instagram', 'Brexit'])).toEqual([
      ['N', 'EH', 'T', 'F', 'L', 'IH', 'K', 'S'],
      ['IH', 'N', 'S', 'T', 'AH', 'G', 'R', 'AE', 'M'],
      ['B', 'R', 'EH', 'K', 'S', 'IH', 'T'],
    ]);
    expect(await guessPronunciations([])).toEqual([]);
  });
});

describe('guessingLexicon', () => {
  const cmudict = loadLexicon(modelPaths().dictionary);

  it("knows a text's words CMUdict lacks, and keeps CMUdict's own pronunciations", async () => {
    expect(cmudict.phones('Brexit')).toBeNull();
    const lexicon = await guessingLexicon(cmudict).guessFor('The Brexit vote was close');
    expect(lexicon.phones('Brexit')).toEqual(['B', 'R', 'EH', 'K', 'S', 'IH', 'T']);
    expect(lexicon.phones('vote')).toEqual(cmudict.phones('vote'));
    // Guesses never spell what a learner said: that stays CMUdict's words.
    expect(lexicon.wordFor(['B', 'R', 'EH', 'K', 'S', 'IH', 'T'])).toBeNull();
  });

  it('gives each text only its own guesses', async () => {
    const guessing = guessingLexicon(cmudict);
    const first = await guessing.guessFor('I watch Netflix');
    const second = await guessing.guessFor('The Brexit vote');
    expect(first.phones('Brexit')).toBeNull();
    expect(second.phones('Netflix')).toBeNull();
    expect((await guessing.guessFor('Netflix and Brexit')).phones('netflix')).toEqual(first.phones('Netflix'));
  });

  it('guesses the unknown part of a hyphenated word only, and reads it with the known part', async () => {
    const lexicon = await guessingLexicon(cmudict).guessFor('She loves Brexit-era songs');
    expect(lexicon.phones('Brexit-era')).toEqual(['B', 'R', 'EH', 'K', 'S', 'IH', 'T', ...cmudict.phones('era')!]);
  });

  it('says which words it guessed, a word with a guessed part among them', async () => {
    const lexicon = await guessingLexicon(cmudict).guessFor('She loves Brexit-era songs and Brexit');
    expect(['Brexit', 'Brexit-era', 'songs', 'K-pop'].map((word) => lexicon.guessed?.(word))).toEqual([true, true, false, false]);
  });

  it('knows which words in capitals espeak-ng spells out', async () => {
    const lexicon = await guessingLexicon(cmudict).guessFor('I work in IT at NASA, NO joke');
    expect(['IT', 'NASA', 'NO', 'it'].map((word) => lexicon.spelled?.(word))).toEqual([true, false, false, false]);
    // In a text in capitals throughout they are words, and espeak-ng is not asked.
    expect((await guessingLexicon(cmudict).guessFor('I WORK IN IT')).spelled?.('IT')).toBeFalsy();
  });
});
