/**
 * The substitutions Brazilian speakers make, as competing pronunciations of a
 * word: each phone position lists the canonical phone first, then what a
 * Brazilian might say instead and the rule that names it (an empty
 * substitute drops the phone). The error-detecting alignment lets the audio
 * choose among them. Errors a phone decoder cannot hear (aspiration, vowel
 * length, word stress) are measured instead: measures/.
 */
import { stressesOf } from '../stress-lexicon.ts';
import type { BrazilianRule } from '../types.ts';

export interface Alternative {
  phones: string[];
  rule: BrazilianRule | null;
}

/** One phone of the canonical pronunciation and its competitors (the first alternative is the canonical phone). */
export type Position = Alternative[];

export const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
/** Consonants after which Brazilians add [i] at the end of a word (not nasals, liquids or /s/, where they rarely do). */
const EPENTHESIS_AFTER = new Set(['B', 'D', 'G', 'K', 'P', 'T', 'CH', 'JH', 'F', 'V', 'TH', 'DH', 'SH', 'ZH']);
/** Phones before a final t or d spelled -ed that make it part of the word, not the past tense's ending. */
const NOT_AN_ED_ENDING = new Set(['T', 'D', 'EH', 'AH', 'IH']);
/**
 * Portuguese turns t and d into "tch" and "dj" before an [i] sound (tia, dia).
 * tch is offered only before a stressed [i]: before an unstressed one American
 * English flaps or softens the t (city, native, university), and festival's
 * correct readings there were heard as tch as often as its tch readings were.
 * dj is offered before an unstressed [i] too (festival's dj was named in
 * body, lady, ready and the de- words), except in -ding, whose [ɪ] before ŋ
 * American English raises towards [i]: 2 of 20 correct -ding words
 * (reading, wedding) were heard as dj.
 */
const PALATALISED: Record<string, { phone: string; rule: BrazilianRule }> = { T: { phone: 'CH', rule: 't-ch' }, D: { phone: 'JH', rule: 'd-jh' } };

/**
 * `guessed`: the phones are espeak-ng's guess from the spelling, whose vowels
 * are often wrong (a, o and i spell several), so no substitution that replaces
 * a vowel or hangs on one (t before [i]) is offered: the learner would be told
 * they said the vowel the guess missed.
 */
export function positionsOf(word: string, phones: readonly string[], guessed = false): Position[] {
  const last = phones.length - 1;
  const stresses = stressesOf(word, phones);
  // Without CMUdict's marks, a word of one vowel is stressed on it.
  const stressed = (index: number) => (stresses ? (stresses[index] ?? 0) > 0 : phones.filter((phone) => VOWELS.has(phone)).length === 1);
  // Before r, /i/ and /ɪ/ are one vowel in American English (here, year, near, zero): either is said right.
  const contrastsLength = (index: number) => stressed(index) && phones[index + 1] !== 'R';
  const positions = phones.map((phone, index): Position => {
    const alternatives: Position = [{ phones: [phone], rule: null }];
    const add = (substitute: string[], rule: BrazilianRule) => alternatives.push({ phones: substitute, rule });
    const next = phones[index + 1];
    if (phone === 'TH') {
      add(['F'], 'th-f');
      add(['T'], 'th-t');
      add(['S'], 'th-s');
    } else if (phone === 'DH') {
      add(['D'], 'th-d');
      add(['V'], 'th-v');
    } else if (phone === 'IY' && !guessed && contrastsLength(index)) add(['IH'], 'i-ih');
    else if (phone === 'IH' && !guessed && contrastsLength(index)) add(['IY'], 'i-ih');
    else if (phone === 'AE' && !guessed) {
      add(['EH'], 'ae-eh');
      add(['AA'], 'ae-aa');
    } else if (phone === 'AH' && !guessed && stressed(index)) add(['AA'], 'ah-aa');
    else if (phone === 'UH' && !guessed) add(['UW'], 'uh-uw');
    else if (phone === 'R') add(['HH'], 'h-r');
    else if (phone === 'HH' && phones.length > 1) add([], 'h-drop');
    else if (phone === 'L' && (index === last || !VOWELS.has(next!))) add(['W'], 'dark-l');
    else if (PALATALISED[phone] && !guessed && (next === 'IY' || next === 'IH') && (stressed(index + 1) || (phone === 'D' && phones[index + 2] !== 'NG'))) {
      add([PALATALISED[phone].phone], PALATALISED[phone].rule);
    } else if ((phone === 'M' || phone === 'N') && index === last && index > 0 && VOWELS.has(phones[index - 1]!)) add([], 'final-nasal');
    // school said "ischool": Portuguese has no word starting with s + consonant.
    if (index === 0 && phone === 'S' && next !== undefined && !VOWELS.has(next)) add(['IY', 'S'], 's-cluster');
    return alternatives;
  });
  const final = phones[last];
  if (final && EPENTHESIS_AFTER.has(final)) {
    const before = phones[last - 1];
    // -ed read as a syllable (worked "workid") or left unsaid (worked "work"); after t or d it is a syllable already,
    // and after these vowels the -ed is no ending (red, need, hundred).
    if (/ed$/i.test(word) && !/eed$/i.test(word) && (final === 'T' || final === 'D') && !NOT_AN_ED_ENDING.has(before!)) {
      positions[last]!.push({ phones: ['IH', 'D'], rule: 'ed-syllable' }, { phones: [], rule: 'ed-dropped' });
    } else positions[last]!.push({ phones: [final, 'IY'], rule: 'epenthesis' });
  }
  return positions;
}
