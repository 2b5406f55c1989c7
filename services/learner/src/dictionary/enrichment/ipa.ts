/**
 * CMUdict's ARPAbet (American English) to IPA. Stress is kept the IPA way: ˈ
 * (primary) or ˌ (secondary) before the stressed syllable, whose onset is
 * found by the maximal-onset rule over the consonant clusters English allows
 * at the start of a syllable: "dictionary" D IH1 K SH AH0 N EH2 R IY0 →
 * ˈdɪkʃəˌnɛɹi, "about" AH0 B AW1 T → əˈbaʊt.
 */

const VOWELS: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};
/** Vowels whose unstressed form is a different sound: the schwa and the r-coloured schwa. */
const STRESS_DEPENDENT: Record<string, [unstressed: string, stressed: string]> = { AH: ['ə', 'ʌ'], ER: ['ɚ', 'ɝ'] };

const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Consonant clusters that can begin an English syllable (besides any single consonant but NG). */
const ONSETS = new Set([
  ...['P', 'B', 'K', 'G', 'F'].flatMap((c) => [`${c} L`, `${c} R`]),
  'T R',
  'D R',
  'TH R',
  'SH R',
  'S L',
  ...['T', 'D', 'K', 'G', 'S', 'TH', 'HH'].map((c) => `${c} W`),
  ...['P', 'B', 'K', 'G', 'F', 'V', 'M', 'HH', 'N'].map((c) => `${c} Y`),
  ...['P', 'T', 'K', 'M', 'N', 'F'].map((c) => `S ${c}`),
  'S P R',
  'S T R',
  'S K R',
  'S P L',
  'S K W',
  'S P Y',
  'S K Y',
]);

const isLegalOnset = (cluster: readonly string[]) => (cluster.length === 1 ? cluster[0] !== 'NG' : ONSETS.has(cluster.join(' ')));

interface Phone {
  symbol: string;
  /** 0, 1 or 2 on a vowel; null on a consonant. */
  stress: number | null;
}

function parsePhones(arpabet: string): Phone[] {
  return arpabet
    .trim()
    .split(/ +/)
    .map((token) => {
      const match = /^([A-Z]{1,2})([012])?$/.exec(token);
      if (!match) throw new Error(`"${token}" is not an ARPAbet phone`);
      const [, symbol, stress] = match;
      if (symbol! in VOWELS || symbol! in STRESS_DEPENDENT) return { symbol: symbol!, stress: Number(stress ?? 0) };
      if (!(symbol! in CONSONANTS)) throw new Error(`"${token}" is not an ARPAbet phone`);
      return { symbol: symbol!, stress: null };
    });
}

const ipaOf = (phone: Phone) =>
  phone.stress === null ? CONSONANTS[phone.symbol]! : (VOWELS[phone.symbol] ?? STRESS_DEPENDENT[phone.symbol]![phone.stress === 0 ? 0 : 1]);

/** One CMUdict pronunciation ("W AO1 T ER0") in IPA with its stress marks ("ˈwɔtɚ"). */
export function arpabetToIpa(arpabet: string): string {
  const phones = parsePhones(arpabet);
  /** Index of the phone each stress mark goes before. */
  const marks = new Map<number, string>();
  let previousVowel = -1;
  phones.forEach((phone, i) => {
    if (phone.stress === null) return;
    if (phone.stress > 0) {
      let start = i;
      // Take consonants into the onset while the cluster stays one English can begin a syllable with; a word's first syllable takes all.
      while (start - 1 > previousVowel && (previousVowel === -1 || isLegalOnset(phones.slice(start - 1, i).map((p) => p.symbol)))) start -= 1;
      marks.set(start, phone.stress === 1 ? 'ˈ' : 'ˌ');
    }
    previousVowel = i;
  });
  return phones.map((phone, i) => (marks.get(i) ?? '') + ipaOf(phone)).join('');
}

/** CMUdict's first (most common) pronunciation of a word, when it has the word. */
export type ArpabetLookup = (word: string) => string | undefined;

/** A word or phrase in IPA, word by word; null when CMUdict lacks one of its words. */
export function pronounce(text: string, lookup: ArpabetLookup): string | null {
  const ipa: string[] = [];
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    // CMUdict lists some hyphenated words whole (well-known); the others are said part by part.
    const parts = lookup(word) ? [word] : word.split('-').filter(Boolean);
    for (const part of parts) {
      const arpabet = lookup(part);
      if (!arpabet) return null;
      ipa.push(arpabetToIpa(arpabet));
    }
  }
  return ipa.length > 0 ? ipa.join(' ') : null;
}
