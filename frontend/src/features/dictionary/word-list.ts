import type { DictionaryWordFieldsFragment } from '../../generated/graphql.ts';

export type DictionaryWord = DictionaryWordFieldsFragment;

/** The category filter's value for every category. */
export const ALL_CATEGORIES = 'all';

export interface WordFilter {
  search: string;
  category: string;
  favoritesOnly: boolean;
}

/** 'all' and then the categories present in the list, each once, in the order first seen. */
export const categoriesOf = (words: readonly DictionaryWord[]) => [ALL_CATEGORIES, ...new Set(words.map((w) => w.category))];

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The words the filter keeps: the search matches the word or its translation, ignoring case and accents. */
export function filterWords(words: readonly DictionaryWord[], filter: WordFilter): DictionaryWord[] {
  const search = folded(filter.search);
  return words.filter(
    (w) =>
      (filter.category === ALL_CATEGORIES || w.category === filter.category) &&
      (!filter.favoritesOnly || w.isFavorite) &&
      (!search || folded(w.word).includes(search) || folded(w.translation).includes(search)),
  );
}

/** The four stat cards (spec part 2 §2.5). */
export function dictionaryStats(words: readonly DictionaryWord[]) {
  return {
    totalWords: words.length,
    favorites: words.filter((w) => w.isFavorite).length,
    totalViews: words.reduce((sum, w) => sum + w.timesViewed, 0),
    categories: new Set(words.map((w) => w.category)).size,
  };
}

/** Spec part 2 §9: easy green, medium yellow, hard red, anything else grey; the label says it without colour. */
export function difficultyDot(difficulty: string): { className: string; label: string } {
  switch (difficulty) {
    case 'easy':
      return { className: 'bg-green-500', label: 'fácil' };
    case 'medium':
      return { className: 'bg-yellow-400', label: 'média' };
    case 'hard':
      return { className: 'bg-red-500', label: 'difícil' };
    default:
      return { className: 'bg-stone-400', label: difficulty };
  }
}
