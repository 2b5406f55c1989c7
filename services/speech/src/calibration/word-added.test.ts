import { describe, expect, it } from 'vitest';
import { addedWordIndex, BENCH_ADDED_WORDS, FIT_ADDED_WORDS, withWordAdded } from './word-added.ts';

describe('withWordAdded', () => {
  it('adds a word of the bank after one of the words, never before the first, in capitals like the text', () => {
    expect(withWordAdded('LOOK AT ANN’S PANTS', FIT_ADDED_WORDS.content, 0)).toEqual({ text: 'LOOK MORNING AT ANN’S PANTS', word: 'morning' });
    expect(withWordAdded('LOOK AT ANN’S PANTS', FIT_ADDED_WORDS.content, 2)).toEqual({ text: 'LOOK AT ANN’S LITTLE PANTS', word: 'little' });
  });

  it('keeps a text in lower case in lower case', () => {
    expect(withWordAdded('She went home', ['yesterday'], 0)).toEqual({ text: 'She yesterday went home', word: 'yesterday' });
  });

  it('adds a word the text lacks, so the word added is never said', () => {
    expect(withWordAdded('I AM AT HOME', ['at', 'on'], 0)).toEqual({ text: 'I ON AM AT HOME', word: 'on' });
    expect(withWordAdded('AT ON', ['at', 'on'], 0)).toBeNull();
  });

  it('appends to a text of one word', () => {
    expect(withWordAdded('HELLO', ['at'], 3)?.text).toBe('HELLO AT');
  });
});

describe('addedWordIndex', () => {
  it('finds where the word was added, also at the end', () => {
    expect(addedWordIndex('LOOK AT ANN’S PANTS', 'LOOK AT ANN’S LITTLE PANTS')).toBe(3);
    expect(addedWordIndex('HELLO', 'HELLO AT')).toBe(1);
  });
});

describe('the banks of words added', () => {
  it("keeps the bench's words apart from the fit's, so the bench measures omissions the fit never learnt", () => {
    const fit = new Set<string>([...FIT_ADDED_WORDS.content, ...FIT_ADDED_WORDS.function]);
    expect([...BENCH_ADDED_WORDS.content, ...BENCH_ADDED_WORDS.function].filter((word) => fit.has(word))).toEqual([]);
  });
});
