/**
 * The fitted models applied to one clip's evidence: each phone's probability
 * of being right or wrong, each word's probability of being mispronounced
 * (what the experts score 0-6), and the sentence scores on the experts' 0..10
 * scales. Fitting (calibration/calibrate.ts) and scoring share this code, so
 * what is measured is what learners get.
 */
import { boostedProbability, type BoostedTrees } from '../calibration/boosting.ts';
import { probability } from '../calibration/logistic.ts';
import type { LinearModel } from '../calibration/linear.ts';
import type { Examination } from './engine.ts';
import type { WordEvidence } from './evidence.ts';
import { clipBaseline, clipFeatures, phoneFeatures, wordFeatures, type ClipSignals, type PhoneNorms, type PhoneJudgement } from './features.ts';

/** Each the experts' 0..10 score divided by 10, as a probability. */
export interface SentenceModels {
  accuracy: BoostedTrees;
  fluency: BoostedTrees;
  completeness: BoostedTrees;
  prosodic: BoostedTrees;
}

export interface ScorerModel {
  norms: PhoneNorms;
  phoneRight: BoostedTrees;
  phoneWrong: BoostedTrees;
  /** The experts' phone score (0..2) divided by 2, as a probability. */
  phoneScore: BoostedTrees;
  /**
   * The Phonetic Lab's verdict on its target sound: phoneRight's question,
   * fitted also on the synthetic readings' Brazilian substitutions, which the
   * train split's speakers seldom make (calibration/fit.ts).
   */
  soundRight: BoostedTrees;
  wordPoor: BoostedTrees;
  sentence: SentenceModels;
  /** The probability that the clip is a reading of the target text at all (not another sentence, not noise). */
  reading: LinearModel;
  /** The median text fit of the train split's readings: what a clip whose fit cannot be measured is given, a typical reading's value rather than the best one. */
  typicalTextFit: number;
}

export interface ClipJudgement {
  /** Per word, per aligned phone. */
  phones: PhoneJudgement[][];
  /** Per word, the probability the experts would score it 0-6; null for a word that cannot be judged (unknown to the dictionary, not aligned). */
  poor: (number | null)[];
  /** 0..10, as the experts score them. */
  sentence: Record<keyof SentenceModels, number>;
  /** The probability that the clip reads the target text. */
  reading: number;
}

export function judgePhones(
  words: readonly WordEvidence[],
  model: Pick<ScorerModel, 'norms' | 'phoneRight' | 'phoneWrong' | 'phoneScore' | 'soundRight'>,
): PhoneJudgement[][] {
  const baseline = clipBaseline(words, model.norms);
  return words.map((word) =>
    phoneFeatures(word, baseline, model.norms).map((row) => ({
      right: boostedProbability(model.phoneRight, row),
      wrong: boostedProbability(model.phoneWrong, row),
      score: 2 * boostedProbability(model.phoneScore, row),
      sound: boostedProbability(model.soundRight, row),
    })),
  );
}

export function wordRows(words: readonly WordEvidence[], phones: readonly PhoneJudgement[][], norms: PhoneNorms): (number[] | null)[] {
  const all = words.flatMap((word) => word.phones);
  const flat = phones.flat();
  const clip = {
    meanRight: flat.length ? flat.reduce((sum, j) => sum + j.right, 0) / flat.length : 0,
    meanGop: all.length ? all.reduce((sum, phone) => sum + phone.gop, 0) / all.length : -250,
  };
  return words.map((word, index) => (word.known && word.phones.length > 0 ? wordFeatures(word, phones[index]!, clip, norms) : null));
}

/** The phone and word verdicts and the clip's vector (CLIP_FEATURES), which the sentence and reading models take. */
export function judgeWords(words: readonly WordEvidence[], examination: Examination, signals: ClipSignals, model: Omit<ScorerModel, 'sentence' | 'reading'>) {
  const phones = judgePhones(words, model);
  const poor = wordRows(words, phones, model.norms).map((row) => (row ? boostedProbability(model.wordPoor, row) : null));
  const textFit = signals.textFit ?? model.typicalTextFit;
  return { phones, poor, clip: clipFeatures(words, phones, poor, examination, { levels: signals.levels, textFit }, model.norms) };
}

export function judgeClip(words: readonly WordEvidence[], examination: Examination, signals: ClipSignals, model: ScorerModel): ClipJudgement {
  const { phones, poor, clip } = judgeWords(words, examination, signals, model);
  const score = (m: BoostedTrees) => 10 * boostedProbability(m, clip);
  return {
    phones,
    poor,
    sentence: {
      accuracy: score(model.sentence.accuracy),
      fluency: score(model.sentence.fluency),
      completeness: score(model.sentence.completeness),
      prosodic: score(model.sentence.prosodic),
    },
    reading: probability(model.reading, clip),
  };
}
