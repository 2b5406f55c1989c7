/**
 * Abbreviations in a learner's text read as the words they stand for: "Dr.
 * Smith" doctor Smith, "5 km" five kilometers, "10am" ten a.m. CMUdict reads
 * Dr as drive, Ave as the Latin ave, am as the verb and km not at all, so a
 * right reading was judged against words nobody says. Symbols that are
 * read (& and, + plus) and Roman numerals after a name are read here too.
 */
import { cardinal, isNumberToken, ordinalWords, romanNumeral } from './numbers-in-words.ts';

/** Where an abbreviation stands in the text. */
export interface Surroundings {
  /** The tokens before it, nearest last. */
  before: readonly string[];
  next: string | undefined;
  /** A period follows it. */
  period: boolean;
  /** Only spaces part it from the token before (5 km, 10am; not "is 5. Am I"). */
  joined: boolean;
  /** The token before is a capitalised word that does not open its sentence (Main St, Park Ave; not "Visit St. Louis"). */
  afterName: boolean;
}

/** Read so wherever they stand. */
const ALWAYS: Record<string, string[]> = {
  '&': ['and'],
  '+': ['plus'],
  '=': ['equals'],
  '@': ['at'],
  vs: ['versus'],
  prof: ['professor'],
};

/** Read so before a name (Dr. Smith, St. Louis) unless a name comes first (Elm Dr, Main St. Tom: drive, street, as CMUdict reads them). */
const BEFORE_A_NAME: Record<string, string[]> = {
  dr: ['doctor'],
  st: ['saint'],
};

/** Read so after a name or a number (Park Ave, 5th Ave.; not Ave Maria). */
const AFTER_A_NAME: Record<string, string[]> = {
  ave: ['avenue'],
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

/** Titles whose holder's numeral is an ordinal: Queen Elizabeth II the second, King Henry V the fifth. */
const TITLES = new Set(['king', 'queen', 'pope', 'prince', 'princess', 'emperor', 'empress', 'tsar', 'czar', 'duke', 'saint']);

/** Numbered things, whose numeral is a cardinal: World War II two, Chapter IV four. */
const NUMBERED = new Set(
  'war chapter part volume book act scene episode season phase stage level type class grade section article round appendix figure table unit lesson step'.split(
    ' ',
  ),
);

/**
 * A Roman numeral after a capitalised word: a numbered thing's (World War
 * II, Chapter IV) is its cardinal, anyone else's (Henry VIII, Queen
 * Elizabeth II) "the" and its ordinal. I alone is the pronoun, and V or X
 * alone a numeral only after a title (King Henry V; not Malcolm X); IV
 * after a lower-case word (an IV drip) is not a numeral.
 */
function romanRead(token: string, before: readonly string[]): string[] | null {
  const titled = before.slice(-3, -1).some((word) => TITLES.has(word.toLowerCase()));
  const value = /^[IVX]{2,}$/.test(token) || (titled && /^[VX]$/.test(token)) ? romanNumeral(token) : null;
  const owner = before.at(-1) ?? '';
  if (value === null || !/^[A-Z]/.test(owner)) return null;
  return NUMBERED.has(owner.toLowerCase()) ? cardinal(value) : ['the', ...ordinalWords(cardinal(value))];
}

/** `words` capitalised as `token` is (Dr. Doctor, vs. versus), so what was heard reads as the text. */
const casedAs = (token: string, words: readonly string[]): string[] =>
  /^[A-Z]/.test(token) ? [`${words[0]![0]!.toUpperCase()}${words[0]!.slice(1)}`, ...words.slice(1)] : [...words];

/** The words `token` stands for where it stands, or null when it is read as written. */
export function abbreviationRead(token: string, { before, next, period, joined, afterName }: Surroundings): string[] | null {
  const previous = before.at(-1);
  const key = token.toLowerCase();
  const afterNumber = AFTER_A_NUMBER[key];
  if (afterNumber && joined && isNumberToken(previous)) return previous === '1' ? afterNumber[0] : afterNumber[1];
  if (token === 'No' && period && isNumberToken(next)) return ['Number'];
  if (BEFORE_A_NAME[key] && !afterName && next !== undefined && /^[A-Z][a-z]/.test(next)) return casedAs(token, BEFORE_A_NAME[key]);
  if (AFTER_A_NAME[key] && (afterName || isNumberToken(previous))) return casedAs(token, AFTER_A_NAME[key]);
  const always = ALWAYS[key];
  return always ? casedAs(token, always) : romanRead(token, before);
}
