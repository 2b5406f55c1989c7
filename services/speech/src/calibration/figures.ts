/**
 * The figures the scorer is judged by, computed as
 * ../shared/tools/pronunciation-metrics.mjs computes them (word by word
 * against the experts, at the one threshold the product uses), so they can be
 * printed per tier and committed with the fit.
 */
import { pearson } from './linear.ts';
import type { FIT_ADDED_WORDS } from './word-added.ts';

interface JudgedWord {
  /** The experts' 0..10. */
  accuracy: number;
  named: boolean;
}

export interface JudgedClip {
  /** The experts' sentence scores, 0..10. */
  expert: { accuracy: number; fluency: number; prosodic: number; completeness: number };
  /** Ours, 0..10. */
  ours: { accuracy: number; fluency: number; prosodic: number; completeness: number };
  words: JudgedWord[];
}

export interface Figures {
  clips: number;
  /** Named words the experts scored below 10, of all named. */
  precision: number;
  /** Words scored 10 that were named, of all words scored 10. */
  falseAlarms: number;
  /** Words scored 0-6 that were named, of all of them. */
  recall: number;
  /** Words scored 7-9 that were named. */
  accentedNamed: number;
  /** Readings scored 9-10 with at least one named word. */
  excellentWithNamed: number;
  sentencePearson: number;
  fluencyPearson: number;
  prosodyPearson: number;
  completenessPearson: number;
}

const share = (part: number, whole: number) => (whole ? part / whole : 0);

/** A word as the experts' text and ours are compared: lower case, letters and apostrophes only. */
export const normalWord = (word: string) => word.toLowerCase().replace(/[^a-z']/g, '');

/** The experts' words, each named when a named word of that spelling is left for it: a word named once counts once, however often the text holds it. */
export function namedExpertWords(words: readonly { text: string; accuracy: number }[], named: readonly string[]): JudgedWord[] {
  const left = new Map<string, number>();
  for (const word of named) left.set(normalWord(word), (left.get(normalWord(word)) ?? 0) + 1);
  return words.map((word) => {
    const available = left.get(normalWord(word.text)) ?? 0;
    if (available > 0) left.set(normalWord(word.text), available - 1);
    return { accuracy: word.accuracy, named: available > 0 };
  });
}

export function figuresOf(clips: readonly JudgedClip[]): Figures {
  const words = clips.flatMap((clip) => clip.words);
  const named = words.filter((word) => word.named);
  const perfect = words.filter((word) => word.accuracy >= 10);
  const poor = words.filter((word) => word.accuracy <= 6);
  const accented = words.filter((word) => word.accuracy > 6 && word.accuracy < 10);
  const excellent = clips.filter((clip) => clip.expert.accuracy >= 9);
  const r = (key: keyof JudgedClip['ours']) =>
    pearson(
      clips.map((clip) => clip.ours[key]),
      clips.map((clip) => clip.expert[key]),
    );
  return {
    clips: clips.length,
    precision: share(named.filter((word) => word.accuracy < 10).length, named.length),
    falseAlarms: share(perfect.filter((word) => word.named).length, perfect.length),
    recall: share(poor.filter((word) => word.named).length, poor.length),
    accentedNamed: share(accented.filter((word) => word.named).length, accented.length),
    excellentWithNamed: share(excellent.filter((clip) => clip.words.some((word) => word.named)).length, excellent.length),
    sentencePearson: r('accuracy'),
    fluencyPearson: r('fluency'),
    prosodyPearson: r('prosodic'),
    completenessPearson: r('completeness'),
  };
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

export function describeFigures(name: string, f: Figures): string {
  return [
    `${name} (${f.clips} clips):`,
    `  precision (named words scored below 10) ${percent(f.precision)}, false alarms (words scored 10 named) ${percent(f.falseAlarms)}, recall (words scored 0-6 named) ${percent(f.recall)}, words scored 7-9 named ${percent(f.accentedNamed)}`,
    `  readings scored 9-10 with a named word ${percent(f.excellentWithNamed)}`,
    `  Pearson r with the experts: accuracy ${f.sentencePearson.toFixed(3)}, fluency ${f.fluencyPearson.toFixed(3)}, prosody ${f.prosodyPearson.toFixed(3)}, completeness ${f.completenessPearson.toFixed(3)}`,
  ].join('\n');
}

/** What the scorer tells correct readings by an American voice (native-readings.ts). */
export interface NativeFigures {
  voice: string;
  readings: number;
  /** Readings refused as unrecognised. */
  refused: number;
  /** Readings with at least one word named or marked for practice. */
  withNamed: number;
  /** Words named or marked for practice. */
  wordsNamed: number;
}

export function describeNative(f: NativeFigures): string {
  return `correct readings by flite's American ${f.voice} voice (${f.readings} train texts; they bound the rules' thresholds, so not held out): ${percent(f.withNamed)} with a word named or marked, ${percent(f.wordsNamed)} of their words, ${percent(f.refused)} refused as unrecognised`;
}

/** What the scorer tells readings that leave a word out (word-added.ts), out of fold, for one kind of word added. */
export interface LeftOutFigures {
  readings: number;
  /** Refused as a reading of another text. */
  refused: number;
  /** Of the readings not refused: the word named as left out ("Você não disse ..."). */
  named: number;
  /** Of the readings not refused: the word marked otherwise (for practice, a substitution). */
  marked: number;
  /** Of the readings not refused: completeness below 100 (known where the whole scorer ran, as in make bench; the fit judges words only). */
  incomplete?: number;
}

/** What one reading that left a word out was told. */
export interface LeftOutOutcome {
  /** Refused as a reading of another text. */
  refused: boolean;
  /** "Você não disse ..." for the word left out. */
  named: boolean;
  /** Any other mistake on it (marked for practice, a substitution). */
  marked: boolean;
  /** Completeness below 100, where the whole scorer ran. */
  incomplete?: boolean;
}

/** The outcomes' shares: refused among all the readings, the others among the readings not refused; `incomplete` when every outcome says. */
export function leftOutFigures(outcomes: readonly LeftOutOutcome[]): LeftOutFigures {
  const heard = outcomes.filter((outcome) => !outcome.refused);
  const share = (sign: (outcome: LeftOutOutcome) => boolean | undefined) => heard.filter(sign).length / Math.max(1, heard.length);
  const figures = {
    readings: outcomes.length,
    refused: (outcomes.length - heard.length) / Math.max(1, outcomes.length),
    named: share((outcome) => outcome.named),
    marked: share((outcome) => outcome.marked),
  };
  return outcomes.every((outcome) => outcome.incomplete !== undefined) ? { ...figures, incomplete: share((outcome) => outcome.incomplete) } : figures;
}

/** `texts`: the texts the word was added to, and how the figures were measured. */
export function describeLeftOut(kind: string, f: LeftOutFigures, texts = 'a train text and never said, out of fold'): string {
  const incomplete = f.incomplete === undefined ? '' : `, completeness below 100 ${percent(f.incomplete)}`;
  return `a ${kind} word added to ${texts} (${f.readings} readings): refused as another text ${percent(f.refused)}; of the others, named as left out ${percent(f.named)}, marked otherwise ${percent(f.marked)}${incomplete}`;
}

/**
 * How the Phonetic Lab's score tells a sound said right from the same sound
 * said as a Brazilian would, out of fold: phones of those sounds the experts
 * scored right against the synthetic readings' substituted phones; and every
 * phone the experts scored right against those they scored wrong.
 */
export interface LabFigures {
  right: number;
  substituted: number;
  /** AUC of the lab's sound model. */
  soundAuc: number;
  /** AUC of the phone model's P(right), which the lab used before. */
  phoneRightAuc: number;
  soundExpertAuc: number;
  phoneRightExpertAuc: number;
}

export function describeLab(f: LabFigures): string {
  return `the lab's score (the sound model) against the phone model's P(right), out of fold, AUC: sounds said right (${f.right} phones the experts scored right) against said as a Brazilian would (${f.substituted} synthetic substitutions) ${f.soundAuc.toFixed(3)} against ${f.phoneRightAuc.toFixed(3)}; phones the experts scored right against wrong ${f.soundExpertAuc.toFixed(3)} against ${f.phoneRightExpertAuc.toFixed(3)}`;
}

/** What `make calibrate` commits beside the model: its cross-validated figures, overall and by tier. */
export interface FitFigures {
  overall: Figures;
  byTier: Record<'exact' | 'high' | 'low', Figures>;
  /** The phone model's expected score (0..2) against the experts'. */
  phonePearson: number;
  /** Words scored 0-6 against perfect words, by the word model's probability. */
  wordAuc: number;
  /** Readings of another sentence refused as unrecognised. */
  mismatchedRefused: number;
  native: NativeFigures;
  lab: LabFigures;
  leftOut: Record<keyof typeof FIT_ADDED_WORDS, LeftOutFigures>;
  clips: number;
  speakers: number;
  folds: number;
  falseAlarmLimit: number;
  precisionFloor: number;
}
