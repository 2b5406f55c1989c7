import { describe, expect, it } from 'vitest';
import { TUTOR_SCRIPTS } from '@juba/ai-provider';
import { GLOSSARY, glossaryFor, wordsOf } from './glossary.ts';

describe('the chat glossary', () => {
  it('translates every word the offline tutor says', () => {
    const lines = Object.values(TUTOR_SCRIPTS).flatMap((script) => [script.greeting, ...script.replies]);
    const missing = [...new Set(lines.flatMap(wordsOf))].filter((word) => !GLOSSARY.has(word));
    expect(missing).toEqual([]);
  });

  it('holds a few hundred common words, each with a translation', () => {
    expect(GLOSSARY.size).toBeGreaterThan(400);
    for (const [word, translation] of GLOSSARY) {
      expect(word).toMatch(/^[a-z]+(?:'[a-z]+)*$/);
      expect(translation.trim()).not.toBe('');
    }
  });

  it('lists a message’s distinct words in lower case, without punctuation, in order', () => {
    expect(glossaryFor("Hello! I'm your tutor. Hello, tutor?")).toEqual([
      { word: 'hello', translation: 'olá' },
      { word: "i'm", translation: 'eu sou, eu estou' },
      { word: 'your', translation: 'seu, sua' },
      { word: 'tutor', translation: 'professor particular' },
    ]);
    expect(wordsOf('That’s a “great” idea — AI-powered!')).toEqual(["that's", 'a', 'great', 'idea', 'ai', 'powered']);
  });

  it('adds the provider’s translations for words it lacks, only for words of the message, never over its own', () => {
    const glossary = glossaryFor('Brainstorm your startup with mentors.', [
      { word: 'brainstorm', translation: 'trocar ideias' },
      { word: 'mentors', translation: 'mentores' },
      { word: 'startup', translation: 'coisa errada' },
      { word: 'unicorn', translation: 'unicórnio' },
    ]);
    expect(glossary).toEqual([
      { word: 'brainstorm', translation: 'trocar ideias' },
      { word: 'your', translation: 'seu, sua' },
      { word: 'startup', translation: 'startup (empresa nova)' },
      { word: 'with', translation: 'com' },
      { word: 'mentors', translation: 'mentores' },
    ]);
  });
});
