/**
 * Pronunciations of the words CMUdict lacks (names, brands, newer words:
 * Netflix, Brexit), guessed by Debian's espeak-ng from the spelling with
 * its American English rules and written in CMUdict's phones, so a learner's
 * own text is judged word by word instead of a word being skipped and its
 * sounds taken for words the learner added.
 */
import { spawn } from 'node:child_process';
import { CAPITALS, lettersOf, lexiconKey, partsOf, pronunciationOf, readsAcronyms, wordsOf, type Lexicon } from './lexicon.ts';

class EspeakUnavailable extends Error {
  override name = 'EspeakUnavailable';
}

/** espeak-ng's en-us phonemes (IPA, stress marks removed) in CMUdict's phones; a vowel + r is one phoneme to espeak. */
const PHONES: Record<string, string[]> = {
  p: ['P'],
  b: ['B'],
  t: ['T'],
  d: ['D'],
  k: ['K'],
  ɡ: ['G'],
  x: ['K'],
  ʔ: ['T'],
  f: ['F'],
  v: ['V'],
  θ: ['TH'],
  ð: ['DH'],
  s: ['S'],
  z: ['Z'],
  ʃ: ['SH'],
  ʒ: ['ZH'],
  tʃ: ['CH'],
  dʒ: ['JH'],
  h: ['HH'],
  m: ['M'],
  n: ['N'],
  ŋ: ['NG'],
  n̩: ['AH', 'N'],
  l: ['L'],
  əl: ['AH', 'L'],
  ɹ: ['R'],
  r: ['R'],
  ɬ: ['L'],
  j: ['Y'],
  nʲ: ['N', 'Y'],
  ɡʲ: ['G', 'Y'],
  w: ['W'],
  i: ['IY'],
  iː: ['IY'],
  iːː: ['IY'],
  ɪ: ['IH'],
  ᵻ: ['IH'],
  eɪ: ['EY'],
  ɛ: ['EH'],
  e: ['EH'],
  æ: ['AE'],
  a: ['AE'],
  ɑː: ['AA'],
  ɑ: ['AA'],
  ɑ̃: ['AA', 'N'],
  ɔː: ['AO'],
  ɔ: ['AO'],
  ɔ̃: ['AO', 'N'],
  oː: ['AO'],
  oʊ: ['OW'],
  o: ['OW'],
  ʊ: ['UH'],
  uː: ['UW'],
  u: ['UW'],
  ʌ: ['AH'],
  ə: ['AH'],
  ɐ: ['AH'],
  ɜː: ['ER'],
  ɜ: ['ER'],
  ɚ: ['ER'],
  ɝ: ['ER'],
  aɪ: ['AY'],
  aʊ: ['AW'],
  ɔɪ: ['OY'],
  iə: ['IY', 'AH'],
  aɪə: ['AY', 'ER'],
  aɪɚ: ['AY', 'ER'],
  ɑːɹ: ['AA', 'R'],
  ɔːɹ: ['AO', 'R'],
  oːɹ: ['AO', 'R'],
  ɛɹ: ['EH', 'R'],
  ɪɹ: ['IH', 'R'],
  ʊɹ: ['UH', 'R'],
};

/**
 * One word's espeak-ng phonemes (separated by `_`, words by spaces) in
 * CMUdict's phones, or null when espeak-ng said a sound CMUdict has no phone
 * for. The American flap (butter, ladder) is written as the letter spells it.
 */
export function phonesOfIpa(ipa: string, written: string): string[] | null {
  const phones: string[] = [];
  for (const phoneme of ipa.replace(/[ˈˌ]/g, '').split(/[_\s]+/)) {
    if (phoneme === '') continue;
    if (phoneme === 'ɾ') {
      phones.push(/d/i.test(written) && !/t/i.test(written) ? 'D' : 'T');
      continue;
    }
    const mapped = PHONES[phoneme];
    if (!mapped) return null;
    phones.push(...mapped);
  }
  return phones.length > 0 ? phones : null;
}

/** Longer texts take tens of milliseconds; a stuck process must not hold a learner's analysis. */
const TIMEOUT_MS = 5000;

/** espeak-ng's IPA for each word, one line per word, in order. */
function espeakIpa(words: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', 'en-us', '-q', '--ipa', '--sep=_'], { stdio: ['pipe', 'pipe', 'pipe'], timeout: TIMEOUT_MS });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', (cause) => reject(new EspeakUnavailable('espeak-ng did not run: run `make system-deps` (Debian package espeak-ng).', { cause })));
    child.on('close', (code) => {
      const lines = out.split('\n').filter((line) => line.trim() !== '');
      if (code === 0 && lines.length === words.length) resolve(lines);
      else reject(new Error(`espeak-ng exited with ${code} after ${lines.length} of ${words.length} words`));
    });
    child.stdin.end(words.join('\n'));
  });
}

/** Each word's guessed pronunciation in CMUdict's phones (null where espeak-ng said a sound CMUdict lacks), in order. */
export async function guessPronunciations(words: readonly string[]): Promise<(string[] | null)[]> {
  if (words.length === 0) return [];
  const ipa = await espeakIpa(words);
  return words.map((word, index) => phonesOfIpa(ipa[index]!, word));
}

/** At most this many guesses are remembered between texts. */
const MAX_REMEMBERED = 10_000;

/**
 * `lexicon` extended, text by text, with a guess for each word CMUdict
 * lacks: `guessFor(text)` guesses the text's unknown words, or the unknown
 * parts of a hyphenated one (one espeak-ng run; guesses are remembered) and
 * returns a lexicon that knows them, and knows which of its words in
 * capitals espeak-ng spells out where they are acronyms (IT, LA, GPS; not
 * NASA or NO).
 * Without espeak-ng the words stay unknown: aligned as unknown sounds and
 * not judged, as before guessing.
 */
export function guessingLexicon(lexicon: Lexicon): { guessFor(text: string): Promise<Lexicon> } {
  // Keyed by the lower-case word for a guess, by the word as written for one in capitals: espeak-ng reads IT and it apart.
  const remembered = new Map<string, string[] | null>();
  return {
    async guessFor(text) {
      const words = wordsOf(text);
      const unknown = [...new Set(words.flatMap((word) => (lexicon.phones(word) ? [] : partsOf(lexiconKey(word)))))].filter(
        (part) => lexicon.phones(part) === null,
      );
      const capitals = readsAcronyms(text) ? [...new Set(words.filter((word) => CAPITALS.test(word)))] : [];
      if (unknown.length === 0 && capitals.length === 0) return lexicon;
      const missing = [...unknown, ...capitals].filter((word) => !remembered.has(word));
      try {
        const found = await guessPronunciations(missing);
        if (remembered.size + missing.length > MAX_REMEMBERED) remembered.clear();
        for (const [index, word] of missing.entries()) remembered.set(word, found[index]!);
      } catch (error) {
        console.warn(`Unknown words left unjudged (${missing.join(', ')}):`, error);
      }
      const guesses = new Map(unknown.map((word) => [word, remembered.get(word) ?? null]));
      const spelled = new Set(capitals.filter((word) => remembered.get(word)?.join(' ') === lexicon.phones(lettersOf(word))?.join(' ')));
      const phones = (word: string) => pronunciationOf(word, (key) => lexicon.phones(key) ?? guesses.get(key));
      return {
        phones,
        wordFor: lexicon.wordFor,
        spelled: (word) => spelled.has(word),
        guessed: (word) => lexicon.phones(word) === null && phones(word) !== null,
      };
    },
  };
}
