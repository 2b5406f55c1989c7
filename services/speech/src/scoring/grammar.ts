/**
 * JSGF grammars over the target words. Tokens are dictionary words whose names
 * say which target word (slot) they stand for and how it was pronounced, so a
 * decoded sequence maps straight back to the words and to the substitution
 * the audio chose:
 * - `s3_th_ih_ng_k`: slot 3 pronounced TH IH NG K (a whole word, so the
 *   decoder uses its word-internal triphones);
 * - `p3_4_th`: phone 4 of slot 3 alone, for the phone-level forced alignment;
 * - `g_th`: a phone of unknown sounds (garbage).
 */
import { CAPITALS, lettersOf, readsAcronyms, wordsOf, writtenOf, type Lexicon } from '../lexicon.ts';
import { stressesOf } from '../stress-lexicon.ts';
import { positionsOf, type Alternative, type Position } from './brazilian-variants.ts';

export const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ');

/** A target word to align: its positions, or null when the dictionary does not know it (aligned as unknown sounds). */
export interface Slot {
  written: string;
  positions: Position[] | null;
}

/**
 * An acronym's letter-by-letter reading where CMUdict lists it among the
 * word's readings (AI, US, ID: not the first, which is the word ai, us, id)
 * or espeak-ng spells it out (IT, LA); null for a word not in capitals, or
 * one read as a word (NASA) or CMUdict reads by its letters first (USA).
 */
function lettersReading(written: string, lexicon: Lexicon): string[] | null {
  if (!CAPITALS.test(written)) return null;
  const letters = lexicon.phones(lettersOf(written));
  return letters && (stressesOf(written, letters) || lexicon.spelled?.(written)) ? letters : null;
}

/**
 * The target words (`words`: one of the text's readings, wordsOf's by
 * default) with their canonical phones and Brazilian competitors (unknown
 * words are aligned as unknown sounds). A word in capitals among
 * lower-case ones is an acronym; a text in capitals throughout (as
 * speechocean762's are) reads its words as words.
 */
export function slotsOf(text: string, lexicon: Lexicon, words: readonly string[] = wordsOf(text)): Slot[] {
  const acronyms = readsAcronyms(text);
  return words.map((word) => {
    // read(2): the word read, said as CMUdict's second pronunciation of it (homographs.ts).
    const written = writtenOf(word);
    const letters = acronyms && lettersReading(written, lexicon);
    const phones = letters || lexicon.phones(word);
    return { written, positions: phones ? positionsOf(written, phones, !letters && (lexicon.guessed?.(word) ?? false)) : null };
  });
}

export interface Token {
  name: string;
  phones: string[];
}

export type DecodedToken =
  | { kind: 'word'; slot: number; phones: string[] }
  | { kind: 'phone'; slot: number; position: number; phones: string[] }
  | { kind: 'garbage'; phones: string[] };

export interface GrammarWeights {
  /** Prior of a Brazilian substitution against the canonical pronunciation (0..1). */
  variant: number;
}

/** A whole-word pronunciation of a slot: the canonical one or one Brazilian substitution. */
export interface Pronunciation {
  phones: string[];
  /** The substitution (null for the canonical pronunciation) and the canonical position it replaces. */
  variant: { alternative: Alternative; position: number } | null;
}

/** A word's canonical pronunciation: the first phone of every position. */
export const canonicalPhones = (positions: readonly Position[]): string[] => positions.map((position) => position[0]!.phones[0]!);

export function pronunciationsOf(positions: readonly Position[]): Pronunciation[] {
  const canonical = canonicalPhones(positions);
  const pronunciations: Pronunciation[] = [{ phones: canonical, variant: null }];
  positions.forEach((position, index) => {
    for (const alternative of position.slice(1)) {
      pronunciations.push({
        phones: [...canonical.slice(0, index), ...alternative.phones, ...canonical.slice(index + 1)],
        variant: { alternative, position: index },
      });
    }
  });
  return pronunciations;
}

const lower = (phones: readonly string[]) => phones.map((phone) => phone.toLowerCase()).join('_');
const wordName = (slot: number, phones: readonly string[]) => `s${slot}_${lower(phones)}`;
const phoneName = (slot: number, position: number, phone: string) => `p${slot}_${position}_${phone.toLowerCase()}`;
/**
 * Explicit optional silence around and between words: without it the last
 * word has to carry the trailing silence, and unknown sounds win there.
 */
const SILENCE = 'q_sil';
const garbageName = (phone: string) => `g_${phone.toLowerCase()}`;

export function parseToken(name: string): DecodedToken | null {
  const upper = (rest: string) => rest.split('_').map((phone) => phone.toUpperCase());
  let match = /^s(\d+)_([a-z_]+)$/.exec(name);
  if (match) return { kind: 'word', slot: Number(match[1]), phones: upper(match[2]!) };
  match = /^p(\d+)_(\d+)_([a-z]+)$/.exec(name);
  if (match) return { kind: 'phone', slot: Number(match[1]), position: Number(match[2]), phones: upper(match[3]!) };
  match = /^g_([a-z]+)$/.exec(name);
  if (match) return { kind: 'garbage', phones: upper(match[1]!) };
  return null;
}

/** The dictionary words the grammars over `slots` use. */
export function tokensOf(slots: readonly Slot[]): Token[] {
  const tokens = [{ name: SILENCE, phones: ['SIL'] }, ...PHONES.map((phone) => ({ name: garbageName(phone), phones: [phone] }))];
  slots.forEach((slot, s) => {
    if (!slot.positions) return;
    slot.positions.forEach((position, p) => {
      tokens.push({ name: phoneName(s, p, position[0]!.phones[0]!), phones: [position[0]!.phones[0]!] });
    });
    for (const pronunciation of pronunciationsOf(slot.positions)) tokens.push({ name: wordName(s, pronunciation.phones), phones: pronunciation.phones });
  });
  return tokens;
}

/** JSGF weights are plain decimals: sphinxbase's lexer reads no exponent. */
function decimal(weight: number): string {
  return weight >= 1 ? '1' : weight.toFixed(Math.min(100, 3 - Math.floor(Math.log10(weight))));
}

/** A word's run of unknown sounds is at most its letters and two more (x is said K S), and never longer than this. */
const MOST_UNKNOWN_SOUNDS = 24;

/**
 * A word the dictionary does not know, as a run of unknown sounds (or none),
 * bounded by its length: through a Kleene plus (<g>+) pocketsphinx's
 * grammar search found no path at all under the aligner's wide beams
 * ("The Brexit vote was close" without espeak-ng's guess), and the clip was
 * then judged without its forced alignment.
 */
function unknownSounds(written: string): string {
  let run = '<g>';
  for (let sounds = 1; sounds < Math.min(written.length + 2, MOST_UNKNOWN_SOUNDS); sounds++) run = `<g> [ ${run} ]`;
  return `[ ${run} ]`;
}

/** The words in order, silence allowed around and between them; a text with no words is unknown sounds alone, which the search does find. */
function utterance(words: readonly string[]): string {
  return `[ ${SILENCE} ] ${words.join(` [ ${SILENCE} ] `) || '<g>+'} [ ${SILENCE} ]`;
}

function grammar(name: string, body: string): string {
  return `#JSGF V1.0;\ngrammar ${name};\n<g> = ${PHONES.map(garbageName).join(' | ')};\npublic <utt> = ${body};\n`;
}

/**
 * The canonical phones of every word, in order, each a token of its own: the
 * forced alignment that GOP scores. `wordsMayBeLeftOut`: each known word is
 * optional, for a reading that left words out, which the strict alignment
 * cannot follow (it finds no path, and the clip would be judged with no
 * phones at all).
 */
export function alignmentGrammar(slots: readonly Slot[], wordsMayBeLeftOut = false): string {
  const words = slots.map((slot, s) => {
    if (!slot.positions) return unknownSounds(slot.written);
    const phones = slot.positions.map((position, p) => phoneName(s, p, position[0]!.phones[0]!)).join(' ');
    return wordsMayBeLeftOut ? `[ ${phones} ]` : phones;
  });
  return grammar('alignment', utterance(words));
}

/**
 * What was said: each word as written, with one of its Brazilian
 * substitutions, or skipped. Weights are priors; the audio decides. No
 * unknown-sounds alternative per word: under the aligner's wide beams those
 * loops made the search 5x slower than real time, and a word said as
 * something else entirely shows as low GOP instead.
 */
export function errorDetectionGrammar(slots: readonly Slot[], weights: GrammarWeights): string {
  const variant = decimal(weights.variant);
  const words = slots.map((slot, s) => {
    if (!slot.positions) return unknownSounds(slot.written);
    const pronunciations = pronunciationsOf(slot.positions).map((p) => `/${p.variant ? variant : '1'}/ ${wordName(s, p.phones)}`);
    return `[ ( ${pronunciations.join(' | ')} ) ]`;
  });
  return grammar('detection', utterance(words));
}

/**
 * Each word in its canonical pronunciation as one whole-word token: scored
 * with the same word-internal triphones as the detection's substitutions, so
 * a substitution's margin compares like with like. Only decoded when the
 * detection chose a substitution.
 */
export function canonicalWordGrammar(slots: readonly Slot[]): string {
  const words = slots.map((slot, s) => (slot.positions ? wordName(s, canonicalPhones(slot.positions)) : unknownSounds(slot.written)));
  return grammar('canonical', utterance(words));
}
