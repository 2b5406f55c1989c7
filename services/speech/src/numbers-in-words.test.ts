import { describe, expect, it } from 'vitest';
import { cardinal, numberInWords, numberReadings, romanNumeral } from './numbers-in-words.ts';

describe('numberInWords', () => {
  const reads = (token: string, words: string) => expect(numberInWords(token).join(' ')).toBe(words);

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
  ])('reads %s as "%s"', reads);

  it.each([
    ['1990', 'nineteen ninety'],
    ['1905', 'nineteen oh five'],
    ['1900', 'nineteen hundred'],
    ['2005', 'two thousand five'],
    ['2026', 'twenty twenty six'],
    ['1990s', 'nineteen nineties'],
    ['3000', 'three thousand'],
  ])('reads %s as "%s": four digits from 1100 to 2099 as a year, as Americans do', reads);

  it.each([
    ['1st', 'first'],
    ['22nd', 'twenty second'],
    ['3rd', 'third'],
    ['12th', 'twelfth'],
    ['20th', 'twentieth'],
    ['100th', 'one hundredth'],
    ['80s', 'eighties'],
    ['50%', 'fifty percent'],
    ['$1', 'one dollar'],
    ['$25', 'twenty five dollars'],
    ['$2.50', 'two dollars and fifty cents'],
    ['$2.00', 'two dollars'],
    ['$0.01', 'one cent'],
    ['$0.00', 'zero dollars'],
  ])('reads %s as "%s": ordinals, plurals, percents and dollars', reads);

  it.each([
    ['€20', 'twenty euros'],
    ['€1.50', 'one euro and fifty cents'],
    ['£5', 'five pounds'],
    ['£3.01', 'three pounds and one penny'],
    ['R$50', 'fifty reais'],
    ['r$1.25', 'one real and twenty five centavos'],
  ])('reads %s as "%s": euros, pounds and Brazilian reais', reads);

  it.each([
    ['1/2', 'one half'],
    ['3/2', 'three two'],
    ['3/4', 'three quarters'],
    ['2/3', 'two thirds'],
    ['1/5', 'one fifth'],
    ['7/10', 'seven tenths'],
    ['24/7', 'twenty four seven'],
    ['1/12', 'one twelve'],
    ['1/1000000000000', 'one one zero zero zero zero zero zero zero zero zero zero zero zero'],
  ])('reads %s as "%s": a fraction under one with a denominator up to ten, any other pair as two numbers', reads);

  it.each([
    ['7:30', 'seven thirty'],
    ['7:05', 'seven oh five'],
    ['10:00', 'ten'],
    ['-5', 'minus five'],
    ['25°C', 'twenty five degrees Celsius'],
    ['77ºF', 'seventy seven degrees Fahrenheit'],
    ['1°', 'one degree'],
    ['-2.5°C', 'minus two point five degrees Celsius'],
    ['-$3', 'minus three dollars'],
  ])('reads %s as "%s": clock times, minus signs and degrees', reads);

  it.each([
    ['100', ['one hundred', 'a hundred']],
    ['1,000', ['one thousand', 'a thousand']],
    ['150', ['one hundred fifty', 'a hundred fifty']],
    ['1/2', ['one half', 'a half']],
    ['2026', ['twenty twenty six', 'two thousand twenty six']],
    ['2005', ['two thousand five']],
    ['1990', ['nineteen ninety']],
    ['$2.50', ['two dollars and fifty cents', 'two fifty', 'two dollars fifty']],
    ['$9.99', ['nine dollars and ninety nine cents', 'nine ninety nine', 'nine dollars ninety nine']],
    ['£1.20', ['one pound and twenty pence', 'one twenty', 'one pound twenty']],
    [
      '$1,250.50',
      [
        'one thousand two hundred fifty dollars and fifty cents',
        'a thousand two hundred fifty dollars and fifty cents',
        'one thousand two hundred fifty dollars fifty',
      ],
    ],
    ['R$3.99', ['three reais and ninety nine centavos', 'three ninety nine', 'three reais ninety nine']],
    ['$1.05', ['one dollar and five cents', 'one oh five']],
    ['$100.50', ['one hundred dollars and fifty cents', 'a hundred dollars and fifty cents', 'one hundred dollars fifty']],
    ['$0.50', ['fifty cents']],
    ['$2.00', ['two dollars']],
    ['-$2.50', ['minus two dollars and fifty cents']],
    ['$2.5', ['two dollars and fifty cents']],
    ['7:00', ['seven', "seven o'clock"]],
    ['25°C', ['twenty five degrees Celsius', 'twenty five degrees']],
    ['-2°F', ['minus two degrees Fahrenheit', 'minus two degrees']],
    ['25°', ['twenty five degrees']],
    ['13:00', ['thirteen']],
    ['0:00', ['zero']],
    ['25', ['twenty five']],
  ])('reads %s in its common ways, the usual first', (token, readings) => {
    expect(numberReadings(token).map((words) => words.join(' '))).toEqual(readings);
  });

  it('reads a day after its month also as an ordinal, as Americans say a date', () => {
    const read = (token: string) => numberReadings(token, { afterMonth: true }).map((words) => words.join(' '));
    expect(read('5')).toEqual(['five', 'fifth']);
    expect(read('05')).toEqual(['zero five', 'fifth']);
    expect(read('31')).toEqual(['thirty one', 'thirty first']);
    expect([read('0'), read('32'), read('2019')]).toEqual([['zero'], ['thirty two'], ['twenty nineteen', 'two thousand nineteen']]);
    expect(numberReadings('5')).toEqual([['five']]);
  });

  it('reads Roman numerals of I, V and X, and nothing else', () => {
    expect(['II', 'IV', 'VIII', 'IX', 'XIV', 'XXXIX'].map(romanNumeral)).toEqual([2, 4, 8, 9, 14, 39]);
    expect(['IIII', 'VV', 'IC', 'XL', ''].map(romanNumeral)).toEqual([null, null, null, null, null]);
  });

  it('reads a number too long for words digit by digit, and nothing that is not a number', () => {
    expect(numberInWords('1234567890123').length).toBe(13);
    expect(numberInWords('abc')).toEqual([]);
    expect(cardinal(0)).toEqual(['zero']);
  });
});
