/**
 * Spells what a learner said. A named Brazilian error is spelled from the
 * written word, as a Brazilian would write what they said ("think" with F is
 * "fink", "big" with a final vowel "bigi"); other sounds are a CMUdict word
 * pronounced exactly so, or letters sound by sound.
 */
import type { Lexicon } from '../lexicon.ts';
import type { BrazilianRule } from '../types.ts';

const LETTERS: Record<string, string> = {
  AA: 'a', AE: 'a', AH: 'u', AO: 'o', AW: 'au', AY: 'ai', B: 'b', CH: 'ch', D: 'd', DH: 'th', EH: 'e', ER: 'er', EY: 'ei', F: 'f', G: 'g',
  HH: 'h', IH: 'i', IY: 'i', JH: 'j', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ng', OW: 'ou', OY: 'oi', P: 'p', R: 'r', S: 's', SH: 'sh',
  T: 't', TH: 'th', UH: 'u', UW: 'u', V: 'v', W: 'w', Y: 'y', Z: 'z', ZH: 'zh',
};

export function spell(phones: readonly string[], lexicon: Lexicon): string {
  return lexicon.wordFor(phones) ?? phones.map((phone) => LETTERS[phone] ?? '').join('');
}

const TH_AS: Partial<Record<BrazilianRule, string>> = { 'th-f': 'f', 'th-t': 't', 'th-s': 's', 'th-d': 'd', 'th-v': 'v' };

/** The written word with the named error applied to its letters; null when the letters do not show where. */
function respell(written: string, rule: BrazilianRule): string | null {
  const word = written.toLowerCase();
  const th = TH_AS[rule];
  if (th) return word.includes('th') ? word.replace('th', th) : null;
  switch (rule) {
    case 'epenthesis':
      return /[^aeiou]ed$/.test(word) ? `${word.slice(0, -2)}id` : `${word}${/e$/.test(word) ? '' : 'i'}`;
    case 'h-r':
      return word.startsWith('r') ? `h${word.slice(1)}` : null;
    case 'dark-l':
      return /ll?(?=[^aeiouy]*$)/.test(word) ? word.replace(/ll?(?=[^aeiouy]*$)/, 'u') : null;
    case 'ae-eh':
      return word.includes('a') ? word.replace('a', 'e') : null;
    default:
      return null;
  }
}

/** In the written word's case: "THINK" heard with F is "FINK", "Think" is "Fink". */
function inCaseOf(written: string, spelled: string): string {
  if (written.length > 1 && written === written.toUpperCase()) return spelled.toUpperCase();
  return /^[A-Z]/.test(written) ? spelled.charAt(0).toUpperCase() + spelled.slice(1) : spelled;
}

export function spellHeard(written: string, rule: BrazilianRule, phones: readonly string[], lexicon: Lexicon): string {
  return inCaseOf(written, respell(written, rule) ?? spell(phones, lexicon));
}
