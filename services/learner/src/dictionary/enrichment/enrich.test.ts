import { describe, expect, it, vi } from 'vitest';
import { baseForms, enrichWord } from './enrich.ts';
import { createDictionarySources } from './sources.ts';
import { usesWord } from './wordnet.ts';

// The real data: FreeDict eng-por from Debian (make test installs it), WordNet, CMUdict and SUBTLEX-US from npm.
const sources = createDictionarySources();

describe('enriching a word from the offline data', () => {
  it('translates, pronounces, exemplifies and grades a word the learner left untranslated', async () => {
    expect(await enrichWord('Water', { translation: null }, sources)).toEqual({
      translation: 'água; irrigar, molhar',
      pronunciation: 'ˈwɔtɚ',
      example: expect.stringMatching(/water/i),
      difficulty: 'easy',
    });
    expect(await enrichWord('dictionary', { translation: null }, sources)).toMatchObject({
      translation: 'dicionário, vocabulário',
      pronunciation: 'ˈdɪkʃəˌnɛɹi',
      difficulty: 'medium',
    });
  });

  it('keeps the learner’s translation and looks an inflected word up by its base form', async () => {
    expect(await enrichWord('houses', { translation: 'casas' }, sources)).toMatchObject({
      translation: 'casas',
      pronunciation: 'ˈhaʊsəz',
      example: expect.stringMatching(/house/i),
    });
    expect((await enrichWord('running', { translation: null }, sources)).translation).toBe('correr; corrida');
  });

  it('handles phrases: the dictionary’s own entry, IPA word by word, the rarest word’s difficulty', async () => {
    expect(await enrichWord('get along', { translation: null }, sources)).toEqual({
      translation: 'entender-se',
      pronunciation: 'ˈɡɛt əˈlɔŋ',
      example: expect.stringMatching(/get along/i),
      difficulty: 'easy',
    });
  });

  it('finds no translation for what the dictionary lacks, and then asks the model once', async () => {
    expect((await enrichWord('look forward to', { translation: null }, sources)).translation).toBeNull();
    const model = vi.fn(async () => ({ translation: 'aguardar ansiosamente', example: 'I look forward to seeing you.' }));
    expect(await enrichWord('look forward to', { translation: null }, sources, model)).toMatchObject({
      translation: 'aguardar ansiosamente',
      example: 'I look forward to seeing you.',
    });
    expect(model).toHaveBeenCalledTimes(1);
    const unused = vi.fn(async () => null);
    await enrichWord('house', { translation: null }, sources, unused);
    expect(unused).not.toHaveBeenCalled();
  });
});

describe('word forms', () => {
  it('lists the base forms an inflected word may come from', () => {
    expect(baseForms('houses')).toEqual(['houses', 'house', 'hous']);
    expect(baseForms('running')).toContain('run');
    expect(baseForms('studied')).toContain('study');
    expect(baseForms('get along')).toEqual(['get along']);
  });

  it('finds a word in a sentence in any of its forms, a phrase only in order', () => {
    expect(usesWord('She felt she had to get out of the house', 'house')).toBe(true);
    expect(usesWord('The houses were empty', 'house')).toBe(true);
    expect(usesWord('Don’t run--you’ll be out of breath', 'run')).toBe(true);
    expect(usesWord('A warehouse', 'house')).toBe(false);
    expect(usesWord('My boss and I got along', 'get along')).toBe(false);
    expect(usesWord('We get along very well', 'get along')).toBe(true);
  });
});
