import { describe, expect, it } from 'vitest';
import { looksEnglish, looksPortuguese } from './language.ts';

describe('the content language check', () => {
  it('tells Portuguese from English', () => {
    expect(looksPortuguese('Não está correto. Use a dica para ajudar!')).toBe(true);
    expect(looksPortuguese('É moleza')).toBe(true);
    expect(looksPortuguese('This is not Portuguese at all.')).toBe(false);
    expect(looksEnglish('This is not Portuguese at all.')).toBe(true);
    expect(looksEnglish('Isto não é inglês.')).toBe(false);
  });

  it('does not count the English quoted inside a Portuguese explanation', () => {
    expect(looksPortuguese('Responda "Good, thanks. And you?" e siga em frente.')).toBe(true);
    expect(looksPortuguese('"How are you doing?" "What is up?"')).toBe(false);
  });
});
