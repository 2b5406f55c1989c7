/**
 * The Brazilian errors a phone decoder cannot hear, measured on the aligned
 * audio of each target word: /p t k/ without aspiration (voice-onset time),
 * /i/ said short like /ɪ/ (vowel duration against the speaking rate), and
 * word stress on the wrong syllable (duration, energy and pitch of each
 * syllable). Measuring is apart from deciding: each measurement is a
 * statistic, larger for stronger evidence of the error, and a word is named
 * when it reaches its rule's threshold, fitted by calibration/measured.ts on
 * the words speechocean762's experts scored perfect.
 */
import type { Lexicon } from '../../lexicon.ts';
import { stressedSyllablesOf, stressesOf, type Stress } from '../../stress-lexicon.ts';
import type { WordMistake } from '../../types.ts';
import { VOWELS, type Position } from '../brazilian-variants.ts';
import type { DecisionThresholds, MeasuredRule } from '../decision.ts';
import type { AlignedPhone } from '../engine.ts';
import { ADVICE } from '../feedback.ts';
import { canonicalPhones, type Slot } from '../grammar.ts';
import { inCaseOf, spell } from '../spelling.ts';
import type { FrameSpan } from './signal.ts';
import { measureSyllable, stressReading } from './stress.ts';
import { syllabify, writtenSyllables, type Syllable } from './syllables.ts';
import { voiceOnsetTime } from './voice-onset.ts';

const VOICED_COUNTERPART: Record<string, string> = { P: 'B', T: 'D', K: 'G' };
const VOICED_LETTER: Record<string, string> = { p: 'b', t: 'd', k: 'g', c: 'g' };
/** English vowels before a voiceless consonant are shorter (seat against seed): /i/ there is measured against this share of its length elsewhere. */
const BEFORE_VOICELESS = 0.85;
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH', 'S', 'SH', 'CH', 'HH']);
/** The last syllable before a pause is lengthened whatever its stress. */
const FINAL_LENGTHENING = 1.5;
/** Glides the aligner splits arbitrarily from the vowel after them (the "pu" of computer, P Y UW). */
const GLIDES = new Set(['Y', 'W']);

interface Word {
  slot: number;
  written: string;
  phones: string[];
  /** Each canonical phone and its Brazilian competitors, as the decoder is offered them. */
  positions: Position[];
  stresses: Stress[];
  /** The aligned frames of each canonical phone (undefined where the alignment has none). */
  frames: (AlignedPhone | undefined)[];
  /** Last word before the end of the clip: its last syllable is lengthened. */
  last: boolean;
}

function wordsOf(alignment: readonly AlignedPhone[], slots: readonly Slot[]): Word[] {
  const aligned = alignment.filter((token) => token.kind === 'phone');
  const lastSlot = aligned.at(-1)?.slot;
  return slots.flatMap((slot, index): Word[] => {
    if (!slot.positions) return [];
    const phones = canonicalPhones(slot.positions);
    const vowels = phones.filter((phone) => VOWELS.has(phone)).length;
    // A word CMUdict's stressed copy lacks is still stressed on its only vowel.
    const stresses = stressesOf(slot.written, phones) ?? (vowels === 1 ? phones.map((phone) => (VOWELS.has(phone) ? 1 : null)) : null);
    if (!stresses) return [];
    const frames = phones.map((_, position) => aligned.find((token) => token.slot === index && token.kind === 'phone' && token.position === position));
    return [{ slot: index, written: slot.written, phones, positions: slot.positions, stresses, frames, last: index === lastSlot }];
  });
}

/**
 * One target word measured for one rule: `statistic` is larger for stronger
 * evidence of the error, and `mistake` is what the learner is told when it
 * reaches the rule's threshold.
 */
export interface Measurement {
  /** The word's slot in the target text. */
  slot: number;
  rule: MeasuredRule;
  statistic: number;
  mistake: WordMistake;
}

/** The voice-onset time negated: the shorter the /p t k/'s aspiration, the more it sounds like /b d g/. */
function unaspirated(samples: Int16Array, word: Word, lexicon: Lexicon): Measurement | null {
  const [stop, vowel] = word.frames;
  const voiced = VOICED_COUNTERPART[word.phones[0]!];
  if (!voiced || !stop || !vowel || !VOWELS.has(word.phones[1] ?? '') || !word.stresses[1]) return null;
  const vot = voiceOnsetTime(samples, stop, vowel);
  if (vot === null) return null;
  const first = word.written[0]!.toLowerCase();
  const heard = inCaseOf(
    word.written,
    VOICED_LETTER[first] ? VOICED_LETTER[first] + word.written.slice(1).toLowerCase() : spell([voiced, ...word.phones.slice(1)], lexicon),
  );
  const mistake: WordMistake = {
    word: word.written,
    heard,
    kind: 'substitution',
    rule: 'aspiration',
    issue: `O /${word.phones[0]!.toLowerCase()}/ de *${word.written}* saiu sem sopro e soou como *${heard}*`,
    suggestion: ADVICE.aspiration(word.written),
  };
  return { slot: word.slot, rule: 'aspiration', statistic: -vot, mistake };
}

/** How much shorter than the clip's average phone the stressed /i/ is, as a share of it (English /i/ is about 1.5 times /ɪ/). */
function shortI(word: Word, phoneFrames: number, lexicon: Lexicon): Measurement | null {
  // Where the decoder is offered /ɪ/ for it (stressed, not before r, not guessed: brazilian-variants.ts), and not word-final.
  const index = word.phones.findIndex(
    (phone, i) => phone === 'IY' && word.positions[i]!.some(({ rule }) => rule === 'i-ih') && word.phones[i + 1] !== undefined && word.frames[i],
  );
  if (index < 0) return null;
  const span = word.frames[index]!;
  const context = VOICELESS.has(word.phones[index + 1]!) ? BEFORE_VOICELESS : 1;
  const shortfall = 1 - (span.endFrame - span.startFrame + 1) / phoneFrames / context;
  const heard = inCaseOf(
    word.written,
    spell(
      word.phones.map((phone, i) => (i === index ? 'IH' : phone)),
      lexicon,
    ),
  );
  const mistake: WordMistake = {
    word: word.written,
    heard,
    kind: 'substitution',
    rule: 'i-ih',
    issue: `A vogal de *${word.written}* ficou curta e soou como *${heard}*`,
    suggestion: ADVICE['i-ih'](word.written),
  };
  return { slot: word.slot, rule: 'i-ih', statistic: shortfall, mistake };
}

/** The vowel of a syllable with a glide before it in the same syllable. */
function nucleusSpan(word: Word, syllable: Syllable): FrameSpan | null {
  const vowel = word.frames[syllable.nucleus];
  if (!vowel) return null;
  const glide = syllable.nucleus > syllable.start && GLIDES.has(word.phones[syllable.nucleus - 1]!) ? word.frames[syllable.nucleus - 1] : undefined;
  return { startFrame: glide?.startFrame ?? vowel.startFrame, endFrame: vowel.endFrame };
}

/** de-VE-lop: the written word's syllables, the stressed one in capitals; null when the letters do not show the syllables (chocolate). */
function shown(word: Word, syllables: readonly Syllable[], stressed: number): string | null {
  const parts = writtenSyllables(word.written, syllables.length);
  return parts ? parts.map((part, i) => (i === stressed ? part.toUpperCase() : part.toLowerCase())).join('-') : null;
}

/** 'Você acentuou *hos-PI-tal*', from the written word's syllables where its letters show them. */
function stressMistake(word: Word, syllables: readonly Syllable[], said: number, expected: number): WordMistake {
  const heard = shown(word, syllables, said);
  const right = shown(word, syllables, expected);
  if (heard && right)
    return {
      word: word.written,
      heard,
      kind: 'stress',
      rule: 'stress',
      issue: `Você acentuou *${heard}*; o acento é em *${right}*`,
      suggestion: ADVICE.stress(right),
    };
  return {
    word: word.written,
    heard: `${word.written} (${said + 1}ª sílaba)`,
    kind: 'stress',
    rule: 'stress',
    issue: `Você acentuou a ${said + 1}ª sílaba de *${word.written}*; o acento é na ${expected + 1}ª`,
    suggestion: ADVICE.stress(word.written),
  };
}

/**
 * How much more prominent the word's most prominent syllable that CMUdict
 * never stresses is than those it does (usually one): positive only when the
 * stress was heard off them (a doubling of duration, 6 dB or 2 semitones
 * counts 1). The learner is told the aligned pronunciation's first stressed one.
 */
function misplacedStress(samples: Int16Array, word: Word): Measurement | null {
  const syllables = syllabify(word.phones, word.stresses);
  const expected = syllables.findIndex((syllable) => syllable.stress === 1);
  if (syllables.length < 2 || expected < 0) return null;
  const spans = syllables.map((syllable) => nucleusSpan(word, syllable));
  if (spans.some((span) => span === null)) return null;
  const measured = spans.map((span, i) => measureSyllable(samples, span!, word.phones[syllables[i]!.nucleus]!));
  if (word.last) measured[measured.length - 1]!.duration /= FINAL_LENGTHENING;
  // The aligned pronunciation is one of the word's CMUdict entries (stressesOf), so its stressed syllables are among these.
  const reading = stressReading(measured, stressedSyllablesOf(word.written, syllables.length));
  return reading && { slot: word.slot, rule: 'stress', statistic: reading.margin, mistake: stressMistake(word, syllables, reading.rival, expected) };
}

/** Every measurement of the target words, whatever its strength. */
export function measurementsOf(samples: Int16Array, alignment: readonly AlignedPhone[] | null, slots: readonly Slot[], lexicon: Lexicon): Measurement[] {
  if (!alignment) return [];
  const phones = alignment.filter((token) => token.kind === 'phone');
  const phoneFrames = phones.reduce((sum, token) => sum + token.endFrame - token.startFrame + 1, 0) / Math.max(1, phones.length);
  return wordsOf(alignment, slots)
    .flatMap((word) => [unaspirated(samples, word, lexicon), shortI(word, phoneFrames, lexicon), misplacedStress(samples, word)])
    .filter((measurement): measurement is Measurement => measurement !== null);
}

/** Findings for the target words whose measurement reaches its rule's threshold, leaving out any already named with the same rule (the decoder heard /ɪ/ for /i/). */
export function measuredFindings(
  samples: Int16Array,
  alignment: readonly AlignedPhone[] | null,
  slots: readonly Slot[],
  lexicon: Lexicon,
  named: readonly WordMistake[],
  thresholds: DecisionThresholds['measured'],
): WordMistake[] {
  const isNamed = (finding: WordMistake) => named.some((m) => m.word.toLowerCase() === finding.word.toLowerCase() && m.rule === finding.rule);
  return measurementsOf(samples, alignment, slots, lexicon)
    .filter(({ rule, statistic }) => statistic >= (thresholds[rule] ?? Infinity))
    .map(({ mistake }) => mistake)
    .filter((mistake) => !isNamed(mistake));
}

/** A word's measurement, without the mistake it would name: what calibration keeps of a reading. */
export interface WordStatistic {
  slot: number;
  rule: MeasuredRule;
  statistic: number;
}

export function wordStatistics(...args: Parameters<typeof measurementsOf>): WordStatistic[] {
  return measurementsOf(...args).map(({ slot, rule, statistic }) => ({ slot, rule, statistic }));
}
