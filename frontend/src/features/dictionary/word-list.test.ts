import { describe, expect, it } from 'vitest';
import { categoriesOf, dictionaryStats, difficultyDot, filterWords, type DictionaryWord } from './word-list.ts';

const word = (overrides: Partial<DictionaryWord>): DictionaryWord => ({
  id: overrides.word ?? 'x',
  word: 'house',
  translation: 'casa',
  category: 'conversation',
  difficulty: 'easy',
  isFavorite: false,
  timesViewed: 0,
  pronunciation: null,
  example: null,
  createdAt: '2026-07-14T13:00:00.000Z',
  ...overrides,
});

const words = [
  word({ word: 'house', translation: 'casa', timesViewed: 2 }),
  word({ word: 'get along', translation: 'entender-se', isFavorite: true, timesViewed: 3 }),
  word({ word: 'water', translation: 'água', category: 'travel' }),
];

describe('the dictionary list', () => {
  it('filters by search in the word or the translation (case and accents aside), category and favourites', () => {
    const none = { search: '', category: 'all', favoritesOnly: false };
    expect(filterWords(words, { ...none, search: 'AGUA' }).map((w) => w.word)).toEqual(['water']);
    expect(filterWords(words, { ...none, search: 'along' }).map((w) => w.word)).toEqual(['get along']);
    expect(filterWords(words, { ...none, category: 'travel' }).map((w) => w.word)).toEqual(['water']);
    expect(filterWords(words, { ...none, favoritesOnly: true }).map((w) => w.word)).toEqual(['get along']);
    expect(filterWords(words, { ...none, favoritesOnly: true, category: 'travel' })).toEqual([]);
  });

  it("offers 'all' and the categories present, and counts the four stats", () => {
    expect(categoriesOf(words)).toEqual(['all', 'conversation', 'travel']);
    expect(categoriesOf([])).toEqual(['all']);
    expect(dictionaryStats(words)).toEqual({ totalWords: 3, favorites: 1, totalViews: 5, categories: 2 });
  });

  it('colours the difficulty dot as the spec says, grey for anything else', () => {
    expect(['easy', 'medium', 'hard', 'expert'].map((d) => difficultyDot(d).className)).toEqual([
      'bg-green-500',
      'bg-yellow-400',
      'bg-red-500',
      'bg-stone-400',
    ]);
  });
});
