/**
 * Fits the scorer on speechocean762's train split and writes the fitted model
 * into model.ts (`make calibrate`):
 *   tsx services/speech/src/calibration/calibrate.ts [--data <dir>] [--cache <dir>] [--networks <dir>] [--workers <n>] [--predictions <file>] [--dry-run]
 * Every figure is cross-validated: 5 folds with each speaker's clips in one
 * fold, the decision thresholds chosen on the out-of-fold predictions for the
 * false-alarm budget below, then every model refitted on all clips. The phone
 * network's evidence comes from the fold networks of `make acoustic-model`
 * (--networks), each run on the speakers it never heard.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { excessOf, marginsFor, substitutionEvidence, surpriseOfEvidence, verdictOf, type DecisionThresholds } from '../scoring/decision.ts';
import type { WordEvidence } from '../scoring/evidence.ts';
import { CLIP_FEATURES, PHONE_FEATURES, WORD_FEATURES } from '../scoring/features.ts';
import { judgeClip, judgePhones, type ClipJudgement } from '../scoring/judge.ts';
import { readAudio, readCorpus, speakerFolds, TIERS } from './corpus.ts';
import { labelClips, type LabelledClip } from './dataset.ts';
import { loadEvidence } from './evidence.ts';
import {
  describeFigures,
  describeLab,
  describeLeftOut,
  describeNative,
  figuresOf,
  type Figures,
  type FitFigures,
  type JudgedClip,
  type LabFigures,
  type LeftOutFigures,
  leftOutFigures,
  type NativeFigures,
  normalWord,
} from './figures.ts';
import { fitScorerModel, POOR_WORD, RIGHT_PHONE, WRONG_PHONE } from './fit.ts';
import { outOfFoldPosteriors } from './network-posteriors.ts';
import { fitMeasuredThresholds, loadMeasurements, measuredNames } from './measured.ts';
import { loadNativeReadings, NATIVE_VOICE, type NativeReading } from './native-readings.ts';
import { pearson } from './linear.ts';
import { auc, rarityOf, stored, thresholdAllowing } from './separation.ts';
import { loadSyntheticErrors, replacedPhone } from './synthetic-errors.ts';
import { trainingLexicon } from './training-lexicon.ts';
import { addedWordIndex, FIT_ADDED_WORDS } from './word-added.ts';
import { wordsOf } from '../lexicon.ts';

const FOLDS = 5;
/** The issue's must-reach limits for the words named: perfect words named at most, named words scored below 10 at least. */
const FALSE_ALARM_LIMIT = 0.03;
const PRECISION_FLOOR = 0.5;
/** Of the correct words a Brazilian error applies to (substitutionModels, fitMeasuredThresholds), the shares its rule may name, tried largest first. */
const RULE_BUDGETS = [0.01, 0.005, 0.0025, 0.001];
/** The issue's must-reach share of words scored 0-6 named or marked. */
const RECALL_FLOOR = 0.3;
/** Readings of the right text that may be refused as unrecognised. */
const READING_REJECT_BUDGET = 0.005;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: `${root}../shared/data/speechocean762-train` },
    cache: { type: 'string', default: `${root}.cache/speech-evidence` },
    networks: { type: 'string', default: `${root}.cache/acoustic-model` },
    workers: { type: 'string', default: '2' },
    predictions: { type: 'string', default: `${root}.cache/speech-predictions.jsonl` },
    metrics: { type: 'string', default: `${root}../shared/tools/pronunciation-metrics.mjs` },
    'dry-run': { type: 'boolean', default: false },
  },
});

const corpus = readCorpus(values.data!);
const lexicon = await trainingLexicon(corpus.map((clip) => clip.text));
const folds = speakerFolds(corpus, FOLDS);
const posteriors = await outOfFoldPosteriors(corpus, folds, values.networks!, (id) => readAudio(values.data!, id).samples);
const clips = labelClips(corpus, await loadEvidence(values.data!, values.cache!, Number(values.workers)), posteriors, lexicon);
const mismatchedEvidence = await loadEvidence(values.data!, values.cache!, Number(values.workers), 'mismatched');
const mismatched = labelClips(
  corpus.flatMap((clip) => {
    const found = mismatchedEvidence.get(clip.id);
    return found ? [{ ...clip, text: found.text }] : [];
  }),
  mismatchedEvidence,
  posteriors,
  lexicon,
);

// Readings that leave a word out: clips decoded against their text with a word added that was never said (evidence.ts),
// only that word scored: 0, as the experts score a word left out.
const wordAddedEvidence = await loadEvidence(values.data!, values.cache!, Number(values.workers), 'word-added');
const wordAdded = corpus.flatMap((clip) => {
  const found = wordAddedEvidence.get(clip.id);
  if (!found) return [];
  const at = addedWordIndex(clip.text, found.text);
  const added = { text: wordsOf(found.text)[at]!, accuracy: 0, stress: 0, phones: [], 'phones-accuracy': null };
  const words = [...clip.words.slice(0, at), added, ...clip.words.slice(at)];
  return (
    labelClips([{ ...clip, text: found.text, words }], wordAddedEvidence, posteriors, lexicon)
      // A reading whose words could not be matched to the experts' (none today) has no word scored: it teaches nothing.
      .filter((c) => c.words[at]?.accuracy === 0)
      .map((c) => ({
        ...c,
        words: c.words.map((word, w) => (w === at ? word : { ...word, accuracy: null, phoneAccuracy: word.phoneAccuracy.map(() => null) })),
      }))
  );
});
/** The word a reading of `wordAdded` left out: the one word scored. */
const leftOutIndex = (c: LabelledClip) => c.words.findIndex((word) => word.accuracy !== null);

// Correct readings by an American voice no model heard (native-readings.ts): they bound every rule's thresholds below,
// and each is judged by one fold's models, as a learner's reading is.
const native = await loadNativeReadings(
  corpus.map((clip) => clip.text),
  values.cache!,
  Number(values.workers),
);
const nativeWords = native.flatMap((reading) => reading.words);
const nativeStatistics = native.flatMap((reading) => reading.measured);
const nativeJudged = new Map<NativeReading, ClipJudgement>();

// Brazilian errors said by festival's diphone voices (synthetic-errors.ts): the lab's sound model learns the phones they
// replaced as wrong, each reading in the fold of the clip whose text it reads, as train.py's networks do.
const syntheticErrors = await loadSyntheticErrors(values.data!, corpus, folds, lexicon, values.networks!, values.cache!, Number(values.workers));
const speakerOf = new Map(corpus.map((clip) => [clip.id, clip.speaker]));
const substituted = syntheticErrors.flatMap((error) => {
  const position = replacedPhone(error);
  return position === null ? [] : [{ ...error, position, fold: folds.get(speakerOf.get(error.id)!)! }];
});

// Out-of-fold judgements: every clip judged by models that never heard its speaker; the lab's sound model and the phone
// model's P(right) on the phones experts scored right and on the substituted phones, out of fold too.
const outOfFold = new Map<LabelledClip, ClipJudgement>();
/** Each model's out-of-fold P(right): of the substituted sounds said right and said as a Brazilian would; of every phone the experts scored right and wrong. */
const labGroups = () => ({ right: [] as number[], substituted: [] as number[], expertRight: [] as number[], expertWrong: [] as number[] });
const labScores = { sound: labGroups(), phoneRight: labGroups() };
const substitutedSounds = new Set(substituted.map(({ evidence, position }) => evidence.phones[position]!.phone));
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (c: LabelledClip) => folds.get(c.clip.speaker) === fold;
  const model = fitScorerModel(
    clips.filter((c) => !inFold(c)),
    {
      mismatched: mismatched.filter((c) => !inFold(c)),
      wordAdded: wordAdded.filter((c) => !inFold(c)),
      substituted: substituted.filter((s) => s.fold !== fold),
    },
  );
  for (const c of [...clips, ...mismatched, ...wordAdded].filter(inFold)) {
    outOfFold.set(
      c,
      judgeClip(
        c.words.map((w) => w.evidence),
        c.examination,
        c,
        model,
      ),
    );
  }
  for (const c of clips.filter(inFold)) {
    const { phones } = outOfFold.get(c)!;
    for (const [w, word] of c.words.entries()) {
      for (const [p, accuracy] of word.phoneAccuracy.entries()) {
        if (accuracy === null || (accuracy >= WRONG_PHONE && accuracy < RIGHT_PHONE)) continue;
        const group = accuracy < WRONG_PHONE ? 'expertWrong' : 'expertRight';
        labScores.sound[group].push(phones[w]![p]!.sound);
        labScores.phoneRight[group].push(phones[w]![p]!.right);
        if (group === 'expertWrong' || !substitutedSounds.has(word.evidence.phones[p]!.phone)) continue;
        labScores.sound.right.push(phones[w]![p]!.sound);
        labScores.phoneRight.right.push(phones[w]![p]!.right);
      }
    }
  }
  for (const { words, evidence, position } of substituted.filter((s) => s.fold === fold)) {
    const judged = judgePhones(words, model)[words.indexOf(evidence)]![position]!;
    labScores.sound.substituted.push(judged.sound);
    labScores.phoneRight.substituted.push(judged.right);
  }
  native.forEach((reading, index) => {
    if (index % FOLDS === fold) nativeJudged.set(reading, judgeClip(reading.words, reading.examination, reading, model));
  });
  process.stderr.write(`fold ${fold + 1}/${FOLDS} fitted\n`);
}

// The reading threshold comes first: a refused reading names nothing, so the word threshold is chosen without its words.
const readingScores = clips.map((c) => outOfFold.get(c)!.reading).sort((a, b) => a - b);
const reading = readingScores[Math.floor(READING_REJECT_BUDGET * readingScores.length)]! - 1e-9;
const refused = (c: LabelledClip) => outOfFold.get(c)!.reading < reading;

const scoredWords = clips.flatMap((c) =>
  c.words.map((word, w) => ({
    id: c.clip.id,
    w,
    word,
    poor: outOfFold.get(c)!.poor[w]!,
    phones: outOfFold.get(c)!.phones[w]!,
    refused: refused(c),
  })),
);
const expertWords = scoredWords.filter(({ word, poor }) => word.accuracy !== null && poor !== null);
const perfectCount = scoredWords.filter(({ word }) => word.accuracy !== null && word.accuracy >= 10).length;

const measurements = await loadMeasurements(values.data!, values.cache!, Number(values.workers));

/**
 * Each Brazilian rule's evidence model (scoring/decision.ts) when it may name
 * at most `ruleBudget` of the correct words it applies to, the perfect words
 * and the native readings' words taken together (one share of the larger
 * sample: a rare rule's threshold then rests on more than its two or three
 * highest words of either set): how rarely these correct words show each
 * kind of evidence, and the threshold on the two surprises together.
 */
function substitutionModels(ruleBudget: number): DecisionThresholds['substitution'] {
  const models: DecisionThresholds['substitution'] = {};
  for (const rule of [...new Set(expertWords.flatMap(({ word }) => word.evidence.offered))].sort()) {
    const perfect = expertWords.filter(({ word }) => word.accuracy! >= 10 && word.evidence.offered.includes(rule)).map(({ word }) => word.evidence);
    const words = [...perfect, ...nativeWords.filter((word) => word.offered.includes(rule))];
    const margins = words.map((word) => marginsFor(word, rule));
    const decoder = rarityOf(
      margins.map((margin) => margin.decoderMargin),
      words.length,
    );
    const network = rarityOf(
      margins.map((margin) => margin.networkMargin),
      words.length,
    );
    const surprises = words.flatMap((word) =>
      substitutionEvidence(word).flatMap((sign) => (sign.rule === rule ? [surpriseOfEvidence(sign, { decoder, network, threshold: 0 })] : [])),
    );
    const threshold = thresholdAllowing(surprises, ruleBudget * words.length, 0);
    models[rule] = { decoder, network, threshold };
  }
  return models;
}

/**
 * The rules' thresholds for `ruleBudget` (substitutionModels, and the measured
 * errors'), and the word threshold that then finds the most poor words while
 * staying within the must-reach false alarms and precision.
 */
function thresholdsFor(ruleBudget: number) {
  const substitution = substitutionModels(ruleBudget);
  // The errors measured on the audio (aspiration, /i/ length, stress), fitted the same way.
  const measured = fitMeasuredThresholds(measurements, clips, nativeStatistics, ruleBudget);
  const byMeasurement = measuredNames(measurements, measured);
  const named = expertWords.map((entry) => ({
    accuracy: entry.word.accuracy!,
    poor: entry.poor!,
    refused: entry.refused,
    always:
      verdictOf(entry.word.evidence, entry.poor, entry.phones, { poorWord: 2, substitution, measured: {}, reading: 0 }).kind === 'substitution' ||
      byMeasurement.get(entry.id)!.has(entry.w),
  }));
  const poorCount = named.filter((entry) => entry.accuracy <= POOR_WORD).length;
  const candidates = [...new Set(named.map((entry) => Number(entry.poor.toFixed(3))))].sort((x, y) => x - y);
  let best = { poorWord: 1, recall: -1, precision: 0, falseAlarms: 0 };
  for (const poorWord of candidates) {
    const flagged = named.filter((entry) => !entry.refused && (entry.always || entry.poor >= poorWord));
    const falseAlarms = flagged.filter((entry) => entry.accuracy >= 10).length / perfectCount;
    const precision = flagged.filter((entry) => entry.accuracy < 10).length / Math.max(1, flagged.length);
    const recall = flagged.filter((entry) => entry.accuracy <= POOR_WORD).length / poorCount;
    if (falseAlarms <= FALSE_ALARM_LIMIT && precision >= PRECISION_FLOOR && recall > best.recall) best = { poorWord, recall, precision, falseAlarms };
  }
  return { substitution, measured, byMeasurement, ...best };
}

// The most room for the Brazilian rules that still leaves the word model its must-reach recall; the strictest budget otherwise.
const choices = RULE_BUDGETS.map((ruleBudget) => ({ ruleBudget, ...thresholdsFor(ruleBudget) }));
const choice = choices.find((candidate) => candidate.recall >= RECALL_FLOOR) ?? choices.at(-1)!;
const { ruleBudget, substitution, measured, byMeasurement: namedByMeasurement, poorWord } = choice;
fitMeasuredThresholds(measurements, clips, nativeStatistics, ruleBudget, true);
const thresholds: DecisionThresholds = { poorWord, substitution, measured, reading };

// Each heard rule's reach on speech that makes its error: the synthetic Brazilian readings' (above), the share of each
// rule's errors whose evidence reaches the rule's threshold. The train split's speakers seldom make these errors.
const syntheticReach = Object.entries(substitution).map(([rule, model]) => {
  const errors = syntheticErrors.filter((error) => error.rule === rule);
  const named = errors.filter(({ evidence }) => substitutionEvidence(evidence).some((sign) => sign.rule === rule && excessOf(sign, model!) >= 0));
  return { rule, errors: errors.length, share: named.length / Math.max(1, errors.length) };
});
const mismatchedRefused = mismatched.filter(refused).length / Math.max(1, mismatched.length);

/** What the readings that leave out a word of `kind` are told, out of fold, by the word verdicts (the measured errors, which name stress or aspiration, left aside). */
function leftOutOf(kind: keyof typeof FIT_ADDED_WORDS): LeftOutFigures {
  const bank: readonly string[] = FIT_ADDED_WORDS[kind];
  const readings = wordAdded.filter((c) => bank.includes(normalWord(c.words[leftOutIndex(c)]!.evidence.written)));
  return leftOutFigures(
    readings.map((c) => {
      if (refused(c)) return { refused: true, named: false, marked: false };
      const w = leftOutIndex(c);
      const judgement = outOfFold.get(c)!;
      const verdict = verdictOf(c.words[w]!.evidence, judgement.poor[w]!, judgement.phones[w]!, thresholds).kind;
      return { refused: false, named: verdict === 'omission', marked: verdict !== 'omission' && verdict !== 'fine' };
    }),
  );
}
const leftOut = { content: leftOutOf('content'), function: leftOutOf('function') };

/** The words a reader is told about, as the scorer decides: none in a reading refused as unrecognised. */
function namedOf(judgement: ClipJudgement, words: readonly WordEvidence[], namedByMeasure: ReadonlySet<number>): boolean[] {
  return words.map(
    (word, w) =>
      judgement.reading >= reading && (verdictOf(word, judgement.poor[w]!, judgement.phones[w]!, thresholds).kind !== 'fine' || namedByMeasure.has(w)),
  );
}
const namedWords = (c: LabelledClip) =>
  namedOf(
    outOfFold.get(c)!,
    c.words.map((word) => word.evidence),
    namedByMeasurement.get(c.clip.id)!,
  );

const nativeByMeasurement = measuredNames(new Map(native.map((r) => [r.text, r.measured])), measured);
const nativeNamed = native.map((r) => namedOf(nativeJudged.get(r)!, r.words, nativeByMeasurement.get(r.text)!));
const nativeFigures: NativeFigures = {
  voice: NATIVE_VOICE,
  readings: native.length,
  refused: native.filter((r) => nativeJudged.get(r)!.reading < reading).length / native.length,
  withNamed: nativeNamed.filter((named) => named.some(Boolean)).length / native.length,
  wordsNamed: nativeNamed.flat().filter(Boolean).length / Math.max(1, nativeWords.length),
};

function judged(c: LabelledClip): JudgedClip {
  const judgement = outOfFold.get(c)!;
  const named = namedWords(c);
  const zero = { accuracy: 0, fluency: 0, prosodic: 0, completeness: 0 };
  return {
    expert: { accuracy: c.clip.accuracy, fluency: c.clip.fluency, prosodic: c.clip.prosodic, completeness: c.clip.completeness },
    ours: refused(c) ? zero : judgement.sentence,
    words: c.words.flatMap((word, w) => (word.accuracy === null ? [] : [{ accuracy: word.accuracy, named: named[w]! }])),
  };
}

const overall = figuresOf(clips.map(judged));
const byTier = Object.fromEntries(TIERS.map((tier) => [tier, figuresOf(clips.filter((c) => c.clip.tier === tier).map(judged))])) as Record<
  (typeof TIERS)[number],
  Figures
>;
const phonePairs = clips.flatMap((c) =>
  c.words.flatMap((word, w) =>
    word.phoneAccuracy.flatMap((accuracy, p) => {
      if (accuracy === null) return [];
      const j = outOfFold.get(c)!.phones[w]![p]!;
      return [[j.score, accuracy] as const];
    }),
  ),
);
const phonePearson = pearson(
  phonePairs.map(([ours]) => ours),
  phonePairs.map(([, theirs]) => theirs),
);
const wordAuc = auc(
  expertWords.filter(({ word }) => word.accuracy! <= POOR_WORD).map(({ poor }) => poor!),
  expertWords.filter(({ word }) => word.accuracy! >= 10).map(({ poor }) => poor!),
);
const lab: LabFigures = {
  right: labScores.sound.right.length,
  substituted: labScores.sound.substituted.length,
  soundAuc: auc(labScores.sound.right, labScores.sound.substituted),
  phoneRightAuc: auc(labScores.phoneRight.right, labScores.phoneRight.substituted),
  soundExpertAuc: auc(labScores.sound.expertRight, labScores.sound.expertWrong),
  phoneRightExpertAuc: auc(labScores.phoneRight.expertRight, labScores.phoneRight.expertWrong),
};

const speakers = new Set(clips.map((c) => c.clip.speaker)).size;
console.log(`speechocean762 train split: ${clips.length} clips, ${speakers} speakers, ${expertWords.length} scored words, ${phonePairs.length} scored phones`);
console.log(
  `${FOLDS}-fold cross-validation, speakers grouped; thresholds chosen for the most recall within ${(100 * FALSE_ALARM_LIMIT).toFixed(1)}% false alarms and ${(100 * PRECISION_FLOOR).toFixed(0)}% precision, each Brazilian rule naming at most ${(100 * ruleBudget).toFixed(2)}% of the correct words it applies to (${choices.map((c) => `${(100 * c.ruleBudget).toFixed(2)}%: recall ${(100 * c.recall).toFixed(1)}%, precision ${(100 * c.precision).toFixed(1)}%, false alarms ${(100 * c.falseAlarms).toFixed(1)}%`).join('; ')}): word ${thresholds.poorWord.toFixed(3)}; substitutions named at a surprise (decoder and network together) of ${Object.entries(
    thresholds.substitution,
  )
    .map(([rule, model]) => `${rule} ${model!.threshold.toFixed(2)}`)
    .join(', ')}`,
);
console.log(
  `synthetic Brazilian errors whose evidence reaches their rule's threshold (festival's kal and ked, each reading heard by the fold network that never heard it): ${syntheticReach
    .map(({ rule, errors, share }) => `${rule} ${(100 * share).toFixed(0)}% of ${errors}`)
    .join(', ')}; mean over the rules ${((100 * syntheticReach.reduce((sum, { share }) => sum + share, 0)) / Math.max(1, syntheticReach.length)).toFixed(1)}%`,
);
console.log(`phone accuracy, Pearson r: ${phonePearson.toFixed(3)}; word mispronounced (0-6) against perfect, AUC: ${wordAuc.toFixed(3)}`);
console.log(
  `readings of another sentence refused as unrecognised: ${(100 * mismatchedRefused).toFixed(1)}% of ${mismatched.length} (readings of the right text refused: ${((100 * clips.filter(refused).length) / clips.length).toFixed(1)}%)`,
);
console.log(describeLab(lab));
console.log(describeNative(nativeFigures));
for (const [kind, figures] of Object.entries(leftOut)) console.log(describeLeftOut(kind, figures));
console.log(describeFigures('all tiers', overall));
for (const tier of TIERS) console.log(describeFigures(`tier ${tier}`, byTier[tier]));

writeFileSync(
  values.predictions!,
  clips
    .map((c) => {
      const named = namedWords(c);
      const accuracyScore = refused(c) ? 0 : Math.round(10 * outOfFold.get(c)!.sentence.accuracy);
      return JSON.stringify({ id: c.clip.id, accuracyScore, namedWords: c.words.filter((_, w) => named[w]).map((word) => word.evidence.written) });
    })
    .join('\n'),
);
try {
  console.log(`\n${values.metrics} on the out-of-fold predictions (${values.predictions}):`);
  console.log(execFileSync(process.execPath, [values.metrics!, values.predictions!, `${values.data}/scores.jsonl`], { encoding: 'utf8' }).trim());
} catch (error) {
  console.log(`  not run: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
}

if (!values['dry-run']) {
  const model = fitScorerModel(clips, { mismatched, wordAdded, substituted });
  const round = (value: unknown): unknown =>
    typeof value === 'number'
      ? stored(value)
      : Array.isArray(value)
        ? value.map(round)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, round(v)]))
          : value;
  const figures: FitFigures = {
    ...(round({ overall, byTier, phonePearson, wordAuc, mismatchedRefused, native: nativeFigures, lab, leftOut }) as Pick<
      FitFigures,
      'overall' | 'byTier' | 'phonePearson' | 'wordAuc' | 'mismatchedRefused' | 'native' | 'lab' | 'leftOut'
    >),
    clips: clips.length,
    speakers,
    folds: FOLDS,
    falseAlarmLimit: FALSE_ALARM_LIMIT,
    precisionFloor: PRECISION_FLOOR,
  };
  const source = `// Generated by \`make calibrate\` (services/speech/src/calibration/calibrate.ts); do not edit by hand.
// Fitted on speechocean762 (Junbo Zhang et al., Interspeech 2021, https://www.openslr.org/101), licensed
// CC BY 4.0: the whole train split, ${clips.length} clips of ${speakers} speakers.
import type { DecisionThresholds } from '../scoring/decision.ts';
import type { ScorerModel } from '../scoring/judge.ts';
import type { FitFigures } from './figures.ts';

/** The feature lists the models were fitted on, in order (the scorer checks it computes the same). */
export const FITTED_FEATURES = ${JSON.stringify({ phone: PHONE_FEATURES, word: WORD_FEATURES, clip: CLIP_FEATURES })};

export const SCORER_MODEL: ScorerModel = ${JSON.stringify(round(model))};

export const THRESHOLDS: DecisionThresholds = ${JSON.stringify(round(thresholds))};

/** Cross-validated figures of this fit (${FOLDS} folds, speakers grouped), printed by \`make bench\`. */
export const FIGURES: FitFigures = ${JSON.stringify(figures, null, 2)};
`;
  writeFileSync(fileURLToPath(new URL('./model.ts', import.meta.url)), source);
  console.log('\nwrote services/speech/src/calibration/model.ts');
}
