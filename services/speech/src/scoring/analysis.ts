/**
 * One examination of a clip turned into what the learner is told: each
 * target word's evidence judged by the fitted models (calibration/model.ts),
 * the verdict the decision thresholds give it, and how it was heard.
 */
import type { PhonePosteriors } from '../acoustic/phone-network.ts';
import { SCORER_MODEL, THRESHOLDS } from '../calibration/model.ts';
import type { Lexicon } from '../lexicon.ts';
import type { BrazilianRule } from '../types.ts';
import { verdictOf, type WordVerdict } from './decision.ts';
import type { Examination } from './engine.ts';
import { wordEvidence, type WordEvidence } from './evidence.ts';
import type { Slot } from './grammar.ts';
import { judgeClip, type ClipJudgement } from './judge.ts';
import { spellHeard } from './spelling.ts';
import { textFit } from './text-fit.ts';

export interface AnalysedWord {
  written: string;
  /** How the word was heard, spelled: the substitution when one is named; null when it was omitted. */
  heard: string | null;
  verdict: WordVerdict;
  /** The Brazilian error named (only with a 'substitution' verdict). */
  rule: BrazilianRule | null;
  evidence: WordEvidence;
}

export interface ClipAnalysis {
  /** False when the clip is not recognisably a reading of the target text (another sentence, noise): then nothing in it is judged. */
  recognised: boolean;
  words: AnalysedWord[];
  judgement: ClipJudgement;
}

export function analyseClip(
  slots: readonly Slot[],
  examination: Examination,
  posteriors: PhonePosteriors,
  levels: readonly number[],
  lexicon: Lexicon,
): ClipAnalysis {
  const evidence = wordEvidence(slots, examination, posteriors);
  const judgement = judgeClip(evidence, examination, { levels, textFit: textFit(slots, posteriors) }, SCORER_MODEL);
  const words = evidence.map((word, index): AnalysedWord => {
    const verdict = verdictOf(word, judgement.poor[index]!, judgement.phones[index]!, THRESHOLDS);
    const rule = verdict.kind === 'substitution' ? verdict.rule : null;
    const heard =
      verdict.kind === 'omission' ? null : verdict.kind === 'substitution' ? spellHeard(word.written, verdict.rule, verdict.phones, lexicon) : word.written;
    return { written: word.written, heard, verdict, rule, evidence: word };
  });
  return { recognised: judgement.reading >= THRESHOLDS.reading, words, judgement };
}
