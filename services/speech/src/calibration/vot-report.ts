/**
 * The voice-onset time of word-initial stressed /p t k/ on the corpus, for
 * words the experts scored perfect against words they scored 0-6: a check
 * that the measurement reads aspiration, not alignment noise.
 *
 *   tsx services/speech/src/calibration/vot-report.ts [--data <dir>] [--cache <dir>]
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readCorpus } from './corpus.ts';
import { labelClips } from './dataset.ts';
import { loadEvidence } from './evidence.ts';
import { loadMeasurements, scoredStatistics } from './measured.ts';
import { trainingLexicon } from './training-lexicon.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: `${root}../shared/data/speechocean762-train` },
    cache: { type: 'string', default: `${root}.cache/speech-evidence` },
  },
});

// The measurements make calibrate caches, on the words whose expert scores matched (the phone network's posteriors are not needed).
const corpus = readCorpus(values.data!);
const clips = labelClips(corpus, await loadEvidence(values.data!, values.cache!, 2), new Map(), await trainingLexicon(corpus.map((clip) => clip.text)));
const aspiration = scoredStatistics(await loadMeasurements(values.data!, values.cache!, 2), clips).get('aspiration')!;
const groups = {
  perfect: aspiration.filter((word) => word.accuracy >= 10).map((word) => -word.statistic),
  poor: aspiration.filter((word) => word.accuracy <= 6).map((word) => -word.statistic),
};

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
for (const [name, vots] of Object.entries(groups)) {
  const measured = [...vots].sort((a, b) => a - b);
  const share = (test: (v: number) => boolean) => `${((100 * measured.filter(test).length) / Math.max(1, measured.length)).toFixed(1)}%`;
  console.log(
    `${name}: ${measured.length} measured; 0 ms ${share((v) => v === 0)}, ≤15 ms ${share((v) => v <= 15)}, ≤25 ms ${share((v) => v <= 25)}; ` +
      `p10 ${quantile(measured, 0.1)} p25 ${quantile(measured, 0.25)} median ${quantile(measured, 0.5)} p75 ${quantile(measured, 0.75)} p90 ${quantile(measured, 0.9)} ms`,
  );
}
