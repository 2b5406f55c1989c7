/**
 * CMUdict as the acoustic model ships it: pronunciations of the target words,
 * and the reverse (which word sounds like these phones) to spell what a
 * learner said instead ("think" said with F is "fink").
 */
import { readFileSync } from 'node:fs';
import { abbreviationRead } from './abbreviations.ts';
import { isNumberToken, NUMBER, numberReadings } from './numbers-in-words.ts';

export interface Lexicon {
  /**
   * A word's first pronunciation (or the one numbered as CMUdict numbers them: read(2)), or its parts' where CMUdict
   * lists it not whole (partsOf); null when CMUdict does not know it.
   */
  phones(word: string): string[] | null;
  /** A dictionary word pronounced exactly so, or null. */
  wordFor(phones: readonly string[]): string | null;
  /** Whether espeak-ng spells out this word in capitals (IT, not NASA): known to a text's lexicon only (guessed-pronunciations.ts). */
  spelled?(word: string): boolean;
  /** Whether the word's pronunciation, or a part's, is espeak-ng's guess from its spelling (guessed-pronunciations.ts). */
  guessed?(word: string): boolean;
}

/**
 * The most words a text to read may hold, numbers counted as read: aligning
 * takes longer the more words the grammar holds (150 words over a short clip
 * about 5 s on two cores, 720 more than 2 minutes), and 500 characters of
 * prose are about 100 words, more than 30 s of recording can hold.
 */
export const MAX_WORDS_READ = 150;

/** A word, its parts joined by apostrophes (isn't) or hyphens (well-known, K-pop). */
const WORD = /[A-Za-z]+(?:['’-][A-Za-z]+)*/;
/** Letters read one by one: a.m., U.S., e.g. */
const SPELLED = /\b[A-Za-z](?:\.[A-Za-z]){1,5}\.?(?![A-Za-z])/;
/** Symbols read as words (abbreviations.ts). */
const SYMBOL = /[&+=@]/;
// Case-blind, so 1ST is read as 1st.
const TOKEN = new RegExp(`${NUMBER.source}|${SPELLED.source}|${WORD.source}|${SYMBOL.source}`, 'gi');

/** A word's other pronunciations as words to read (homographs.ts: read(2) for read said R IY D); none by default. */
export type OtherPronunciations = (word: string) => string[];

/** CMUdict numbers a word's other pronunciations word(2), word(3)...; none has more than this. */
const MAX_PRONUNCIATIONS = 10;

/** The key of a word's `n`th pronunciation as CMUdict numbers them (the first is the word itself). */
export const numberedKey = (key: string, n: number): string => (n === 1 ? key : `${key}(${n})`);

/** What `lookup` holds for each of `key`'s pronunciations as CMUdict numbers them, the first first, up to the first it lacks. */
export function numberedEntries<T>(key: string, lookup: (key: string) => T | null | undefined): T[] {
  const entries: T[] = [];
  for (let n = 1; n <= MAX_PRONUNCIATIONS; n++) {
    const entry = lookup(numberedKey(key, n));
    if (entry === null || entry === undefined) break;
    entries.push(entry);
  }
  return entries;
}

const NUMBERED = /\(\d+\)$/;

/** The word a numbered pronunciation (Read(2)) belongs to, as the text writes it. */
export const writtenOf = (word: string): string => word.replace(NUMBERED, '');

/**
 * A month's name or its usual abbreviation (Sept. too), capitalised as a month is (not "you may" or "march"):
 * a day right after it is read as an ordinal.
 */
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const isMonth = (token: string) => /^[A-Z]/.test(token) && MONTH.test(token);

type Kind = 'number' | 'capitals' | 'word';

/** Which tokens' other readings are tried first: numbers', then capitals', then other pronunciations'. */
const TRIED: Record<Kind, number> = { number: 0, capitals: 1, word: 2 };

/** A token's readings, the usual one first, and what kind of token it is. */
interface TokenReadings {
  readings: string[][];
  kind: Kind;
  /** Where its other pronunciations (`others`) start among its readings: they are tried as a word's are, capitals' or not. */
  pronunciationsFrom: number;
}

/**
 * Each token of a text with its readings: a number may have several
 * (numbers-in-words.ts), a word in capitals among lower-case ones may be
 * said as a word (NASA, or I love IT said with emphasis) or by its letters
 * (IT, ICU), whichever its usual reading is, and any word as CMUdict's
 * other pronunciations of it (`others`: I like to READ).
 */
function tokenReadings(text: string, others: OtherPronunciations = () => []): TokenReadings[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  const acronyms = readsAcronyms(plain);
  const tokens = [...plain.matchAll(TOKEN)];
  const gap = (at: number) => plain.slice(at > 0 ? tokens[at - 1]!.index + tokens[at - 1]![0].length : 0, tokens[at]!.index);
  return tokens.map(({ 0: token, index }, at) => {
    if (isNumberToken(token)) {
      const readings = numberReadings(token, { afterMonth: at > 0 && isMonth(tokens[at - 1]![0]) && /^\.? *$/.test(gap(at)) });
      return { readings, kind: 'number', pronunciationsFrom: readings.length };
    }
    const before = tokens.slice(Math.max(0, at - 3), at).map((match) => match[0]);
    const opensSentence = at < 2 || /[.!?]/.test(gap(at - 1));
    const surroundings = {
      before,
      next: tokens[at + 1]?.[0],
      period: plain[index + token.length] === '.',
      joined: at > 0 && /^ *$/.test(gap(at)),
      afterName: at > 0 && /^[A-Z]/.test(before.at(-1)!) && !isNumberToken(before.at(-1)) && !opensSentence,
    };
    const read = abbreviationRead(token, surroundings);
    if (read) return { readings: [read], kind: 'word', pronunciationsFrom: 1 };
    const pronunciations = others(token).map((other) => [other]);
    if (acronyms && CAPITALS.test(token)) {
      return { readings: [[token], [token.toLowerCase()], [lettersOf(token)], ...pronunciations], kind: 'capitals', pronunciationsFrom: 3 };
    }
    return { readings: [[token], ...pronunciations], kind: 'word', pronunciationsFrom: 1 };
  });
}

/**
 * The words of a target text as they are read, in order: accents dropped
 * (café is cafe to CMUdict), numbers in words (numbers-in-words.ts),
 * abbreviations as the words they stand for (abbreviations.ts), other
 * symbols not read.
 */
export const wordsOf = (text: string): string[] => tokenReadings(text).flatMap(({ readings }) => readings[0]!);

/**
 * At most this many readings of a text are kept: the scorer weighs each against the clip with the phone
 * network (scoring/readings.ts) and aligns only the one it heard, so a reading costs a path, not a decode.
 */
export const MAX_READINGS = 6;
/** At most this many other readings are built while looking for them: a text of many words in capitals has many. */
const MAX_TRIED = 4 * MAX_READINGS;

type Choice = readonly [token: number, reading: number];

/**
 * The other readings to try: each token read another way (numbers' first, then capitals', then other
 * pronunciations', each kind in the text's order), then two at once.
 */
function* choicesOf(tokens: readonly TokenReadings[]): Generator<Choice[]> {
  const others = tokens
    .flatMap(({ readings, kind, pronunciationsFrom }, at) =>
      readings.slice(1).map((_, index) => ({ choice: [at, index + 1] as const, kind: index + 1 >= pronunciationsFrom ? 'word' : kind })),
    )
    .sort((a, b) => TRIED[a.kind] - TRIED[b.kind])
    .map(({ choice }) => choice);
  for (const choice of others) yield [choice];
  for (let i = 0; i < others.length; i++) for (let j = i + 1; j < others.length; j++) if (others[i]![0] !== others[j]![0]) yield [others[i]!, others[j]!];
}

/**
 * The ways a text may be read, wordsOf's first, then others ($2.50 two
 * fifty, 100 a hundred, I love IT said as a word, ICU by its letters, read
 * said R IY D; see choicesOf) while fewer than MAX_READINGS are found.
 * `sameAs` gives two readings said alike the same key (the scorer's: their
 * phones), so that no reading is kept twice (USA as a word is its letters);
 * a reading longer than MAX_WORDS_READ is not kept.
 */
export function readingsOf(
  text: string,
  sameAs: (words: readonly string[]) => string = (words) => words.join(' '),
  others: OtherPronunciations = () => [],
): string[][] {
  const tokens = tokenReadings(text, others);
  const readingWith = (choices: readonly Choice[]) => tokens.flatMap(({ readings }, at) => readings[choices.find(([token]) => token === at)?.[1] ?? 0]!);
  const readings = [readingWith([])];
  const seen = new Set([sameAs(readings[0]!)]);
  let tried = 0;
  for (const choice of choicesOf(tokens)) {
    if (readings.length === MAX_READINGS || tried++ === MAX_TRIED) break;
    const words = readingWith(choice);
    const key = sameAs(words);
    if (words.length <= MAX_WORDS_READ && !seen.has(key)) {
      seen.add(key);
      readings.push(words);
    }
  }
  return readings;
}

/** A word as CMUdict lists it: lower case, every typographic apostrophe (rock’n’roll) a straight one. */
export const lexiconKey = (word: string): string => word.toLowerCase().replaceAll('’', "'");

const SPELLED_KEY = /^[a-z](?:\.[a-z])+\.?$/;

/** A word in capitals: an acronym when it stands among lower-case words (scoring/grammar.ts). */
export const CAPITALS = /^[A-Z]{2,}$/;

/** Whether a text's words in capitals are acronyms: not in a text in capitals throughout, as speechocean762 writes its texts. */
export const readsAcronyms = (text: string): boolean => /\p{Ll}/u.test(text);

/** A word written as its letters read one by one: AI as A.I. */
export const lettersOf = (word: string): string => `${[...word].join('.')}.`;

/** The parts a word is read as when CMUdict does not list it whole: a.m. its letters (a. m.), K-pop its words; a plain word is its only part. */
export function partsOf(key: string): string[] {
  if (SPELLED_KEY.test(key)) return key.split('.').flatMap((letter) => (letter === '' ? [] : [`${letter}.`]));
  return key.split('-');
}

/**
 * A word's pronunciation: its own entry, or else its parts' (partsOf) one
 * after another, when every part has one. Spelled letters are always their
 * names: CMUdict lists e.g. as IY G IY.
 */
export function pronunciationOf(word: string, lookup: (key: string) => string[] | null | undefined): string[] | null {
  const key = lexiconKey(word);
  const whole = SPELLED_KEY.test(key) ? null : lookup(key);
  if (whole) return whole;
  const parts = partsOf(key);
  if (parts.length < 2) return null;
  const phones = parts.map(lookup);
  return phones.every((part) => part) ? phones.flatMap((part) => part!) : null;
}

export function loadLexicon(path: string): Lexicon {
  const byWord = new Map<string, string[]>();
  const byPhones = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [entry, ...phones] = line.trim().split(/\s+/);
    if (!entry || phones.length === 0) continue;
    const word = writtenOf(entry);
    if (!byWord.has(word)) byWord.set(word, phones);
    // read(2), the word's second pronunciation, is looked up as such (homographs.ts).
    if (word !== entry) byWord.set(entry, phones);
    const key = phones.join(' ');
    if (!byPhones.has(key) && /^[a-z]+$/.test(word)) byPhones.set(key, word);
  }
  return {
    phones: (word) => pronunciationOf(word, (key) => byWord.get(key)),
    wordFor: (phones) => byPhones.get(phones.join(' ')) ?? null,
  };
}
