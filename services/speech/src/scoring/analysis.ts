/**
 * What one examination of a clip says about each target word (as said,
 * substituted by a named Brazilian error, skipped, or poorly pronounced) and
 * the clip-level features the calibrated model maps to 0..100.
 */
import { wordsOf, type Lexicon } from '../lexicon.ts';
import type { BrazilianRule } from '../types.ts';
import type { Examination } from './engine.ts';
import { goodnessOfPronunciation, type ScoredPhone } from './gop.ts';
import { positionsOf } from './brazilian-variants.ts';
import { pronunciationsOf, type Slot } from './grammar.ts';
import { speechPhoneFrames } from './speech-activity.ts';
import { spellHeard } from './spelling.ts';

export interface WordReport {
  written: string;
  /** How the word was heard: spelled; null when skipped. */
  heard: string | null;
  /** The Brazilian substitution chosen by the error-detecting decode, if any. */
  rule: BrazilianRule | null;
  /** Mean GOP of the word's aligned phones (null when it could not be aligned). */
  gop: number | null;
  phones: ScoredPhone[];
}

/** The model's inputs, in this order (see calibration.ts). */
export const FEATURE_NAMES = ['meanGop', 'phoneMeanGop', 'tenthPercentileGop', 'phonesPerSecond', 'worstWordGop', 'lowPhoneShare', 'substitutedShare', 'skippedShare', 'loopCoverage', 'loopPhoneErrorRate', 'pauseShare'] as const;
export type Features = Record<(typeof FEATURE_NAMES)[number], number>;

export interface ClipAnalysis {
  words: WordReport[];
  features: Features;
}

/**
 * A phone this far below the free loop per frame is poorly pronounced (the
 * decoder's log base 1.0001, normalised per frame; about the dev set's 10th percentile).
 */
export const LOW_PHONE_GOP = -60;

/** The target words with their canonical phones and Brazilian competitors (unknown words are aligned as unknown sounds). */
export function slotsOf(text: string, lexicon: Lexicon): Slot[] {
  return wordsOf(text).map((written) => {
    const phones = lexicon.phones(written);
    return { written, positions: phones ? positionsOf(written, phones) : null };
  });
}

/** Edit distance between two phone sequences (small: a sentence's phones). */
function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function analyseClip(slots: readonly Slot[], examination: Examination, lexicon: Lexicon): ClipAnalysis {
  const scored = goodnessOfPronunciation(examination.alignment ?? [], examination.phoneLoop);
  const words = slots.map((slot, index): WordReport => {
    const phones = scored.filter((phone) => phone.slot === index);
    const token = examination.detection?.find((t) => t.kind === 'word' && t.slot === index);
    const gop = mean(phones.map((phone) => phone.gop));
    if (!slot.positions) return { written: slot.written, heard: slot.written, rule: null, gop, phones };
    if (!token) return { written: slot.written, heard: examination.detection ? null : slot.written, rule: null, gop, phones };
    const chosen = pronunciationsOf(slot.positions).find((p) => p.phones.join(' ') === token.phones.join(' '));
    const rule = chosen?.variant?.alternative.rule ?? null;
    return { written: slot.written, heard: rule ? spellHeard(slot.written, rule, token.phones, lexicon) : slot.written, rule, gop, phones };
  });
  const framesOf = (phones: readonly ScoredPhone[]) => phones.reduce((sum, phone) => sum + phone.frames, 0);
  const totalFrames = framesOf(scored);
  const wordGops = words.flatMap((word) => (word.gop === null ? [] : [word.gop]));
  const count = Math.max(1, words.length);
  const gops = scored.map((phone) => phone.gop).sort((a, b) => a - b);
  const features: Features = {
    meanGop: totalFrames ? scored.reduce((sum, phone) => sum + phone.gop * phone.frames, 0) / totalFrames : LOW_PHONE_GOP * 4,
    phoneMeanGop: mean(gops) ?? LOW_PHONE_GOP * 4,
    tenthPercentileGop: gops.length ? gops[Math.floor(gops.length / 10)]! : LOW_PHONE_GOP * 4,
    phonesPerSecond: totalFrames ? (scored.length * 100) / totalFrames : 0,
    worstWordGop: wordGops.length ? Math.min(...wordGops) : LOW_PHONE_GOP * 4,
    lowPhoneShare: scored.length ? scored.filter((phone) => phone.gop < LOW_PHONE_GOP).length / scored.length : 1,
    substitutedShare: words.filter((word) => word.rule).length / count,
    skippedShare: words.filter((word) => word.heard === null).length / count,
    // Speech the free loop hears that the alignment does not account for: extra words, hesitations, noise.
    loopCoverage: totalFrames ? Math.min(3, speechPhoneFrames(examination.phoneLoop) / totalFrames) : 0,
    loopPhoneErrorRate: 0,
    pauseShare: 0,
  };
  const canonical = slots.flatMap((slot) => slot.positions?.map((position) => position[0]!.phones[0]!) ?? []);
  const heardPhones = examination.phoneLoop.map((segment) => segment.word).filter((phone) => /^[A-Z]+$/.test(phone) && phone !== 'SIL');
  features.loopPhoneErrorRate = canonical.length ? Math.min(2, editDistance(canonical, heardPhones) / canonical.length) : 2;
  const aligned = (examination.alignment ?? []).filter((token) => token.kind === 'phone');
  const span = aligned.length ? aligned.at(-1)!.endFrame - aligned[0]!.startFrame + 1 : 0;
  // Silence inside the sentence: hesitations between words.
  features.pauseShare = span ? Math.max(0, span - totalFrames) / span : 1;
  return { words, features };
}
