/**
 * The Brazilian errors a phone decoder cannot hear, measured on the aligned
 * audio of each target word: /p t k/ without aspiration (voice-onset time),
 * /i/ said short like /ɪ/ (vowel duration against the speaking rate), and
 * word stress on the wrong syllable (duration, energy and pitch of each
 * syllable). The thresholds are set from phonetics, not fitted: no
 * Brazilian recordings with expert marks exist to fit them on.
 */
import type { Lexicon } from '../../lexicon.ts';
import { stressesOf, type Stress } from '../../stress-lexicon.ts';
import type { WordMistake } from '../../types.ts';
import { VOWELS } from '../brazilian-variants.ts';
import type { AlignedPhone } from '../engine.ts';
import { ADVICE } from '../feedback.ts';
import type { Slot } from '../grammar.ts';
import { inCaseOf, spell } from '../spelling.ts';
import type { FrameSpan } from './signal.ts';
import { measureSyllable, stressReading } from './stress.ts';
import { syllabify, writtenSyllables, type Syllable } from './syllables.ts';
import { voiceOnsetTime } from './voice-onset.ts';

/** Below this an English listener hears /b d g/ (aspirated /p t k/: 40-100 ms; Portuguese /p t k/: 10-30 ms). */
const ASPIRATED_MS = 35;
const VOICED_COUNTERPART: Record<string, string> = { P: 'B', T: 'D', K: 'G' };
const VOICED_LETTER: Record<string, string> = { p: 'b', t: 'd', k: 'g', c: 'g' };
/**
 * /i/ shorter than this many average phones of the clip sounds like /ɪ/
 * (English /i/ is about 1.5 times /ɪ/); vowels before a voiceless consonant
 * are shorter in English, so less is asked of them.
 */
const SHORT_I = 0.7;
const BEFORE_VOICELESS = 0.85;
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH', 'S', 'SH', 'CH', 'HH']);
/**
 * A syllable must be this much more prominent than the stressed one before we
 * say so: a doubling of duration, or 6 dB, or 2 semitones is 1. Set where no
 * correct festival reading of 14 cognates in two carrier sentences was
 * flagged (1.0 flagged 3 of 28); real voices stress more clearly.
 */
const STRESS_MARGIN = 1.3;
/** The last syllable before a pause is lengthened whatever its stress. */
const FINAL_LENGTHENING = 1.5;
/** Glides the aligner splits arbitrarily from the vowel after them (the "pu" of computer, P Y UW). */
const GLIDES = new Set(['Y', 'W']);

interface Word {
  written: string;
  phones: string[];
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
    const phones = slot.positions.map((position) => position[0]!.phones[0]!);
    const vowels = phones.filter((phone) => VOWELS.has(phone)).length;
    // A word CMUdict's stressed copy lacks is still stressed on its only vowel.
    const stresses = stressesOf(slot.written, phones) ?? (vowels === 1 ? phones.map((phone) => (VOWELS.has(phone) ? 1 : null)) : null);
    if (!stresses) return [];
    const frames = phones.map((_, position) => aligned.find((token) => token.slot === index && token.kind === 'phone' && token.position === position));
    return [{ written: slot.written, phones, stresses, frames, last: index === lastSlot }];
  });
}

function unaspirated(samples: Int16Array, word: Word, lexicon: Lexicon): WordMistake | null {
  const [stop, vowel] = word.frames;
  const voiced = VOICED_COUNTERPART[word.phones[0]!];
  if (!voiced || !stop || !vowel || !VOWELS.has(word.phones[1] ?? '') || !word.stresses[1]) return null;
  const vot = voiceOnsetTime(samples, stop, vowel);
  if (vot === null || vot >= ASPIRATED_MS) return null;
  const first = word.written[0]!.toLowerCase();
  const heard = inCaseOf(word.written, VOICED_LETTER[first] ? VOICED_LETTER[first] + word.written.slice(1).toLowerCase() : spell([voiced, ...word.phones.slice(1)], lexicon));
  return {
    word: word.written,
    heard,
    kind: 'substitution',
    rule: 'aspiration',
    issue: `O /${word.phones[0]!.toLowerCase()}/ de *${word.written}* saiu sem sopro e soou como *${heard}*`,
    suggestion: ADVICE.aspiration(word.written),
  };
}

function shortI(word: Word, phoneFrames: number, lexicon: Lexicon): WordMistake | null {
  const index = word.phones.findIndex((phone, i) => phone === 'IY' && word.stresses[i] && word.phones[i + 1] !== undefined && word.frames[i]);
  if (index < 0) return null;
  const span = word.frames[index]!;
  const expected = SHORT_I * (VOICELESS.has(word.phones[index + 1]!) ? BEFORE_VOICELESS : 1);
  if ((span.endFrame - span.startFrame + 1) / phoneFrames >= expected) return null;
  const heard = inCaseOf(word.written, spell(word.phones.map((phone, i) => (i === index ? 'IH' : phone)), lexicon));
  return { word: word.written, heard, kind: 'substitution', rule: 'i-ih', issue: `A vogal de *${word.written}* ficou curta e soou como *${heard}*`, suggestion: ADVICE['i-ih'](word.written) };
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
  return parts && parts.map((part, i) => (i === stressed ? part.toUpperCase() : part.toLowerCase())).join('-');
}

function misplacedStress(samples: Int16Array, word: Word): WordMistake | null {
  const syllables = syllabify(word.phones, word.stresses);
  const expected = syllables.findIndex((syllable) => syllable.stress === 1);
  if (syllables.length < 2 || expected < 0) return null;
  const spans = syllables.map((syllable) => nucleusSpan(word, syllable));
  if (spans.some((span) => span === null)) return null;
  const measured = spans.map((span, i) => measureSyllable(samples, span!, word.phones[syllables[i]!.nucleus]!));
  if (word.last) measured[measured.length - 1]!.duration /= FINAL_LENGTHENING;
  const reading = stressReading(measured, expected);
  if (reading.heard === expected || reading.margin < STRESS_MARGIN) return null;
  const heard = shown(word, syllables, reading.heard);
  const right = shown(word, syllables, expected);
  if (heard && right) return { word: word.written, heard, kind: 'stress', rule: 'stress', issue: `Você acentuou *${heard}*; o acento é em *${right}*`, suggestion: ADVICE.stress(right) };
  const [said, meant] = [reading.heard + 1, expected + 1];
  return {
    word: word.written,
    heard: `${word.written} (${said}ª sílaba)`,
    kind: 'stress',
    rule: 'stress',
    issue: `Você acentuou a ${said}ª sílaba de *${word.written}*; o acento é na ${meant}ª`,
    suggestion: ADVICE.stress(word.written),
  };
}

/** Findings for the target words, leaving out any already named with the same rule (the decoder heard /ɪ/ for /i/). */
export function measuredFindings(
  samples: Int16Array,
  alignment: readonly AlignedPhone[] | null,
  slots: readonly Slot[],
  lexicon: Lexicon,
  named: readonly WordMistake[],
): WordMistake[] {
  if (!alignment) return [];
  const phones = alignment.filter((token) => token.kind === 'phone');
  const phoneFrames = phones.reduce((sum, token) => sum + token.endFrame - token.startFrame + 1, 0) / Math.max(1, phones.length);
  const isNamed = (finding: WordMistake) => named.some((m) => m.word.toLowerCase() === finding.word.toLowerCase() && m.rule === finding.rule);
  return wordsOf(alignment, slots)
    .flatMap((word) => [unaspirated(samples, word, lexicon), shortI(word, phoneFrames, lexicon), misplacedStress(samples, word)])
    .filter((finding): finding is WordMistake => finding !== null && !isNamed(finding));
}
