/**
 * What the learner is told about each word, from the fitted models: a
 * Brazilian substitution is named only when it beat the canonical
 * pronunciation by its rule's fitted margin, in the decoder's error-detecting
 * alignment or in the phone network's posteriors; a word is marked for
 * practice only when the word model is confident the experts would score it
 * poorly; otherwise nothing is said. Every threshold is chosen by
 * calibration/calibrate.ts on the train split, for the false-alarm budget it
 * states.
 */
import type { BrazilianRule } from '../types.ts';

/** The Brazilian errors measured on the aligned audio instead of heard by the decoder. */
export type MeasuredRule = Extract<BrazilianRule, 'aspiration' | 'i-ih' | 'stress'>;
import type { NetworkHearing, WordEvidence } from './evidence.ts';
import type { PhoneJudgement } from './features.ts';

export interface DecisionThresholds {
  /** A word is marked when its probability of being mispronounced reaches this. */
  poorWord: number;
  /**
   * A substitution is named when it beat the canonical phones by its rule's
   * margin per frame (each rule fires at its own rate on correct speech).
   */
  substitutionMargin: Partial<Record<BrazilianRule, number>>;
  /** A substitution the phone network hears is named when its margin (mean log posterior per frame) reaches its rule's threshold; a rule without one is never named this way. */
  networkMargin: Partial<Record<BrazilianRule, number>>;
  /**
   * The errors measured on the audio rather than heard by the decoder
   * (scoring/measures/): a word is named when its measurement reaches the
   * rule's threshold, chosen like the substitutions' margins.
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
export const namableHearings = (word: WordEvidence): NetworkHearing[] => (word.detected === 'skipped' ? [] : word.heardByNetwork);

/** The network's hearing that passes its rule's threshold by the most, if any. */
function surestHearing(word: WordEvidence, networkMargin: DecisionThresholds['networkMargin']): NetworkHearing | undefined {
  const excess = (hearing: NetworkHearing) => hearing.margin - (networkMargin[hearing.rule] ?? Number.POSITIVE_INFINITY);
  return namableHearings(word)
    .filter((hearing) => excess(hearing) >= 0)
    .sort((a, b) => excess(b) - excess(a))[0];
}

export function verdictOf(word: WordEvidence, poor: number | null, phones: readonly PhoneJudgement[], thresholds: DecisionThresholds): WordVerdict {
  if (poor === null) return { kind: 'fine' };
  const rule = word.variant?.rule;
  if (word.detected === 'variant' && rule && word.variantMargin >= (thresholds.substitutionMargin[rule] ?? 0))
    return { kind: 'substitution', rule, phones: word.variant!.phones };
  const heard = surestHearing(word, thresholds.networkMargin);
  if (heard) return { kind: 'substitution', rule: heard.rule, phones: heard.phones };
  if (poor < thresholds.poorWord) return { kind: 'fine' };
  if (word.detected === 'skipped') return { kind: 'omission' };
  const worst = phones.reduce((best, judgement, index) => (judgement.wrong > phones[best]!.wrong ? index : best), 0);
  return { kind: 'practice', phone: word.phones[worst]!.phone };
}
