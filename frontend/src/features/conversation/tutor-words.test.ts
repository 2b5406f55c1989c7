import { describe, expect, it } from 'vitest';
import { NO_TRANSLATION, splitWords, translationOf } from './tutor-words.ts';

describe('tutor words', () => {
  it('splits a message into words (lower-cased, punctuation left out) and keeps every character', () => {
    const text = 'Hello, Ana! Don’t worry: it’s 25% easier.';
    const pieces = splitWords(text);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.flatMap((piece) => (piece.word ? [piece.word] : []))).toEqual(['hello', 'ana', "don't", 'worry', "it's", 'easier']);
    expect(pieces.find((piece) => piece.text === ' 25% ')?.word).toBeNull();
  });

  it('reads words with accents and hyphens as the glossary does', () => {
    expect(splitWords('café well-known').flatMap((piece) => (piece.word ? [piece.word] : []))).toEqual(['café', 'well', 'known']);
  });

  it('translates from the glossary, or says there is no translation', () => {
    const glossary = new Map([['hello', 'olá']]);
    expect(translationOf(glossary, 'hello')).toBe('olá');
    expect(translationOf(glossary, 'worry')).toBe(NO_TRANSLATION);
  });
});
