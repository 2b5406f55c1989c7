/**
 * A number in a learner's text as an American reads it aloud: "2" two,
 * "1990" nineteen ninety, "1st" first, "50%" fifty percent, "3.5" three
 * point five. The scorer aligns words, so a number left out would be heard
 * as words the learner added.
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];
/** Beyond this a number is read digit by digit. */
const LARGEST = 1e12 - 1;

function belowHundred(n: number): string[] {
  if (n < 10) return [ONES[n]!];
  if (n < 20) return [TEENS[n - 10]!];
  return n % 10 === 0 ? [TENS[Math.floor(n / 10)]!] : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!];
}

function belowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [...(hundreds > 0 ? [ONES[hundreds]!, 'hundred'] : []), ...(rest > 0 || hundreds === 0 ? belowHundred(rest) : [])];
}

/** American cardinals, without "and": 123 one hundred twenty three. */
export function cardinal(n: number): string[] {
  if (n < 1000) return belowThousand(n);
  for (const [scale, name] of SCALES) if (n >= scale) return [...belowThousand(Math.floor(n / scale)), name, ...(n % scale > 0 ? cardinal(n % scale) : [])];
  return [];
}

/** 1990 nineteen ninety, 1905 nineteen oh five, 1900 nineteen hundred, 2005 two thousand five, 2026 twenty twenty six. */
function year(n: number): string[] {
  if (n >= 2000 && n < 2010) return cardinal(n);
  const [first, last] = [Math.floor(n / 100), n % 100];
  return [...belowHundred(first), ...(last === 0 ? ['hundred'] : last < 10 ? ['oh', ONES[last]!] : belowHundred(last))];
}

const ORDINALS: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };
const ordinalOf = (word: string) => ORDINALS[word] ?? (word.endsWith('y') ? `${word.slice(0, -1)}ieth` : `${word}th`);

const digitByDigit = (digits: string) => [...digits].map((digit) => ONES[Number(digit)]!);
const plural = (word: string) => (word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`);

/** What a currency sign reads as: the unit and its hundredth, each singular and plural. */
const CURRENCIES: Record<string, { unit: [string, string]; hundredth: [string, string] }> = {
  $: { unit: ['dollar', 'dollars'], hundredth: ['cent', 'cents'] },
  '€': { unit: ['euro', 'euros'], hundredth: ['cent', 'cents'] },
  '£': { unit: ['pound', 'pounds'], hundredth: ['penny', 'pence'] },
  r$: { unit: ['real', 'reais'], hundredth: ['centavo', 'centavos'] },
};

const countOf = (n: number, [one, many]: [string, string]) => (n === 1 ? one : many);

/**
 * A number as written in a text: a clock time (7:30), a fraction (1/2, 24/7;
 * not a date's 1/2/2020), or a number with a minus sign, thousands commas,
 * decimals, an ordinal or plural ending (1st, 1990s), a currency sign (R$
 * the Brazilian real), a percent sign or degrees (25°C; º as Brazilians
 * often type it).
 */
export const NUMBER =
  /(?<!\d)\d{1,2}:\d{2}(?!\d)|(?<![\d/])\d+\/\d+(?![\d/])|(?:(?<![\w-])-)?(?:R\$|[$€£])?\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th|s)?%?(?:[°º][CF]?)?/;

/** Whether a token of the text is a NUMBER (and not a word). */
export const isNumberToken = (token: string | undefined): boolean => token !== undefined && /^-?(?:R\$|[$€£])?\d/i.test(token);

/** 7:30 seven thirty, 7:05 seven oh five, 10:00 ten (said so, or with o'clock or a.m. after it). */
function clockTime(hour: string, minutes: string): string[] {
  const m = Number(minutes);
  return [...cardinal(Number(hour)), ...(m === 0 ? [] : m < 10 ? ['oh', ONES[m]!] : cardinal(m))];
}

/** 1/2 one half, 3/4 three quarters, 2/3 two thirds; other pairs (24/7) are two numbers, each as numberInWords reads it. */
function fraction(top: string, bottom: string): string[] {
  const [numerator, denominator] = [Number(top), Number(bottom)];
  if (numerator === 0 || numerator >= denominator || denominator > 10) return [...numberInWords(top), ...numberInWords(bottom)];
  const ordinal = ordinalOf(cardinal(denominator)[0]!);
  const part: [string, string] = denominator === 2 ? ['half', 'halves'] : denominator === 4 ? ['quarter', 'quarters'] : [ordinal, `${ordinal}s`];
  return [...cardinal(numerator), countOf(numerator, part)];
}

/** The parts of a number token that is neither a clock time nor a fraction: -$1,250.50, 1990s, 25°C. */
interface NumberParts {
  minus: boolean;
  /** The currency sign as written ($, R$...). */
  sign?: string;
  /** The digits before any decimal point, thousands commas and all. */
  whole: string;
  decimals?: string;
  /** An ordinal or plural ending: st, nd, rd, th, s. */
  ending?: string;
  percent: boolean;
  degrees: boolean;
  /** C or F after the degrees sign. */
  scale?: string;
}

function numberParts(token: string): NumberParts | null {
  const match = /^(-)?(R\$|[$€£])?(\d+(?:,\d{3})*)(?:\.(\d+))?(st|nd|rd|th|s)?(%)?(?:([°º])([CF])?)?$/i.exec(token);
  if (!match) return null;
  const [, minus, sign, whole, decimals, ending, percent, degrees, scale] = match;
  return { minus: Boolean(minus), sign, whole: whole!, decimals, ending, percent: Boolean(percent), degrees: Boolean(degrees), scale };
}

/** A price written with its cents ($2.50, R$1,250.50): its currency, units and hundredths; null for anything else (-$2.50, $2.5). */
function priceOf(parts: NumberParts | null) {
  if (!parts?.sign || parts.minus || parts.decimals?.length !== 2 || parts.ending || parts.percent || parts.degrees) return null;
  return { currency: CURRENCIES[parts.sign.toLowerCase()]!, units: Number(parts.whole.replace(/,/g, '')), hundredths: Number(parts.decimals) };
}

/** The words of one number token (NUMBER); none for anything else. */
export const numberInWords = (token: string): string[] => wordsOfNumber(token, numberParts(token));

/** numberInWords of a token whose parts are parsed (null when it is not a plain, signed or priced number). */
function wordsOfNumber(token: string, parts: NumberParts | null): string[] {
  const time = /^(\d{1,2}):(\d{2})$/.exec(token);
  if (time) return clockTime(time[1]!, time[2]!);
  const fractionParts = /^(\d+)\/(\d+)$/.exec(token);
  if (fractionParts) return fraction(fractionParts[1]!, fractionParts[2]!);
  if (!parts) return [];
  const { minus, sign, whole, decimals, ending, percent, degrees, scale } = parts;
  const digits = whole.replace(/,/g, '');
  const n = Number(digits);
  const plain = !minus && !sign && !whole.includes(',') && !decimals && !percent && !degrees;
  let words: string[];
  if (n > LARGEST || (digits.length > 1 && digits.startsWith('0'))) words = digitByDigit(digits);
  else if (plain && (!ending || ending.toLowerCase() === 's') && digits.length === 4 && n >= 1100 && n < 2100) words = year(n);
  else words = cardinal(n);
  const currency = sign ? CURRENCIES[sign.toLowerCase()] : undefined;
  if (currency) {
    // $2.50: two dollars and fifty cents; $2.00: two dollars; $0.50: fifty cents.
    const hundredths = decimals ? Number(decimals.padEnd(2, '0').slice(0, 2)) : 0;
    const cents = hundredths > 0 ? [...cardinal(hundredths), countOf(hundredths, currency.hundredth)] : [];
    words = n === 0 && hundredths > 0 ? cents : [...words, countOf(n, currency.unit), ...(hundredths > 0 ? ['and', ...cents] : [])];
    return minus ? ['minus', ...words] : words;
  }
  if (decimals) words.push('point', ...digitByDigit(decimals));
  else if (ending?.toLowerCase() === 's') words.push(plural(words.pop()!));
  else if (ending) words = ordinalWords(words);
  if (percent) words.push('percent');
  if (degrees) words.push(n === 1 && !decimals ? 'degree' : 'degrees', ...(scale ? [scale.toUpperCase() === 'C' ? 'Celsius' : 'Fahrenheit'] : []));
  return minus ? ['minus', ...words] : words;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };

/** The value of a Roman numeral of I, V and X (II, IV, VIII, XIV), or null for anything else (IVI, VV). */
export function romanNumeral(token: string): number | null {
  if (!/^(?:X{0,3})(?:IX|IV|V?I{0,3})$/.test(token) || token === '') return null;
  let value = 0;
  for (const [index, letter] of [...token].entries()) {
    const [here, after] = [ROMAN[letter]!, ROMAN[token[index + 1] ?? ''] ?? 0];
    value += here < after ? -here : here;
  }
  return value;
}

/** The ordinal of a cardinal's words: two second, twenty one twenty first. */
export const ordinalWords = (words: readonly string[]): string[] => [...words.slice(0, -1), ordinalOf(words.at(-1)!)];

/**
 * The readings of one number token as Americans say it, numberInWords's
 * first, then the others as common: 100 a hundred, 2026 two thousand
 * twenty six, $2.50 two fifty or two dollars fifty, 7:00 seven o'clock,
 * 1/2 a half, 25°C twenty five degrees, and a day after its month (May 3)
 * May third. The scorer takes the one the recording is closest to.
 */
export function numberReadings(token: string, { afterMonth = false }: { afterMonth?: boolean } = {}): string[][] {
  const parts = numberParts(token);
  const first = wordsOfNumber(token, parts);
  const others: string[][] = [];
  // May 3 May third, as Americans say a date.
  const day = Number(token);
  if (afterMonth && /^\d{1,2}$/.test(token) && day >= 1 && day <= 31) others.push(ordinalWords(cardinal(day)));
  const [one, scale] = first;
  if (one === 'one' && (scale === 'hundred' || scale === 'thousand' || scale === 'half')) others.push(['a', ...first.slice(1)]);
  if (/^20[1-9]\d$/.test(token)) others.push(cardinal(Number(token)));
  const price = priceOf(parts);
  if (price && price.units <= LARGEST) {
    const { currency, units, hundredths } = price;
    // $2.50 two fifty, $1.05 one oh five (not $100.50, which would sound as $150).
    if (units > 0 && units < 100 && hundredths > 0) others.push([...cardinal(units), ...(hundredths < 10 ? ['oh', ONES[hundredths]!] : cardinal(hundredths))]);
    // $2.50 two dollars fifty, $100.50 one hundred dollars fifty (cents under ten are said with "and ... cents").
    if (units > 0 && hundredths >= 10) others.push([...cardinal(units), countOf(units, currency.unit), ...cardinal(hundredths)]);
  }
  if (/^(?:0?[1-9]|1[0-2]):00$/.test(token)) others.push([...first, "o'clock"]);
  // 25°C twenty five degrees, the scale left to the context.
  if (parts?.scale) others.push(first.slice(0, -1));
  return [first, ...others.filter((words) => words.length > 0 && words.join(' ') !== first.join(' '))];
}
