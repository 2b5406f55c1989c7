/**
 * Abbreviations in a learner's text read as the words they stand for: "Dr.
 * Smith" doctor Smith, "5 km" five kilometers, "10am" ten a.m. CMUdict reads
 * Dr as drive, Ave as the Latin ave, am as the verb and km not at all, so a
 * right reading was judged against words nobody says.
 */

/** Where an abbreviation stands: the tokens beside it and whether a period follows it. */
export interface Surroundings {
  previous: string | undefined;
  next: string | undefined;
  period: boolean;
}

/** Read so wherever they stand. */
const ALWAYS: Record<string, string[]> = {
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

/** The words `token` stands for where it stands, or null when it is read as written. */
export function abbreviationRead(token: string, { previous, next, period }: Surroundings): string[] | null {
  const key = token.toLowerCase();
  const afterNumber = AFTER_A_NUMBER[key];
  if (afterNumber && isNumberToken(previous)) return previous === '1' ? afterNumber[0] : afterNumber[1];
  if (key === 'no' && period && isNumberToken(next)) return ['number'];
  if (BEFORE_A_NAME[key] && next !== undefined && /^[A-Z][a-z]/.test(next)) return BEFORE_A_NAME[key];
  return ALWAYS[key] ?? null;
}
