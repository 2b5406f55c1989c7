/**
 * The Brazilian errors measured on the audio (scoring/measures/findings.ts:
 * aspiration, /i/ length, word stress) on every clip of the corpus, and their
 * thresholds fitted like the substitutions' margins: each rule may name at
 * most a budgeted share of the words the experts scored perfect. Measuring
 * reads each clip's audio again and tracks pitch, so it is cached like the
 * decoder's evidence, keyed by the alignments and the measures' code.
 */
import { mkdirSync } from 'node:fs';
import { trainingLexicon } from './training-lexicon.ts';
import type { DecisionThresholds, MeasuredRule } from '../scoring/decision.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { wordStatistics, type WordStatistic } from '../scoring/measures/findings.ts';
import { readAudio } from './corpus.ts';
import type { LabelledClip } from './dataset.ts';
import { hashOfCodeRun } from './code-key.ts';
import { loadEvidence, type ClipEvidence } from './evidence.ts';
import { auc, thresholdAllowing } from './separation.ts';
import { readShards, runMissingShards, shardFiles, shardTask, writeShard, type ShardTask } from './shards.ts';

/** One target word's measurement: larger is stronger evidence of the rule's error. */
const RULES: readonly MeasuredRule[] = ['aspiration', 'i-ih', 'stress'];
/** A stress is named only when another syllable outweighs the stressed one (a statistic above 0), whatever the budget allows. */
const FLOOR: Partial<Record<MeasuredRule, number>> = { stress: 1e-9 };
/** What a threshold means, for the printout. */
const MEANING: Record<MeasuredRule, (threshold: number) => string> = {
  aspiration: (t) => `named when the voice-onset time is at most ${(-t).toFixed(1)} ms`,
  'i-ih': (t) => `named when the stressed /i/ lasts at most ${(1 - t).toFixed(2)} of the clip's mean phone`,
  stress: (t) => `named when another syllable is at least ${t.toFixed(2)} more prominent than the stressed one`,
};

/** The code that measures: wordStatistics and every module it runs. */
const measuringCode = new URL('../scoring/measures/findings.ts', import.meta.url).href;

/** Changes whenever the alignments or the code that measures them change. */
function measuresKey(evidence: ReadonlyMap<string, ClipEvidence>): string {
  const hash = hashOfCodeRun(measuringCode);
  for (const [id, clip] of [...evidence].sort(([a], [b]) => a.localeCompare(b))) hash.update(id + clip.text + JSON.stringify(clip.examination.alignment));
  return hash.digest('hex').slice(0, 12);
}

/** Measures `task`'s share of the clips, in the order of their ids. */
async function measureShard(dataDir: string, cacheDir: string, workers: number, task: ShardTask): Promise<void> {
  const evidence = [...(await loadEvidence(dataDir, cacheDir, workers)).values()].sort((a, b) => a.id.localeCompare(b.id));
  const mine = task.mine(evidence);
  const lexicon = await trainingLexicon(mine.map((clip) => clip.text));
  const lines = mine.map((clip, index) => {
    const samples = readAudio(dataDir, clip.id).samples;
    const statistics = wordStatistics(samples, clip.examination.alignment, slotsOf(clip.text, lexicon), lexicon);
    if (index % 250 === 249) process.stderr.write(`  ${task.out}: ${index + 1}/${mine.length}\n`);
    return JSON.stringify({ id: clip.id, statistics });
  });
  writeShard(task.out, lines);
}

/** Each clip's measurements (clip id → its words' statistics), from the cache or measured now in `workers` processes. */
export async function loadMeasurements(dataDir: string, cacheDir: string, workers: number): Promise<Map<string, WordStatistic[]>> {
  const name = `${dataDir.replace(/\/+$/, '').split('/').at(-1)}-measured-${measuresKey(await loadEvidence(dataDir, cacheDir, workers))}`;
  mkdirSync(cacheDir, { recursive: true });
  const shards = shardFiles(`${cacheDir}/${name}`, workers);
  await runMissingShards(
    import.meta.url,
    [dataDir, cacheDir, String(workers)],
    shards,
    `measuring aspiration, /i/ length and stress on ${dataDir} (cache: ${cacheDir})`,
  );
  return new Map(readShards<{ id: string; statistics: WordStatistic[] }>(shards).map((clip) => [clip.id, clip.statistics]));
}

interface ScoredStatistic {
  statistic: number;
  accuracy: number;
  stress: number;
}

/** Each rule's statistics on the words the experts scored, with their scores. */
export function scoredStatistics(
  measurements: ReadonlyMap<string, readonly WordStatistic[]>,
  clips: readonly LabelledClip[],
): Map<MeasuredRule, ScoredStatistic[]> {
  const byRule = new Map<MeasuredRule, ScoredStatistic[]>(RULES.map((rule) => [rule, []]));
  for (const c of clips) {
    for (const { slot, rule, statistic } of measurements.get(c.clip.id) ?? []) {
      const accuracy = c.words[slot]?.accuracy;
      // A word's expert scores belong to it only where the texts matched (accuracy known).
      if (accuracy === null || accuracy === undefined) continue;
      byRule.get(rule)!.push({ statistic, accuracy, stress: c.clip.words[slot]!.stress });
    }
  }
  return byRule;
}

const isPerfect = (rule: MeasuredRule) => (word: ScoredStatistic) => word.accuracy >= 10 && (rule !== 'stress' || word.stress >= 10);
const percent = (part: number, whole: number) => `${part} of ${whole} (${((100 * part) / Math.max(1, whole)).toFixed(1)}%)`;

/**
 * Per rule, the smallest threshold at which at most `budget` of the perfect
 * words it applies to (accuracy 10; for stress also stress 10) would be named,
 * and at most `budget` of the words of the native readings (`native`);
 * with `report`, prints what each threshold names.
 */
export function fitMeasuredThresholds(
  measurements: ReadonlyMap<string, readonly WordStatistic[]>,
  clips: readonly LabelledClip[],
  native: readonly WordStatistic[],
  budget: number,
  report = false,
): DecisionThresholds['measured'] {
  const thresholds: DecisionThresholds['measured'] = {};
  for (const [rule, words] of scoredStatistics(measurements, clips)) {
    const perfect = words.filter(isPerfect(rule));
    const poor = words.filter((word) => word.accuracy <= 6);
    if (perfect.length === 0) continue;
    const nativeStatistics = native.filter((word) => word.rule === rule).map((word) => word.statistic);
    const threshold = Math.max(
      thresholdAllowing(
        perfect.map((word) => word.statistic),
        budget * perfect.length,
        FLOOR[rule] ?? -Infinity,
      ),
      thresholdAllowing(nativeStatistics, budget * nativeStatistics.length, -Infinity),
    );
    thresholds[rule] = threshold;
    if (!report) continue;
    const named = (list: readonly ScoredStatistic[]) => list.filter((word) => word.statistic >= threshold).length;
    console.log(
      `measured ${rule}: applies to ${words.length} scored words; threshold ${threshold.toFixed(3)} (${MEANING[rule](threshold)}); names ${percent(named(perfect), perfect.length)} perfect, ${percent(named(poor), poor.length)} scored 0-6, ${percent(nativeStatistics.filter((statistic) => statistic >= threshold).length, nativeStatistics.length)} of the native readings' words; AUC 0-6 against perfect ${auc(
        poor.map((w) => w.statistic),
        perfect.map((w) => w.statistic),
      ).toFixed(3)}`,
    );
    if (rule === 'stress') {
      const misstressed = words.filter((word) => word.stress < 10);
      const stressed = words.filter((word) => word.stress >= 10);
      console.log(
        `  stress scored below 10 against 10, AUC ${auc(
          misstressed.map((w) => w.statistic),
          stressed.map((w) => w.statistic),
        ).toFixed(3)} (${misstressed.length} against ${stressed.length} words); names ${percent(named(misstressed), misstressed.length)} scored below 10`,
      );
    }
  }
  return thresholds;
}

/** The words the measured findings name at `thresholds`: clip id → slots. */
export function measuredNames(
  measurements: ReadonlyMap<string, readonly WordStatistic[]>,
  thresholds: DecisionThresholds['measured'],
): Map<string, Set<number>> {
  return new Map(
    [...measurements].map(([id, statistics]) => [
      id,
      new Set(statistics.filter(({ rule, statistic }) => statistic >= (thresholds[rule] ?? Infinity)).map(({ slot }) => slot)),
    ]),
  );
}

// A shard's child process: measure its share of the clips.
const task = shardTask(import.meta.url);
if (task) {
  const [dataDir, cacheDir, workers] = task.args as [string, string, string];
  await measureShard(dataDir, cacheDir, Number(workers), task);
}
