/**
 * Spells what a learner said. A named Brazilian error is spelled from the
 * written word, as a Brazilian would write what they said ("think" with F is
 * "fink", "big" with a final vowel "bigi"); other sounds are a CMUdict word
 * pronounced exactly so, or letters sound by sound.
 */
import type { Lexicon } from '../lexicon.ts';
import type { BrazilianRule } from '../types.ts';

const LETTERS: Record<string, string> = {
  AA: 'a',
  AE: 'a',
  AH: 'u',
  AO: 'o',
  AW: 'au',
  AY: 'ai',
  B: 'b',
  CH: 'ch',
  D: 'd',
  DH: 'th',
  EH: 'e',
  ER: 'er',
  EY: 'ei',
  F: 'f',
  G: 'g',
  HH: 'h',
  IH: 'i',
  IY: 'i',
  JH: 'j',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ng',
  OW: 'ou',
  OY: 'oi',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'sh',
  T: 't',
  TH: 'th',
  UH: 'u',
  UW: 'u',
  V: 'v',
  W: 'w',
  Y: 'y',
  Z: 'z',
  ZH: 'zh',
};

export function spell(phones: readonly string[], lexicon: Lexicon): string {
  return lexicon.wordFor(phones) ?? phones.map((phone) => LETTERS[phone] ?? '').join('');
}

const TH_AS: Partial<Record<BrazilianRule, string>> = { 'th-f': 'f', 'th-t': 't', 'th-s': 's', 'th-d': 'd', 'th-v': 'v' };
/** The vowel a Portuguese ear gives the nasal ending: "man" said as "mã". */
const NASAL: Record<string, string> = { a: 'ã', e: 'ẽ', i: 'ĩ', o: 'õ', u: 'ũ', y: 'ĩ' };
const FINAL_NASAL = /([aeiouy])[mn]e?$/;

/** The written word with the named error applied to its letters; null when the letters do not show where. */
function respell(written: string, rule: BrazilianRule): string | null {
  const word = written.toLowerCase();
  const th = TH_AS[rule];
  if (th) return word.includes('th') ? word.replace('th', th) : null;
  const replaced = (pattern: RegExp, by: string) => (pattern.test(word) ? word.replace(pattern, by) : null);
  switch (rule) {
    case 'epenthesis':
      return `${word}${/e$/.test(word) ? '' : 'i'}`;
    case 'ed-syllable':
      return `${word.slice(0, -2)}id`;
    case 'h-r':
      return replaced(/w?r/, 'h');
    case 'h-drop':
      return replaced(/^h/, '');
    case 'dark-l':
      return replaced(/ll?(?=[^aeiouy]*$)/, 'u');
    case 'ae-eh':
      return replaced(/a/, 'e');
    case 'ae-aa':
      return replaced(/a/, 'o');
    case 'ah-aa':
      return replaced(/u/, 'o');
    case 'uh-uw':
      // A Portuguese reader sees a long u in "buuk"; full said long is "fool".
      return replaced(/oo/, 'uu') ?? replaced(/u/, 'oo');
    case 't-ch':
      return replaced(/t(?=[iy]|e[ae])/, 'tch');
    case 'd-jh':
      return replaced(/d(?=[iy]|e[ae])/, 'dj');
    case 's-cluster':
      return `i${word}`;
    case 'final-nasal':
      return FINAL_NASAL.test(word) ? word.replace(FINAL_NASAL, (_, vowel: string) => NASAL[vowel]!) : null;
    default:
      return null;
  }
}

/** In the written word's case: "THINK" heard with F is "FINK", "Think" is "Fink". */
export function inCaseOf(written: string, spelled: string): string {
  if (written.length > 1 && written === written.toUpperCase()) return spelled.toUpperCase();
  return /^[A-Z]/.test(written) ? spelled.charAt(0).toUpperCase() + spelled.slice(1) : spelled;
}

export function spellHeard(written: string, rule: BrazilianRule, phones: readonly string[], lexicon: Lexicon): string {
  return inCaseOf(written, rule === 'ed-dropped' ? stemOf(written, phones, lexicon) : (respell(written, rule) ?? spell(phones, lexicon)));
}

/** A past tense without its -ed: the stem as written (worked: "work"), with the e a silent-e stem keeps (lived: "live"). */
function stemOf(written: string, phones: readonly string[], lexicon: Lexicon): string {
  const stem = written.toLowerCase().replace(/e?d$/, '');
  const withE = `${stem}e`;
  return lexicon.phones(withE)?.join(' ') === phones.join(' ') && lexicon.phones(stem)?.join(' ') !== phones.join(' ') ? withE : stem;
}
