import { describe, expect, it } from 'vitest';
import { freeDictFrom, decodeDictdNumber, parseFreeDictEntry } from './freedict.ts';
import { chooseTranslation, senseKind } from './translation.ts';

describe('FreeDict (dictd) data', () => {
  it('decodes dictd base64 numbers', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('C1p8')).toBe(2 * 64 ** 3 + 53 * 64 ** 2 + 41 * 64 + 60);
  });

  it('reads numbered and single senses, each a list of equivalents, and joins a wrapped line to its sense', () => {
    expect(parseFreeDictEntry('water /wːtər/\n1. aquático, aquoso\n2. água\n3. irrigar, molhar\n')).toEqual([
      ['aquático', 'aquoso'],
      ['água'],
      ['irrigar', 'molhar'],
    ]);
    expect(parseFreeDictEntry('house /haus/\ncasa, habitação, vivenda\n')).toEqual([['casa', 'habitação', 'vivenda']]);
    expect(parseFreeDictEntry('x /x/\n1. um, dois\n   três\n2. quatro\n')).toEqual([['um', 'dois três'], ['quatro']]);
  });

  it('finds every entry of a headword by its byte offset, whatever its case, and skips the database notes', () => {
    const data = Buffer.from('00-database-info\nágua /x/\nwater\nhouse /haus/\ncasa\n');
    const house = data.indexOf('house');
    const index = `00databaseinfo\tA\tR\nhouse\t${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[house]}\tS\n`;
    const dict = freeDictFrom(index, data);
    expect(dict.senses('House')).toEqual([['casa']]);
    expect(dict.senses('00databaseinfo')).toEqual([]);
  });
});

describe('choosing the translation', () => {
  const water = [['aquático', 'aquoso'], ['água'], ['irrigar', 'molhar'], ['aspergir', 'borrifar', 'jogar água benta', 'orvalhar', 'regar']];
  const look = [['aparência', 'aspecto', 'semblante'], ['olhadela'], ['representar', 'ter aparência de', 'ter aspecto de'], ['observar', 'mirar', 'olhar']];

  it('tells verbs, adjectives and nouns apart by their Portuguese form', () => {
    expect(senseKind(['irrigar', 'molhar'])).toBe('verb');
    expect(senseKind(['divorciar-se'])).toBe('verb');
    expect(senseKind(['aquático', 'aquoso'])).toBe('adjective');
    expect(senseKind(['água'])).toBe('noun');
  });

  it('takes the sense of the commonest part of speech, then the best of the other kind', () => {
    expect(chooseTranslation(water, { noun: 81, verb: 9, adjective: 0.01 })).toBe('água; irrigar, molhar');
    expect(chooseTranslation(look, { verb: 400, noun: 49 })).toBe('observar, mirar, olhar; aparência, aspecto');
  });

  it('prefers a sense of single words to one of paraphrases, and keeps the first on a tie', () => {
    expect(
      chooseTranslation(
        [
          ['ter aparência de', 'parecer'],
          ['parecer', 'aparentar'],
        ],
        { verb: 10 },
      ),
    ).toBe('parecer, aparentar');
    expect(chooseTranslation([['bem'], ['bom']], { adjective: 200, noun: 30 })).toBe('bem');
  });

  it('shows at most three equivalents of the first sense, two of the second, and nothing without senses', () => {
    expect(chooseTranslation([['aceitar', 'acolher', 'admitir', 'receber', 'topar']], { verb: 900 })).toBe('aceitar, acolher, admitir');
    expect(chooseTranslation([['casa', 'lar']], {})).toBe('casa, lar');
    expect(chooseTranslation([], { noun: 3 })).toBeNull();
  });
});
