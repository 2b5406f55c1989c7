import { describe, expect, it } from 'vitest';
import { loadLexicon, MAX_READINGS, readingsOf, wordsOf, writtenOf } from './lexicon.ts';
import { modelPaths } from './scoring/engine.ts';

describe('wordsOf', () => {
  it('gives the words of a text as read: numbers in words, accents dropped, & as and, other symbols not read', () => {
    expect(wordsOf('In 1990, I paid $25 for 2 cafés & a crêpe!')).toEqual([
      'In',
      'nineteen',
      'ninety',
      'I',
      'paid',
      'twenty',
      'five',
      'dollars',
      'for',
      'two',
      'cafes',
      'and',
      'a',
      'crepe',
    ]);
    expect(wordsOf("She's the 1st — isn't she?")).toEqual(["She's", 'the', 'first', "isn't", 'she']);
    expect(wordsOf('THE 2ND TIME AT 7:30')).toEqual(['THE', 'second', 'TIME', 'AT', 'seven', 'thirty']);
  });

  it('reads a minus sign only before a number that no word or number touches', () => {
    expect(wordsOf('It was -5°C in 1990-2000, said COVID-19')).toEqual([
      'It',
      'was',
      'minus',
      'five',
      'degrees',
      'Celsius',
      'in',
      'nineteen',
      'ninety',
      'two',
      'thousand',
      'said',
      'COVID',
      'nineteen',
    ]);
    expect(wordsOf('Class at 10:30am')).toEqual(['Class', 'at', 'ten', 'thirty', 'a.m.']);
  });

  it('keeps letters read one by one and hyphenated words whole, a date apart from a fraction', () => {
    expect(wordsOf('At 9 a.m. in the U.S. (e.g. on Wi-Fi)')).toEqual(['At', 'nine', 'a.m.', 'in', 'the', 'U.S.', 'e.g.', 'on', 'Wi-Fi']);
    expect(wordsOf('A 3-year-old, on 1/2/2020 — end.Then')).toEqual(['A', 'three', 'year-old', 'on', 'one', 'two', 'twenty', 'twenty', 'end', 'Then']);
  });
});

const texts = (readings: readonly string[][]) => readings.map((words) => words.join(' '));

describe('readingsOf', () => {
  it("gives a text's readings, wordsOf's first, its numbers' other readings after", () => {
    expect(texts(readingsOf('It costs $2.50 now'))).toEqual([
      'It costs two dollars and fifty cents now',
      'It costs two fifty now',
      'It costs two dollars fifty now',
    ]);
    expect(readingsOf('I think so')).toEqual([wordsOf('I think so')]);
  });

  it('tries at most MAX_READINGS: each number read another way, the earlier first, then two at once', () => {
    const readings = (text: string) => texts(readingsOf(text));
    expect(readings('I paid $2.50 for 100 apples at 7:00')).toEqual([
      'I paid two dollars and fifty cents for one hundred apples at seven',
      'I paid two fifty for one hundred apples at seven',
      'I paid two dollars fifty for one hundred apples at seven',
      'I paid two dollars and fifty cents for a hundred apples at seven',
      "I paid two dollars and fifty cents for one hundred apples at seven o'clock",
      'I paid two fifty for a hundred apples at seven',
    ]);
    expect(readings('$2.50 for 100')).toEqual([
      'two dollars and fifty cents for one hundred',
      'two fifty for one hundred',
      'two dollars fifty for one hundred',
      'two dollars and fifty cents for a hundred',
      'two fifty for a hundred',
      'two dollars fifty for a hundred',
    ]);
    expect(readingsOf('100 '.repeat(50))).toHaveLength(MAX_READINGS);
  });

  it('reads a day after its month also as an ordinal', () => {
    expect(texts(readingsOf('We met on May 3, 2019'))).toEqual([
      'We met on May three twenty nineteen',
      'We met on May third twenty nineteen',
      'We met on May three two thousand nineteen',
      'We met on May third two thousand nineteen',
    ]);
    expect(texts(readingsOf('See you on Sept 21'))).toEqual(['See you on Sept twenty one', 'See you on Sept twenty first']);
    expect(texts(readingsOf('It opens May 03'))).toEqual(['It opens May zero three', 'It opens May third']);
    // Not a month's day: a month then a comma, a verb, or a month not capitalised.
    expect([readingsOf('In May, 3 of us came'), readingsOf('You may 3 times'), readingsOf('We march 5 miles'), readingsOf('I have 3 cats')]).toEqual([
      [wordsOf('In May, 3 of us came')],
      [wordsOf('You may 3 times')],
      [wordsOf('We march 5 miles')],
      [wordsOf('I have 3 cats')],
    ]);
  });

  it('reads a word in capitals among lower-case ones also as a word and by its letters; in a text in capitals, as a word only', () => {
    expect(texts(readingsOf('I love IT so much'))).toEqual(['I love IT so much', 'I love it so much', 'I love I.T. so much']);
    expect(readingsOf('I WORK IN IT')).toEqual([['I', 'WORK', 'IN', 'IT']]);
  });

  it("keeps no reading said like one kept (sameAs), and tries its numbers' other readings before its capitals'", () => {
    const lexicon = loadLexicon(modelPaths().dictionary);
    const phonesOf = (words: readonly string[]) => words.map((word) => lexicon.phones(word)?.join(' ')).join('|');
    // CMUdict reads USA, UK and EU by their letters however they are written: their other readings are the usual one again,
    // and they no longer crowd out "two fifty".
    expect(texts(readingsOf('The USA, UK and EU paid $2.50', phonesOf))).toEqual([
      'The USA UK and EU paid two dollars and fifty cents',
      'The USA UK and EU paid two fifty',
      'The USA UK and EU paid two dollars fifty',
    ]);
    expect(texts(readingsOf('I love IT', phonesOf))).toEqual(['I love IT', 'I love I.T.']);
    expect(texts(readingsOf('The USA paid $2.50'))).toEqual([
      'The USA paid two dollars and fifty cents',
      'The USA paid two fifty',
      'The USA paid two dollars fifty',
      'The usa paid two dollars and fifty cents',
      'The U.S.A. paid two dollars and fifty cents',
      'The usa paid two fifty',
    ]);
  });
});

describe('readingsOf with other pronunciations', () => {
  it("reads a word also as each of `others`' pronunciations, one word at a time, then two", () => {
    const others = (word: string) => ({ read: ['read(2)'], live: ['live(2)'] })[word] ?? [];
    expect(texts(readingsOf('I read where I live', undefined, others))).toEqual([
      'I read where I live',
      'I read(2) where I live',
      'I read where I live(2)',
      'I read(2) where I live(2)',
    ]);
  });

  it("tries numbers' and capitals' other readings before other pronunciations', however many come first", () => {
    const others = (word: string) => (['want', 'get', 'on'].includes(word) ? [`${word}(2)`] : []);
    expect(texts(readingsOf('I want to get on the bus to the ICU at 7:00', undefined, others))).toEqual([
      'I want to get on the bus to the ICU at seven',
      "I want to get on the bus to the ICU at seven o'clock",
      'I want to get on the bus to the icu at seven',
      'I want to get on the bus to the I.C.U. at seven',
      'I want(2) to get on the bus to the ICU at seven',
      'I want to get(2) on the bus to the ICU at seven',
    ]);
  });

  const readTwice = (word: string) => (word === 'READ' ? ['READ(2)'] : []);

  it('reads a word in capitals among lower-case ones also as its other pronunciations', () => {
    expect(texts(readingsOf('I like to READ', undefined, readTwice))).toEqual(['I like to READ', 'I like to read', 'I like to R.E.A.D.', 'I like to READ(2)']);
  });

  it("tries those pronunciations after every capitals word's readings, as any word's", () => {
    const sameAs = (words: readonly string[]) => words.join(' ').toLowerCase();
    expect(texts(readingsOf('I READ the FAQ at the ICU', sameAs, readTwice))).toEqual([
      'I READ the FAQ at the ICU',
      'I R.E.A.D. the FAQ at the ICU',
      'I READ the F.A.Q. at the ICU',
      'I READ the FAQ at the I.C.U.',
      'I READ(2) the FAQ at the ICU',
      'I R.E.A.D. the F.A.Q. at the ICU',
    ]);
  });
});

describe('writtenOf', () => {
  it('is the word as written, without its pronunciation number', () => {
    expect(writtenOf('Read(2)')).toBe('Read');
    expect(writtenOf('read')).toBe('read');
  });
});

describe('loadLexicon', () => {
  const lexicon = loadLexicon(modelPaths().dictionary);

  it('finds a word written with typographic apostrophes, however many', () => {
    expect(lexicon.phones('Rock’n’roll')).toEqual(['R', 'AA', 'K', 'AH', 'N', 'R', 'OW', 'L']);
    expect(lexicon.phones('isn’t')).toEqual(lexicon.phones("isn't"));
  });

  it('reads a word it lacks whole from its parts: letters by their names, hyphenated words word by word', () => {
    expect(lexicon.phones('Wi-Fi')).toEqual(['W', 'AY', 'F', 'AY']);
    expect(lexicon.phones('K-pop')).toEqual(['K', 'EY', 'P', 'AA', 'P']);
    expect(lexicon.phones('N.F.T.')).toEqual(['EH', 'N', 'EH', 'F', 'T', 'IY']);
    // CMUdict lists e.g. as IY G IY.
    expect(lexicon.phones('e.g.')).toEqual(['IY', 'JH', 'IY']);
    expect(lexicon.phones('k-zzyzq')).toBeNull();
  });

  it("looks up a word's numbered pronunciation as CMUdict numbers it, the first under the word itself", () => {
    expect(lexicon.phones('read')).toEqual(['R', 'EH', 'D']);
    expect(lexicon.phones('read(2)')).toEqual(['R', 'IY', 'D']);
    expect(lexicon.phones('read(9)')).toBeNull();
  });
});
