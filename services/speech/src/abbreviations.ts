/**
 * Abbreviations in a learner's text read as the words they stand for: "Dr.
 * Smith" doctor Smith, "5 km" five kilometers, "10am" ten a.m. CMUdict reads
 * Dr as drive, Ave as the Latin ave, am as the verb and km not at all, so a
 * right reading was judged against words nobody says. Symbols that are
 * read (& and, + plus) and Roman numerals after a name are read here too.
 */
import { cardinal, ordinalWords, romanNumeral } from './numbers-in-words.ts';

/** Where an abbreviation stands: the tokens before it (nearest last), the one after it, and whether a period follows it. */
export interface Surroundings {
  before: readonly string[];
  next: string | undefined;
  period: boolean;
}

/** Read so wherever they stand. */
const ALWAYS: Record<string, string[]> = {
  '&': ['and'],
  '+': ['plus'],
  '=': ['equals'],
  '@': ['at'],
  ave: ['avenue'],
  vs: ['versus'],
  prof: ['professor'],
};

/** Read so before a name (Dr. Smith, St. Louis); elsewhere CMUdict's reading stands (Elm Dr drive, Main St street). */
const BEFORE_A_NAME: Record<string, string[]> = {
  dr: ['doctor'],
  st: ['saint'],
};

/** Read so after a number: one reading for exactly one, the other for any other number. */
const AFTER_A_NUMBER: Record<string, [string[], string[]]> = {
  am: [['a.m.'], ['a.m.']],
  pm: [['p.m.'], ['p.m.']],
  km: [['kilometer'], ['kilometers']],
  kg: [['kilogram'], ['kilograms']],
  cm: [['centimeter'], ['centimeters']],
  mm: [['millimeter'], ['millimeters']],
  ft: [['foot'], ['feet']],
  lb: [['pound'], ['pounds']],
  lbs: [['pound'], ['pounds']],
  oz: [['ounce'], ['ounces']],
  mph: [
    ['mile', 'per', 'hour'],
    ['miles', 'per', 'hour'],
  ],
  hr: [['hour'], ['hours']],
  hrs: [['hour'], ['hours']],
  min: [['minute'], ['minutes']],
};

/** A number token of the text (lexicon.ts's NUMBER or FRACTION), with or without a currency sign. */
export const isNumberToken = (token: string | undefined): boolean => token !== undefined && /^(?:R\$|[$€£])?\d/i.test(token);

/** Titles whose holder's numeral is an ordinal: Queen Elizabeth II the second. */
const TITLES = new Set(['king', 'queen', 'pope', 'prince', 'princess', 'emperor', 'empress', 'tsar', 'czar', 'duke', 'saint']);

/**
 * A Roman numeral after a capitalised word: a monarch's or pope's (a title
 * within the two words before) is "the" and its ordinal, any other (World
 * War II, Chapter IV) its cardinal. I alone is the pronoun; IV after a
 * lower-case word (an IV drip) is not a numeral.
 */
function romanRead(token: string, before: readonly string[]): string[] | null {
  const value = /^[IVX]{2,}$/.test(token) ? romanNumeral(token) : null;
  if (value === null || !/^[A-Z]/.test(before.at(-1) ?? '')) return null;
  return before.slice(-3, -1).some((word) => TITLES.has(word.toLowerCase())) ? ['the', ...ordinalWords(cardinal(value))] : cardinal(value);
}

/** `words` capitalised as `token` is (Dr. Doctor, vs. versus), so what was heard reads as the text. */
const casedAs = (token: string, words: readonly string[]): string[] =>
  /^[A-Z]/.test(token) ? [`${words[0]![0]!.toUpperCase()}${words[0]!.slice(1)}`, ...words.slice(1)] : [...words];

/** The words `token` stands for where it stands, or null when it is read as written. */
export function abbreviationRead(token: string, { before, next, period }: Surroundings): string[] | null {
  const previous = before.at(-1);
  const key = token.toLowerCase();
  const afterNumber = AFTER_A_NUMBER[key];
  if (afterNumber && isNumberToken(previous)) return previous === '1' ? afterNumber[0] : afterNumber[1];
  if (key === 'no' && period && isNumberToken(next)) return casedAs(token, ['number']);
  if (BEFORE_A_NAME[key] && next !== undefined && /^[A-Z][a-z]/.test(next)) return casedAs(token, BEFORE_A_NAME[key]);
  const always = ALWAYS[key];
  return always ? casedAs(token, always) : romanRead(token, before);
}
