import { PhoneNetwork } from './acoustic/phone-network.ts';
import { loadLexicon } from './lexicon.ts';
import { THRESHOLDS } from './calibration/model.ts';
import { createPronunciationScorer } from './scorer.ts';
import { PAIRS } from './testing/brazilian-pairs.ts';
import { synthesize } from './testing/festival.ts';
import { Engine, DEFAULT_WEIGHTS, modelPaths } from './scoring/engine.ts';
import { wordEvidence } from './scoring/evidence.ts';
import { slotsOf } from './scoring/grammar.ts';
import { marginsFor, surpriseOfEvidence } from './scoring/decision.ts';

const scorer = await createPronunciationScorer();
const engine = new Engine(modelPaths());
const network = await PhoneNetwork.load();
const lexicon = loadLexicon(modelPaths().dictionary);
for (const pair of PAIRS) {
  const out: string[] = [];
  for (const audio of [synthesize(pair.text), synthesize(pair.text, { [pair.word]: pair.said })]) {
    const slots = slotsOf(pair.text, lexicon);
    const ex = await engine.examine(audio.samples, slots, DEFAULT_WEIGHTS);
    const w = wordEvidence(slots, ex, await network.posteriors(audio.samples))[slots.findIndex((s) => s.written === pair.word)]!;
    const model = (THRESHOLDS.substitution as Record<string, any>)[pair.rule];
    const m = marginsFor(w, pair.rule);
    const s = model ? surpriseOfEvidence({ rule: pair.rule, phones: [], ...m }, model) : NaN;
    const r = await scorer.analyze(audio, pair.text);
    const named = r.mistakes.filter((x) => x.word === pair.word).map((x) => `${x.rule ?? x.kind}`).join(',');
    out.push(`dec ${m.decoderMargin.toFixed(1)} net ${m.networkMargin.toFixed(2)} s ${s.toFixed(2)} acc ${r.accuracyScore} [${named}]`);
  }
  console.log(`${pair.rule}:${pair.word} thr ${((THRESHOLDS.substitution as Record<string, any>)[pair.rule]?.threshold ?? NaN).toFixed(2)} | right ${out[0]} | wrong ${out[1]}`);
}
await scorer.close(); await engine.close(); await network.close();
