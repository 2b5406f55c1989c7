import { describe, expect, it } from 'vitest';
import { cardinal, numberInWords } from './numbers-in-words.ts';

describe('numberInWords', () => {
  it.each([
    ['2', 'two'],
    ['13', 'thirteen'],
    ['25', 'twenty five'],
    ['100', 'one hundred'],
    ['123', 'one hundred twenty three'],
    ['1,000', 'one thousand'],
    ['2,500,000', 'two million five hundred thousand'],
    ['3.5', 'three point five'],
    ['0.25', 'zero point two five'],
    ['007', 'zero zero seven'],
  ])('reads %s as "%s"', (token, words) => {
    expect(numberInWords(token).join(' ')).toBe(words);
  });

  it('reads a four-digit number from 1100 to 2099 as a year, as Americans do', () => {
    expect(numberInWords('1990').join(' ')).toBe('nineteen ninety');
    expect(numberInWords('1905').join(' ')).toBe('nineteen oh five');
    expect(numberInWords('1900').join(' ')).toBe('nineteen hundred');
    expect(numberInWords('2005').join(' ')).toBe('two thousand five');
    expect(numberInWords('2026').join(' ')).toBe('twenty twenty six');
    expect(numberInWords('1990s').join(' ')).toBe('nineteen nineties');
    expect(numberInWords('3000').join(' ')).toBe('three thousand');
  });

  it('reads ordinals, plurals, percents and dollars', () => {
    expect(numberInWords('1st').join(' ')).toBe('first');
    expect(numberInWords('22nd').join(' ')).toBe('twenty second');
    expect(numberInWords('3rd').join(' ')).toBe('third');
    expect(numberInWords('12th').join(' ')).toBe('twelfth');
    expect(numberInWords('20th').join(' ')).toBe('twentieth');
    expect(numberInWords('100th').join(' ')).toBe('one hundredth');
    expect(numberInWords('80s').join(' ')).toBe('eighties');
    expect(numberInWords('50%').join(' ')).toBe('fifty percent');
    expect(numberInWords('$1').join(' ')).toBe('one dollar');
    expect(numberInWords('$25').join(' ')).toBe('twenty five dollars');
    expect(numberInWords('$2.50').join(' ')).toBe('two dollars and fifty cents');
    expect(numberInWords('$2.00').join(' ')).toBe('two dollars');
    expect(numberInWords('$0.01').join(' ')).toBe('zero dollars and one cent');
  });

  it('reads a number too long for words digit by digit, and nothing that is not a number', () => {
    expect(numberInWords('1234567890123').length).toBe(13);
    expect(numberInWords('abc')).toEqual([]);
    expect(cardinal(0)).toEqual(['zero']);
  });
});
