import { describe, expect, it } from 'vitest';
import { difficultyOf, EASY_MAX_RANK, MEDIUM_MAX_RANK } from './difficulty.ts';

const ranks: Record<string, number> = { look: 120, forward: 900, to: 4, dictionary: EASY_MAX_RANK + 1, serendipity: MEDIUM_MAX_RANK + 1, don: 60, t: 5 };
const rankOf = (word: string) => ranks[word];

describe('difficulty from frequency', () => {
  it('bands by rank: easy up to 2,000, medium up to 10,000, hard beyond or unlisted', () => {
    expect(difficultyOf('look', rankOf)).toBe('easy');
    expect(difficultyOf('Dictionary', rankOf)).toBe('medium');
    expect(difficultyOf('serendipity', rankOf)).toBe('hard');
    expect(difficultyOf('zorblax', rankOf)).toBe('hard');
  });

  it('lets the rarest word decide for a phrase, contractions split as SUBTLEX splits them', () => {
    expect(difficultyOf('look forward to', rankOf)).toBe('easy');
    expect(difficultyOf('look up the dictionary', rankOf)).toBe('hard');
    expect(difficultyOf('to dictionary', rankOf)).toBe('medium');
    expect(difficultyOf("don't", rankOf)).toBe('easy');
  });
});
