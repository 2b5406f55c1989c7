/**
 * The fitted models' inputs, computed the same way when fitting
 * (calibration/calibrate.ts) and when scoring a learner: per aligned phone,
 * per target word, and per clip. Each list of names fixes the order of its
 * vector; the committed model records the names it was fitted on.
 */
import type { Segment } from '../pocketsphinx/native.ts';
import type { Examination } from './engine.ts';
import type { WordEvidence } from './evidence.ts';
import { PHONES } from './grammar.ts';
import { classOf, type ScoredPhone } from './gop.ts';
import { speechPhoneFrames } from './speech-activity.ts';
import { mean, median, spread } from './statistics.ts';

/** What each phone measures when the experts heard it right, as [mean, spread]: its log duration in frames, its GOP and its acoustic score per frame. */
export type PhoneNorms = Record<string, { frames: readonly [number, number]; gop: readonly [number, number]; acoustic: readonly [number, number] }>;

export const PHONE_FEATURES = [
  'gop',
  'gopVsClip',
  'acousticVsClip',
  'loopSame',
  'loopSameClass',
  'loopSilence',
  'logFrames',
  'durationZ',
  'gopZ',
  'acousticZ',
  'minimalDuration',
  'previousGop',
  'nextGop',
  'wordInitial',
  'wordFinal',
  'wordLength',
  'substitutedHere',
  'substitutionMargin',
  'wordSkipped',
  // Context: a phone is judged beside its neighbours, its word and the speaker's clip.
  'wordMeanGopZ',
  'wordMinGopZ',
  'previousGopZ',
  'nextGopZ',
  'gopZVsClip',
  'wordSubstitutionMargin',
  'durationZVsWord',
  'wordMeanLoopSame',
  'wordMeanLoopSilence',
  'previousLoopSame',
  'nextLoopSame',
  'previousLoopSilence',
  'nextLoopSilence',
  'previousDurationZ',
  'nextDurationZ',
  // The phone network's view of the same frames.
  'networkGop',
  'networkLogPosterior',
  'previousNetworkGop',
  'nextNetworkGop',
  'wordMinNetworkGop',
  'wordMeanNetworkGop',
  'networkHeardHere',
  ...PHONES.map((phone) => `is${phone}`),
] as const;

export const WORD_FEATURES = [
  'minRight',
  'meanRight',
  'sumWrong',
  'maxWrong',
  'meanGop',
  'minGop',
  'meanGopZ',
  'minGopZ',
  'phones',
  'meanDurationZ',
  'maxAbsDurationZ',
  'meanLoopSame',
  'skipped',
  'substituted',
  'substitutionMargin',
  'clipMeanRight',
  'clipMeanGop',
  'minNetworkGop',
  'meanNetworkGop',
  'maxNetworkMargin',
] as const;

export const CLIP_FEATURES = [
  'meanRight',
  'meanWrong',
  'minWordRight',
  'meanWordPoor',
  'maxWordPoor',
  'poorWordShare',
  'meanGop',
  'tenthPercentileGop',
  'skippedShare',
  'substitutedShare',
  'loopCoverage',
  'loopPhoneErrorRate',
  'articulationRate',
  'speechRate',
  'pauseShare',
  'pausesPerWord',
  'longPausesPerWord',
  'meanDurationZ',
  'spreadDurationZ',
  'vowelLevelSpread',
  'levelRange',
  'words',
  'meanNetworkGop',
  'tenthPercentileNetworkGop',
  'textFit',
] as const;

/** What is measured of the clip as a whole, beside its words' evidence. */
export interface ClipSignals {
  /** 10 ms frame energies in dB (speech-activity.ts). */
  levels: readonly number[];
  /** How well the phone network hears the text read (text-fit.ts); null where the text or the clip is too short to tell. */
  textFit: number | null;
}

const ln = Math.log;

/** A network margin where no Brazilian alternative was offered: far below any the network gives one. */
const NO_NETWORK_MARGIN = -30;
const maxNetworkMargin = (word: WordEvidence, position?: number) =>
  Math.max(NO_NETWORK_MARGIN, ...word.heardByNetwork.filter((h) => position === undefined || h.position === position).map((h) => h.margin));

const UNKNOWN_NORMS = { frames: [ln(8), 0.5], gop: [-20, 30], acoustic: [-600, 300] } as const;
const zOf = (value: number, [mu, sigma]: readonly [number, number]) => (value - mu) / sigma;

const durationZ = (phone: ScoredPhone, norms: PhoneNorms) => zOf(ln(phone.frames), (norms[phone.phone] ?? UNKNOWN_NORMS).frames);
const gopZ = (phone: ScoredPhone, norms: PhoneNorms) => zOf(phone.gop, (norms[phone.phone] ?? UNKNOWN_NORMS).gop);
const acousticZ = (phone: ScoredPhone, norms: PhoneNorms) => zOf(phone.acousticPerFrame, (norms[phone.phone] ?? UNKNOWN_NORMS).acoustic);

export interface ClipBaseline {
  medianGop: number;
  acousticPerFrame: number;
  /** The clip's mean phone-normalised GOP: how well this speaker, microphone and room fit the model. */
  meanGopZ: number;
}

export function clipBaseline(words: readonly WordEvidence[], norms: PhoneNorms): ClipBaseline {
  const phones = words.flatMap((word) => word.phones);
  const frames = phones.reduce((sum, phone) => sum + phone.frames, 0);
  return {
    medianGop: median(phones.map((phone) => phone.gop)),
    acousticPerFrame: frames ? phones.reduce((sum, phone) => sum + phone.acousticPerFrame * phone.frames, 0) / frames : 0,
    meanGopZ: mean(phones.map((phone) => gopZ(phone, norms))),
  };
}

/** One vector per aligned phone of `word`, in PHONE_FEATURES order. */
export function phoneFeatures(word: WordEvidence, baseline: ClipBaseline, norms: PhoneNorms): number[][] {
  const gopZs = word.phones.map((phone) => gopZ(phone, norms));
  const durationZs = word.phones.map((phone) => durationZ(phone, norms));
  const wordGopZ = { mean: mean(gopZs), min: Math.min(...gopZs) };
  const wordDurationZ = mean(durationZs);
  const wordLoop = { same: mean(word.phones.map((p) => p.loopSame)), silence: mean(word.phones.map((p) => p.loopSilence)) };
  const networkGops = word.phones.map((phone) => phone.networkGop);
  const wordNetworkGop = { mean: mean(networkGops), min: Math.min(...networkGops) };
  return word.phones.map((phone, index) => {
    const substitutedHere = word.variant?.position === phone.position;
    // The phone itself stands in for a missing neighbour at either end of the word.
    const at = (offset: number) => Math.min(Math.max(index + offset, 0), word.phones.length - 1);
    const [previous, next] = [word.phones[at(-1)]!, word.phones[at(1)]!];
    return [
      phone.gop,
      phone.gop - baseline.medianGop,
      phone.acousticPerFrame - baseline.acousticPerFrame,
      phone.loopSame,
      phone.loopSameClass,
      phone.loopSilence,
      ln(phone.frames),
      durationZs[index]!,
      gopZs[index]!,
      acousticZ(phone, norms),
      phone.frames <= 3 ? 1 : 0,
      previous.gop,
      next.gop,
      index === 0 ? 1 : 0,
      index === word.phones.length - 1 ? 1 : 0,
      word.phones.length,
      substitutedHere ? 1 : 0,
      substitutedHere ? word.variantMargin : 0,
      word.detected === 'skipped' ? 1 : 0,
      wordGopZ.mean,
      wordGopZ.min,
      gopZs[at(-1)]!,
      gopZs[at(1)]!,
      gopZs[index]! - baseline.meanGopZ,
      word.detected === 'variant' ? word.variantMargin : 0,
      durationZs[index]! - wordDurationZ,
      wordLoop.same,
      wordLoop.silence,
      previous.loopSame,
      next.loopSame,
      previous.loopSilence,
      next.loopSilence,
      durationZs[at(-1)]!,
      durationZs[at(1)]!,
      phone.networkGop,
      phone.networkLogPosterior,
      previous.networkGop,
      next.networkGop,
      wordNetworkGop.min,
      wordNetworkGop.mean,
      maxNetworkMargin(word, phone.position),
      ...PHONES.map((name) => (name === phone.phone ? 1 : 0)),
    ];
  });
}

/** Per phone, the phone model's probabilities of being right and of being wrong (accented is what is left). */
export interface PhoneJudgement {
  right: number;
  wrong: number;
  /** The expected expert score, 0..2. */
  score: number;
  /** The lab's sound model's probability that the phone was said right, which knows Brazilian substitutions too (judge.ts). */
  sound: number;
}

/** The vector of a known word with at least one aligned phone, in WORD_FEATURES order. */
export function wordFeatures(
  word: WordEvidence,
  judgements: readonly PhoneJudgement[],
  clip: { meanRight: number; meanGop: number },
  norms: PhoneNorms,
): number[] {
  const gops = word.phones.map((phone) => phone.gop);
  const gopZs = word.phones.map((phone) => gopZ(phone, norms));
  const zs = word.phones.map((phone) => durationZ(phone, norms));
  return [
    Math.min(...judgements.map((j) => j.right)),
    mean(judgements.map((j) => j.right)),
    judgements.reduce((sum, j) => sum + j.wrong, 0),
    Math.max(...judgements.map((j) => j.wrong)),
    mean(gops),
    Math.min(...gops),
    mean(gopZs),
    Math.min(...gopZs),
    word.phones.length,
    mean(zs),
    Math.max(...zs.map(Math.abs)),
    mean(word.phones.map((phone) => phone.loopSame)),
    word.detected === 'skipped' ? 1 : 0,
    word.detected === 'variant' ? 1 : 0,
    word.variantMargin,
    clip.meanRight,
    clip.meanGop,
    Math.min(...word.phones.map((phone) => phone.networkGop)),
    mean(word.phones.map((phone) => phone.networkGop)),
    maxNetworkMargin(word),
  ];
}

/** Edit distance between two phone sequences (small: a sentence's phones). */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

const PAUSE_FRAMES = 15;
const LONG_PAUSE_FRAMES = 50;

/** The clip's vector in CLIP_FEATURES order: the models' verdicts on its words, its timing, rhythm and loudness, and its text's fit. */
export function clipFeatures(
  words: readonly WordEvidence[],
  judgements: readonly (readonly PhoneJudgement[])[],
  wordPoor: readonly (number | null)[],
  examination: Examination,
  { levels, textFit }: ClipSignals & { textFit: number },
  norms: PhoneNorms,
): number[] {
  const phones = words.flatMap((word) => word.phones);
  const flat = judgements.flat();
  const frames = phones.reduce((sum, phone) => sum + phone.frames, 0);
  const weighted = (pick: (j: PhoneJudgement) => number) => (frames ? flat.reduce((sum, j, i) => sum + pick(j) * phones[i]!.frames, 0) / frames : 0);
  const poor = wordPoor.filter((p): p is number => p !== null);
  const wordRight = judgements.filter((js) => js.length > 0).map((js) => mean(js.map((j) => j.right)));
  const gops = phones.map((phone) => phone.gop).sort((a, b) => a - b);
  const networkGops = phones.map((phone) => phone.networkGop).sort((a, b) => a - b);
  const count = Math.max(1, words.length);
  const ordered = [...phones].sort((a, b) => a.startFrame - b.startFrame);
  const gaps = ordered.slice(1).map((phone, i) => phone.startFrame - (ordered[i]!.startFrame + ordered[i]!.frames));
  const span = ordered.length ? ordered.at(-1)!.startFrame + ordered.at(-1)!.frames - ordered[0]!.startFrame : 0;
  const canonical = phones.map((phone) => phone.phone);
  const heard = examination.phoneLoop.map((segment: Segment) => segment.word).filter((phone) => classOf(phone) !== undefined);
  const zs = phones.map((phone) => durationZ(phone, norms));
  const vowelLevels = phones
    .filter((phone) => classOf(phone.phone) === 'vowel')
    .map((phone) => Math.max(...levels.slice(phone.startFrame, phone.startFrame + phone.frames), 0));
  const spoken = levels.slice(ordered[0]?.startFrame ?? 0, span ? (ordered[0]?.startFrame ?? 0) + span : undefined);
  const sortedLevels = [...spoken].sort((a, b) => a - b);
  return [
    weighted((j) => j.right),
    weighted((j) => j.wrong),
    wordRight.length ? Math.min(...wordRight) : 0,
    mean(poor, 1),
    poor.length ? Math.max(...poor) : 1,
    poor.length ? poor.filter((p) => p >= 0.5).length / poor.length : 1,
    frames ? phones.reduce((sum, phone) => sum + phone.gop * phone.frames, 0) / frames : -250,
    gops.length ? gops[Math.floor(gops.length / 10)]! : -250,
    words.filter((word) => word.detected === 'skipped').length / count,
    words.filter((word) => word.detected === 'variant').length / count,
    frames ? Math.min(3, speechPhoneFrames(examination.phoneLoop) / frames) : 0,
    canonical.length ? Math.min(2, editDistance(canonical, heard) / canonical.length) : 2,
    frames ? (phones.length * 100) / frames : 0,
    span ? (phones.length * 100) / span : 0,
    span ? Math.max(0, span - frames) / span : 1,
    gaps.filter((gap) => gap >= PAUSE_FRAMES).length / count,
    gaps.filter((gap) => gap >= LONG_PAUSE_FRAMES).length / count,
    mean(zs),
    spread(zs),
    vowelLevels.length > 1 ? spread(vowelLevels) : 0,
    sortedLevels.length ? sortedLevels[Math.floor(sortedLevels.length * 0.95)]! - sortedLevels[Math.floor(sortedLevels.length * 0.05)]! : 0,
    words.length,
    mean(networkGops, NO_NETWORK_MARGIN),
    networkGops.length ? networkGops[Math.floor(networkGops.length / 10)]! : NO_NETWORK_MARGIN,
    textFit,
  ];
}
