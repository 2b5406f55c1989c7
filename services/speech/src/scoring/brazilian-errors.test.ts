/**
 * Festival minimal pairs for every Brazilian error Juba names (festival told
 * to say the word as a Brazilian would, in CMUdict phones). For every error:
 * the evidence tells the pair apart (the error-detecting decode chooses the
 * substitution for the mistaken reading only; a measured error measures
 * larger on it), and the correct reading is not flagged. End to end, the
 * mistaken reading is named, and its word judged likelier mispronounced,
 * where the evidence models fitted on speechocean762 (calibration/model.ts)
 * let its rule speak, the decoder's and the phone network's evidence taken
 * together: the others are withheld because correct speech, non-native or
 * native, produces the same evidence too often (services/speech/README.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneNetwork } from '../acoustic/phone-network.ts';
import { loadLexicon } from '../lexicon.ts';
import { THRESHOLDS } from '../calibration/model.ts';
import { createPronunciationScorer } from '../scorer.ts';
import { PAIRS, type Pair } from '../testing/brazilian-pairs.ts';
import { synthesize } from '../testing/festival.ts';
import type { BrazilianRule, Pcm16k, PronunciationScorer } from '../types.ts';
import { analyseClip } from './analysis.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths } from './engine.ts';
import { wordEvidence } from './evidence.ts';
import { slotsOf } from './grammar.ts';
import { measurementsOf } from './measures/findings.ts';
import { frameLevels } from './speech-activity.ts';

let scorer: PronunciationScorer;
let engine: Engine;
let network: PhoneNetwork;
const lexicon = loadLexicon(modelPaths().dictionary);
beforeAll(async () => {
  scorer = await createPronunciationScorer();
  engine = new Engine(modelPaths());
  network = await PhoneNetwork.load();
});
afterAll(async () => {
  await scorer.close();
  await engine.close();
  await network.close();
});

const MEASURED = new Set<BrazilianRule>(['aspiration', 'stress']);

/** The pairs (rule:word) the fitted thresholds name end to end (make calibrate on the train split). */
const NAMED_AT_FITTED_THRESHOLDS = new Set([
  'h-r:red',
  'h-r:very',
  'h-drop:home',
  'i-ih:seat',
  'uh-uw:book',
  'd-jh:different',
  'ae-aa:cat',
  'th-t:think',
  's-cluster:school',
  'epenthesis:big',
  'aspiration:pin',
]);

/**
 * Named, but not judged likelier mispronounced by the word model, which has
 * too little of this error on the train split to learn what it costs a
 * word: it has no opinion on either reading, both far under the chance at
 * which it marks a word (festival's *ischool* and *school* 0.004 and
 * 0.007, against 0.60). *bigi* was here too until the word model learnt
 * from words left out: it now puts *bigi* at 0.065 against *big*'s 0.018.
 */
const NAMED_WITHOUT_WORD_MODEL = new Set(['s-cluster:school']);

/** The word model's probability that the experts would score the pair's word 0-6 in a reading. */
async function mispronouncedOf(audio: Pcm16k, { text, word }: Pair): Promise<number> {
  const slots = slotsOf(text, lexicon);
  const examination = await engine.examine(audio.samples, slots, DEFAULT_WEIGHTS);
  const { judgement } = analyseClip(slots, examination, await network.posteriors(audio.samples), frameLevels(audio.samples), lexicon);
  return judgement.poor[slots.findIndex((s) => s.written === word)]!;
}

/** The word's evidence of `rule` in a reading: did the decode choose it, or how large is its measurement. */
async function evidenceOf(audio: Pcm16k, { rule, text, word }: Pair): Promise<number> {
  const slots = slotsOf(text, lexicon);
  const examination = await engine.examine(audio.samples, slots, DEFAULT_WEIGHTS);
  const slot = slots.findIndex((s) => s.written === word);
  if (MEASURED.has(rule)) {
    const measured = measurementsOf(audio.samples, examination.alignment, slots, lexicon).find((m) => m.slot === slot && m.rule === rule);
    return measured?.statistic ?? -Infinity;
  }
  const evidence = wordEvidence(slots, examination, await network.posteriors(audio.samples))[slot]!;
  return evidence.detected === 'variant' && evidence.variant?.rule === rule ? 1 : 0;
}

describe('Brazilian errors on festival minimal pairs', () => {
  it.each(PAIRS)('$rule: the evidence tells $word from *$heard*', async (pair) => {
    const right = await evidenceOf(synthesize(pair.text), pair);
    const wrong = await evidenceOf(synthesize(pair.text, { [pair.word]: pair.said }), pair);
    expect(wrong).toBeGreaterThan(right);
  });

  it.each(PAIRS)('$rule: the correct reading of $word is not flagged, and named as *$heard* when the fitted threshold lets the rule speak', async (pair) => {
    const { rule, text, word, said, heard } = pair;
    const [rightAudio, wrongAudio] = [synthesize(text), synthesize(text, { [word]: said })];
    const right = await scorer.analyze(rightAudio, text);
    const wrong = await scorer.analyze(wrongAudio, text);
    expect(right.mistakes.filter((m) => m.word === word && m.rule === rule)).toEqual([]);
    if (NAMED_AT_FITTED_THRESHOLDS.has(`${rule}:${word}`)) {
      expect(wrong.mistakes).toContainEqual(expect.objectContaining({ word, rule, heard }));
      // The word model scores the word (the sentence score moves by less than its rounding for one phone of a synthetic voice);
      // a measured error is not among its inputs, so it need only not make the correct reading look worse.
      const [rightPoor, wrongPoor] = [await mispronouncedOf(rightAudio, pair), await mispronouncedOf(wrongAudio, pair)];
      if (MEASURED.has(rule)) expect(wrongPoor).toBeGreaterThanOrEqual(rightPoor - 0.01);
      else if (NAMED_WITHOUT_WORD_MODEL.has(`${rule}:${word}`)) expect(Math.max(rightPoor, wrongPoor)).toBeLessThan(THRESHOLDS.poorWord / 10);
      else expect(wrongPoor).toBeGreaterThan(rightPoor);
    } else {
      // Withheld: the learner is not told a substitution the evidence cannot back on real non-native speech.
      expect(wrong.mistakes.filter((m) => m.word === word && m.rule === rule)).toEqual([]);
    }
  });

  it('words a misplaced stress with the syllables of the written word', async () => {
    const text = 'The hospital was here';
    const audio = synthesize(text, { hospital: 'HH AO0 S P IY1 T AA0 L' });
    const slots = slotsOf(text, lexicon);
    const { alignment } = await engine.examine(audio.samples, slots, DEFAULT_WEIGHTS);
    expect(measurementsOf(audio.samples, alignment, slots, lexicon).find((m) => m.rule === 'stress')?.mistake).toMatchObject({
      kind: 'stress',
      issue: 'Você acentuou *hos-PI-tal*; o acento é em *HOS-pi-tal*',
      suggestion: expect.stringMatching(/\*HOS-pi-tal\*/),
    });
  });
});
