/**
 * The voice-onset time of word-initial stressed /p t k/ on the corpus, for
 * words the experts scored perfect against words they scored 0-6: a check
 * that the measurement reads aspiration, not alignment noise.
 *
 *   tsx services/speech/src/calibration/vot-report.ts [--data <dir>] [--cache <dir>]
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadLexicon } from '../lexicon.ts';
import { modelPaths } from '../scoring/engine.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { measurementsOf } from '../scoring/measures/findings.ts';
import { readAudio, readCorpus } from './corpus.ts';
import { loadEvidence } from './evidence.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: `${root}../shared/data/speechocean762-train` },
    cache: { type: 'string', default: `${root}.cache/speech-evidence` },
  },
});

const lexicon = loadLexicon(modelPaths().dictionary);
const evidence = await loadEvidence(values.data!, values.cache!, 2);
const groups = { perfect: [] as number[], poor: [] as number[] };
for (const clip of readCorpus(values.data!)) {
  const found = evidence.get(clip.id);
  const slots = slotsOf(clip.text, lexicon);
  // A word's expert score belongs to it only where the texts match word for word.
  if (!found || slots.length !== clip.words.length) continue;
  const measured = measurementsOf(readAudio(values.data!, clip.id).samples, found.examination.alignment, slots, lexicon);
  for (const { slot, rule, statistic } of measured) {
    const accuracy = clip.words[slot]!.accuracy;
    if (rule !== 'aspiration' || (accuracy > 6 && accuracy < 10)) continue;
    groups[accuracy >= 10 ? 'perfect' : 'poor'].push(-statistic);
  }
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
for (const [name, vots] of Object.entries(groups)) {
  const measured = [...vots].sort((a, b) => a - b);
  const share = (test: (v: number) => boolean) => `${((100 * measured.filter(test).length) / Math.max(1, measured.length)).toFixed(1)}%`;
  console.log(
    `${name}: ${measured.length} measured; 0 ms ${share((v) => v === 0)}, ≤15 ms ${share((v) => v <= 15)}, ≤25 ms ${share((v) => v <= 25)}; ` +
      `p10 ${quantile(measured, 0.1)} p25 ${quantile(measured, 0.25)} median ${quantile(measured, 0.5)} p75 ${quantile(measured, 0.75)} p90 ${quantile(measured, 0.9)} ms`,
  );
}
