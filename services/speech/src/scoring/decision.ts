/**
 * What the learner is told about each word, from the fitted models: a
 * Brazilian substitution is named only when the evidence for it, in the
 * decoder's error-detecting alignment and in the phone network's posteriors
 * taken together, is rarer in correct speech than its rule's fitted
 * threshold allows; a word is marked for practice only when the word model is
 * confident the experts would score it poorly; otherwise nothing is said.
 * Every threshold is chosen by calibration/calibrate.ts on the train split,
 * for the false-alarm budget it states.
 */
import type { BrazilianRule } from '../types.ts';

/** The Brazilian errors measured on the aligned audio instead of heard by the decoder. */
export type MeasuredRule = Extract<BrazilianRule, 'aspiration' | 'i-ih' | 'stress'>;
import type { NetworkHearing, WordEvidence } from './evidence.ts';
import type { PhoneJudgement } from './features.ts';

/**
 * How rarely correct speech gives one kind of evidence for a substitution a
 * margin at least this large: knots of margin (ascending) and surprise, minus
 * the log of the share of correct words whose margin reaches it. Beyond the
 * last knot the surprise is `ceiling`, that of a margin no correct word
 * reached.
 */
export interface Rarity {
  margins: number[];
  surprise: number[];
  ceiling: number;
}

/**
 * A Brazilian rule's evidence model. Two weak signs that agree (the decoder
 * chose the substitution by a modest margin and the network hears it a
 * little) are rarer in correct speech than either alone, so their surprises
 * add up, and the sum is held to one threshold.
 */
export interface SubstitutionModel {
  /** The margins of correct words the error-detecting decode heard with this substitution. */
  decoder: Rarity;
  /** The phone network's margins for this substitution over correct words. */
  network: Rarity;
  /** The substitution is named when the two surprises together reach this. */
  threshold: number;
}

export interface DecisionThresholds {
  /** A word is marked when its probability of being mispronounced reaches this. */
  poorWord: number;
  /** Per rule the decoder or the network can hear; a rule without one is never named this way. */
  substitution: Partial<Record<BrazilianRule, SubstitutionModel>>;
  /**
   * The errors measured on the audio rather than heard by the decoder
   * (scoring/measures/): a word is named when its measurement reaches the
   * rule's threshold, chosen like the substitutions'.
   */
  measured: Partial<Record<MeasuredRule, number>>;
  /** Below this probability of reading the target text, the clip is not judged at all: the learner is told it was not recognised. */
  reading: number;
}

export type WordVerdict =
  | { kind: 'fine' }
  /** `phones`: the word as it was said. */
  | { kind: 'substitution'; rule: BrazilianRule; phones: string[] }
  | { kind: 'omission' }
  /** The model is sure the word was mispronounced, not of what was heard; `phone` is the likeliest culprit. */
  | { kind: 'practice'; phone: string };

/**
 * The network's hearings a word may be named by: none in a word the decoder
 * skipped, which has no frames of its own (the forced alignment squeezed it
 * between its neighbours).
 */
const namableHearings = (word: WordEvidence): NetworkHearing[] => (word.detected === 'skipped' ? [] : word.heardByNetwork);

/** The surprise of `margin` in correct speech; 0 when the evidence is absent (-Infinity). */
export function surpriseOf({ margins, surprise, ceiling }: Rarity, margin: number): number {
  if (margin === Number.NEGATIVE_INFINITY) return 0;
  if (margins.length === 0 || margin > margins.at(-1)!) return ceiling;
  if (margin <= margins[0]!) return surprise[0]!;
  let [lo, hi] = [0, margins.length - 1];
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (margins[mid]! <= margin) lo = mid;
    else hi = mid;
  }
  const along = (margin - margins[lo]!) / (margins[hi]! - margins[lo]!);
  return surprise[lo]! + along * (surprise[hi]! - surprise[lo]!);
}

export interface SubstitutionEvidence {
  rule: BrazilianRule;
  /** The word as it would then have been said: as the decoder heard it when it chose this substitution, else as the network did. */
  phones: string[];
  /** The decoder's margin (-Infinity when it did not choose this substitution) and the network's (-Infinity when it heard none). */
  decoderMargin: number;
  networkMargin: number;
}

/** The word's two margins for `rule`, as SubstitutionEvidence holds them. */
export function marginsFor(word: WordEvidence, rule: BrazilianRule): Pick<SubstitutionEvidence, 'decoderMargin' | 'networkMargin'> {
  const decoded = word.detected === 'variant' && word.variant?.rule === rule;
  const hearing = namableHearings(word).find((h) => h.rule === rule);
  return { decoderMargin: decoded ? word.variantMargin : Number.NEGATIVE_INFINITY, networkMargin: hearing?.margin ?? Number.NEGATIVE_INFINITY };
}

/**
 * Each substitution the word shows any sign of, in the decoder or the
 * network, that beat the canonical pronunciation somewhere: the decode chose
 * it, or the network's path through it scored higher.
 */
export function substitutionEvidence(word: WordEvidence): SubstitutionEvidence[] {
  const decoded = word.detected === 'variant' ? word.variant : null;
  const hearings = namableHearings(word);
  const rules = new Set([...(decoded?.rule ? [decoded.rule] : []), ...hearings.map((hearing) => hearing.rule)]);
  return [...rules].flatMap((rule) => {
    const margins = marginsFor(word, rule);
    if (decoded?.rule === rule) return [{ rule, phones: decoded.phones, ...margins }];
    const hearing = hearings.find((h) => h.rule === rule)!;
    return margins.networkMargin >= 0 ? [{ rule, phones: hearing.phones, ...margins }] : [];
  });
}

/** How rare the substitution's evidence, decoder and network together, is in correct speech. */
export const surpriseOfEvidence = (evidence: SubstitutionEvidence, model: SubstitutionModel): number =>
  surpriseOf(model.decoder, evidence.decoderMargin) + surpriseOf(model.network, evidence.networkMargin);

/** How far the substitution's evidence passes its rule's threshold: it is named when this is at least 0. */
export const excessOf = (evidence: SubstitutionEvidence, model: SubstitutionModel): number => surpriseOfEvidence(evidence, model) - model.threshold;

/** The substitution whose evidence passes its rule's threshold by the most, if any. */
function surestSubstitution(word: WordEvidence, models: DecisionThresholds['substitution']): SubstitutionEvidence | undefined {
  const excess = (evidence: SubstitutionEvidence) => {
    const model = models[evidence.rule];
    return model ? excessOf(evidence, model) : Number.NEGATIVE_INFINITY;
  };
  return substitutionEvidence(word)
    .filter((evidence) => excess(evidence) >= 0)
    .sort((a, b) => excess(b) - excess(a))[0];
}

/**
 * A known word with no aligned phones that the detection skipped too: only
 * the alignment that may leave words out (engine.ts) leaves a known word
 * without phones, and it runs only when the strict one found no path.
 */
const leftOutOfAlignment = (word: WordEvidence): boolean => word.known && word.phones.length === 0 && word.detected === 'skipped';

export function verdictOf(word: WordEvidence, poor: number | null, phones: readonly PhoneJudgement[], thresholds: DecisionThresholds): WordVerdict {
  if (poor === null) return leftOutOfAlignment(word) ? { kind: 'omission' } : { kind: 'fine' };
  const named = surestSubstitution(word, thresholds.substitution);
  if (named) return { kind: 'substitution', rule: named.rule, phones: named.phones };
  if (poor < thresholds.poorWord) return { kind: 'fine' };
  if (word.detected === 'skipped') return { kind: 'omission' };
  const worst = phones.reduce((best, judgement, index) => (judgement.wrong > phones[best]!.wrong ? index : best), 0);
  return { kind: 'practice', phone: word.phones[worst]!.phone };
}
