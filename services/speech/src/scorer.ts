/**
 * The pronunciation scorer: one examination per clip (forced alignment, free
 * phone loop, error-detecting alignment over the Brazilian substitutions),
 * turned into what the learner heard, named mistakes, and a 0..100 accuracy
 * calibrated against speechocean762's experts (calibration/model.ts).
 */
import { CALIBRATION } from './calibration/model.ts';
import { sentenceScore } from './calibration/sentence-score.ts';
import { loadLexicon, type Lexicon } from './lexicon.ts';
import { analyseClip, LOW_PHONE_GOP, slotsOf, type WordReport } from './scoring/analysis.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from './scoring/engine.ts';
import { insertionMistake, mistakesOf, NO_SPEECH_FEEDBACK, overallFeedback, strengthsOf } from './scoring/feedback.ts';
import { heardSpeech } from './scoring/speech-activity.ts';
import { spell } from './scoring/spelling.ts';
import type { BrazilianRule, Pcm16k, PronunciationResult, PronunciationScorer, PronunciationScorerOptions } from './types.ts';

/** The lab's sounds (IPA as the spec writes them) in the model's phone set. */
const IPA_PHONES: Record<string, string> = { θ: 'TH', ð: 'DH', ɻ: 'R', ɹ: 'R', r: 'R', æ: 'AE' };
/** The Brazilian substitutions of each lab sound: hearing one caps the score. */
const RULES_OF: Record<string, readonly BrazilianRule[]> = { TH: ['th-f', 'th-t', 'th-s'], DH: ['th-d', 'th-v'], R: ['h-r'], AE: ['ae-eh'] };

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Where `value` falls among sorted 5th-percentile `quantiles`, 0..100, interpolated. */
function percentileAmong(quantiles: readonly number[], value: number): number {
  const step = 100 / (quantiles.length - 1);
  if (value <= quantiles[0]!) return 0;
  for (let i = 1; i < quantiles.length; i++) {
    const low = quantiles[i - 1]!;
    const high = quantiles[i]!;
    if (value <= high) return step * (i - 1 + (high > low ? (value - low) / (high - low) : 1));
  }
  return 100;
}

/** Runs of free-loop speech phones outside every aligned word: words the learner added. */
function insertions(examination: Examination, lexicon: Lexicon): { frame: number; heard: string }[] {
  const covered = (examination.detection ?? []).filter((token) => token.kind === 'word');
  const inWord = (frame: number) => covered.some((token) => token.startFrame <= frame && frame <= token.endFrame);
  const found: { frame: number; heard: string }[] = [];
  let run: typeof examination.phoneLoop = [];
  const flush = () => {
    const frames = run.reduce((sum, segment) => sum + segment.endFrame - segment.startFrame + 1, 0);
    if (run.length >= 4 && frames >= 25) found.push({ frame: run[0]!.startFrame, heard: spell(run.map((segment) => segment.word), lexicon) });
    run = [];
  };
  for (const segment of examination.phoneLoop) {
    const speech = /^[A-Z]+$/.test(segment.word) && segment.word !== 'SIL';
    if (speech && !inWord((segment.startFrame + segment.endFrame) / 2)) run.push(segment);
    else flush();
  }
  flush();
  return found;
}

function transcriptionOf(words: readonly WordReport[], examination: Examination, added: readonly { frame: number; heard: string }[]): string {
  const timed = words.flatMap((word, slot) => {
    if (word.heard === null) return [];
    const token = examination.detection?.find((t) => t.kind === 'word' && t.slot === slot);
    return [{ frame: token?.startFrame ?? slot, heard: word.heard }];
  });
  return [...timed, ...added]
    .sort((a, b) => a.frame - b.frame)
    .map((entry) => entry.heard)
    .join(' ');
}

export async function createPronunciationScorer(opts: PronunciationScorerOptions = {}): Promise<PronunciationScorer> {
  const paths = modelPaths(opts.modelDir, opts.dictionaryPath);
  const lexicon = loadLexicon(paths.dictionary);
  // Each engine holds its own native decoders; concurrent clips go round-robin across them.
  const engines = Array.from({ length: Math.max(1, opts.decoders ?? 1) }, () => new Engine(paths));
  let turn = 0;

  async function examine(audio: Pcm16k, text: string, onStep?: () => void) {
    const slots = slotsOf(text, lexicon);
    const examination = await engines[turn++ % engines.length]!.examine(audio.samples, slots, DEFAULT_WEIGHTS, onStep);
    return { slots, examination, speech: heardSpeech(audio.samples, examination.phoneLoop) };
  }

  return {
    async analyze(audio, targetText, onProgress) {
      let progress = 10;
      onProgress?.(progress);
      const { slots, examination, speech } = await examine(audio, targetText, () => onProgress?.((progress += 25)));
      if (!speech) {
        onProgress?.(100);
        return { heardSpeech: false, accuracyScore: 0, transcription: '', overallFeedback: NO_SPEECH_FEEDBACK, mistakes: [], strengths: [] };
      }
      const { words, features } = analyseClip(slots, examination, lexicon);
      const added = insertions(examination, lexicon);
      const mistakes = [...mistakesOf(words, LOW_PHONE_GOP), ...added.map((entry) => insertionMistake(entry.heard))];
      const accuracyScore = clamp(10 * sentenceScore(CALIBRATION.sentence, features));
      const result: PronunciationResult = {
        heardSpeech: true,
        accuracyScore,
        transcription: transcriptionOf(words, examination, added),
        overallFeedback: overallFeedback(accuracyScore, mistakes),
        mistakes,
        strengths: strengthsOf(words, mistakes),
      };
      onProgress?.(100);
      return result;
    },

    async scoreSound(audio, word, targetSound) {
      const target = IPA_PHONES[targetSound] ?? targetSound.toUpperCase();
      const { slots, examination, speech } = await examine(audio, word);
      if (!speech) return { accuracyScore: 0, heardSpeech: false };
      const { words } = analyseClip(slots, examination, lexicon);
      const phones = words.flatMap((report) => report.phones);
      const targeted = phones.filter((phone) => phone.phone === target);
      const scored = targeted.length > 0 ? targeted : phones;
      if (scored.length === 0) return { accuracyScore: 0, heardSpeech: true };
      const gop = scored.reduce((sum, phone) => sum + phone.gop, 0) / scored.length;
      const accuracy = clamp(percentileAmong(CALIBRATION.correctPhoneGopQuantiles, gop));
      const substituted = words.some((report) => report.rule !== null && (RULES_OF[target] ?? []).includes(report.rule));
      return { accuracyScore: substituted ? Math.min(accuracy, 40) : accuracy, heardSpeech: true };
    },

    close: async () => {
      await Promise.all(engines.map((engine) => engine.close()));
    },
  };
}
