/**
 * The pronunciation scorer: one examination per clip (forced alignment, free
 * phone loop, error-detecting alignment over the Brazilian substitutions) and
 * the phone network's posteriors over the same frames, judged by the models
 * fitted on speechocean762's experts (calibration/model.ts): what the learner
 * heard, the words to name or to practise, the accuracy and the fluency,
 * completeness and prosody scores.
 */
import { PhoneNetwork } from './acoustic/phone-network.ts';
import { THRESHOLDS } from './calibration/model.ts';
import { guessingLexicon } from './guessed-pronunciations.ts';
import { otherPronunciationsOf } from './homographs.ts';
import { loadLexicon, MAX_WORDS_READ, readingsOf, wordsOf, type Lexicon } from './lexicon.ts';
import { analyseClip, type AnalysedWord } from './scoring/analysis.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from './scoring/engine.ts';
import { insertionMistake, mistakesOf, NO_SPEECH_FEEDBACK, overallFeedback, strengthsOf, UNRECOGNISED_FEEDBACK } from './scoring/feedback.ts';
import { canonicalPhones, slotsOf, type Slot } from './scoring/grammar.ts';
import { likeliestReading } from './scoring/readings.ts';
import { measuredFindings } from './scoring/measures/findings.ts';
import { frameLevels, heardSpeech } from './scoring/speech-activity.ts';
import { spell } from './scoring/spelling.ts';
import { subScoresOf } from './scoring/sub-scores.ts';
import type { Pcm16k, PronunciationResult, PronunciationScorer, PronunciationScorerOptions } from './types.ts';

/** The lab's sounds (IPA as the spec writes them) in the model's phone set. */
const IPA_PHONES: Record<string, string> = { θ: 'TH', ð: 'DH', ɻ: 'R', ɹ: 'R', r: 'R', æ: 'AE' };

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Runs of free-loop speech phones outside every aligned word (an unknown word's unknown sounds included): words the learner added. */
function insertions(examination: Examination, lexicon: Lexicon): { frame: number; heard: string }[] {
  const covered = (examination.detection ?? []).filter((token) => token.kind === 'word' || token.kind === 'garbage');
  const inWord = (frame: number) => covered.some((token) => token.startFrame <= frame && frame <= token.endFrame);
  const found: { frame: number; heard: string }[] = [];
  let run: typeof examination.phoneLoop = [];
  const flush = () => {
    const frames = run.reduce((sum, segment) => sum + segment.endFrame - segment.startFrame + 1, 0);
    if (run.length >= 4 && frames >= 25)
      found.push({
        frame: run[0]!.startFrame,
        heard: spell(
          run.map((segment) => segment.word),
          lexicon,
        ),
      });
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

/** The words as heard, in the text's order, each added word before the first aligned word after it (an unknown word has no frames of its own). */
function transcriptionOf(words: readonly AnalysedWord[], added: readonly { frame: number; heard: string }[]): string {
  const pending = [...added].sort((a, b) => a.frame - b.frame);
  const heard: string[] = [];
  for (const word of words) {
    if (word.evidence.known) while (pending.length > 0 && pending[0]!.frame < word.evidence.startFrame) heard.push(pending.shift()!.heard);
    if (word.heard !== null) heard.push(word.verdict.kind === 'practice' ? `${word.heard} (?)` : word.heard);
  }
  return [...heard, ...pending.map((entry) => entry.heard)].join(' ');
}

export async function createPronunciationScorer(opts: PronunciationScorerOptions = {}): Promise<PronunciationScorer> {
  const paths = modelPaths(opts.modelDir, opts.dictionaryPath);
  const guessing = guessingLexicon(loadLexicon(paths.dictionary));
  // Each engine holds its own native decoders; concurrent clips go round-robin across them.
  const engines = Array.from({ length: Math.max(1, opts.decoders ?? 1) }, () => new Engine(paths));
  const network = await PhoneNetwork.load();
  let turn = 0;

  /** `onStep` after each of the three decodes. */
  async function examine(audio: Pcm16k, text: string, onStep?: () => void) {
    const words = wordsOf(text).length;
    // The service refuses such a text first (diagnostics' target-text.ts): this keeps a caller that did not from holding a decoder for minutes.
    if (words > MAX_WORDS_READ) throw new RangeError(`the text holds ${words} words to read, more than ${MAX_WORDS_READ}`);
    // A learner's text may hold words CMUdict lacks: guessed here, as the fitting guesses the train split's (calibration/training-lexicon.ts).
    const lexicon = await guessing.guessFor(text);
    const engine = engines[turn++ % engines.length]!;
    // The usual reading first (wordsOf's words), then others said differently; each reading's slots are built once
    // (readingsOf compares readings by their phones, and the kept ones are aligned).
    const slotsByReading = new WeakMap<readonly string[], Slot[]>();
    const saidAs = (reading: readonly string[]) => {
      const slots = slotsByReading.get(reading) ?? slotsOf(text, lexicon, reading);
      slotsByReading.set(reading, slots);
      return slots;
    };
    const samePhones = (reading: readonly string[]) => JSON.stringify(saidAs(reading).map((slot) => slot.positions && canonicalPhones(slot.positions)));
    const readings = readingsOf(text, samePhones, (word) => otherPronunciationsOf(word, lexicon)).map(saidAs);
    // The free loop does not depend on the text: it starts while the reading is chosen.
    const loop = engine.phoneLoop(audio.samples);
    // The network's features are worked out on this thread: only once the free loop has started on its own.
    const hearing = new Promise((resolve) => setImmediate(resolve)).then(() => network.posteriors(audio.samples));
    // A number read another common way ("two fifty" for $2.50), a word in capitals read another way (I love IT, the I.C.U.),
    // or a word CMUdict says two ways (read, live) is aligned as the network heard it read: one reading is aligned, not two.
    const choosing = readings.length > 1 ? hearing.then((posteriors) => likeliestReading(readings, posteriors)) : Promise.resolve(0);
    const examining = choosing.then((heard) => engine.examine(audio.samples, readings[heard]!, DEFAULT_WEIGHTS, onStep, loop));
    // The loop is awaited here too, so that it is never left unheard when the choice fails.
    const [heard, examination, posteriors] = await Promise.all([choosing, examining, hearing, loop]);
    const slots = readings[heard]!;
    const speech = heardSpeech(audio.samples, examination.phoneLoop);
    return { slots, lexicon, analysis: speech ? analyseClip(slots, examination, posteriors, frameLevels(audio.samples), lexicon) : null, examination };
  }

  return {
    async analyze(audio, targetText, onProgress) {
      let progress = 10;
      onProgress?.(progress);
      const { slots, lexicon, analysis, examination } = await examine(audio, targetText, () => onProgress?.((progress += 25)));
      if (!analysis) {
        onProgress?.(100);
        return { heardSpeech: false, accuracyScore: 0, transcription: '', overallFeedback: NO_SPEECH_FEEDBACK, mistakes: [], strengths: [], subScores: null };
      }
      if (!analysis.recognised) {
        onProgress?.(100);
        return { heardSpeech: true, accuracyScore: 0, transcription: '', overallFeedback: UNRECOGNISED_FEEDBACK, mistakes: [], strengths: [], subScores: null };
      }
      const { words, judgement } = analysis;
      const added = insertions(examination, lexicon);
      const mistakes = [...mistakesOf(words), ...added.map((entry) => insertionMistake(entry.heard))];
      // What the decoder cannot hear (aspiration, vowel length, word stress), measured on the aligned audio.
      mistakes.push(...measuredFindings(audio.samples, examination.alignment, slots, lexicon, mistakes, THRESHOLDS.measured));
      const accuracyScore = clamp(10 * judgement.sentence.accuracy);
      const result: PronunciationResult = {
        heardSpeech: true,
        accuracyScore,
        transcription: transcriptionOf(words, added),
        overallFeedback: overallFeedback(accuracyScore, mistakes),
        mistakes,
        // A word the dictionary does not know (and espeak-ng could not guess) is never judged, so it is not praised either.
        strengths: strengthsOf(
          words.filter((word) => word.evidence.known),
          mistakes,
        ),
        subScores: subScoresOf(judgement.sentence, words.filter((word) => word.verdict.kind !== 'omission').length / Math.max(1, words.length)),
      };
      onProgress?.(100);
      return result;
    },

    async scoreSound(audio, word, targetSound) {
      const target = IPA_PHONES[targetSound] ?? targetSound.toUpperCase();
      const { analysis } = await examine(audio, word);
      if (!analysis) return { accuracyScore: 0, heardSpeech: false };
      if (!analysis.recognised) return { accuracyScore: 0, heardSpeech: true };
      // The sound model's probability that the target sound was said right, or the whole word's sounds' when it
      // lacks the sound: the lab asks whether the sound is right, and the sound model learned Brazilian
      // substitutions too, which the train split's speakers seldom make (services/speech/README.md).
      const { phones } = analysis.judgement;
      const judged = analysis.words.flatMap((word, w) => word.evidence.phones.map((phone, p) => ({ phone: phone.phone, right: phones[w]![p]!.sound })));
      const targeted = judged.filter((entry) => entry.phone === target);
      const scored = targeted.length > 0 ? targeted : judged;
      if (scored.length === 0) return { accuracyScore: 0, heardSpeech: true };
      const right = scored.reduce((sum, entry) => sum + entry.right, 0) / scored.length;
      return { accuracyScore: clamp(100 * right), heardSpeech: true };
    },

    close: async () => {
      await Promise.all([...engines.map((engine) => engine.close()), network.close()]);
    },
  };
}
