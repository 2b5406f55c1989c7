/**
 * Correct readings of the train texts by an American voice the scorer has
 * never heard: flite's rms (a statistical voice of an American English man),
 * not festival's kal and ked, which the phone network learns Brazilian
 * substitutions from, nor slt, which the tests read with. Each text is
 * examined as a learner's recording is, with the shipped phone network.
 * calibrate.ts keeps each Brazilian rule where it names at most its budget
 * of these words too, and reports what the whole scorer tells them, so a
 * learner who already sounds American is not told a Brazilian mistake.
 * Cached like the corpus's evidence: the decodes take minutes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PhoneNetwork, PRODUCTION_NETWORK } from '../acoustic/phone-network.ts';
import { trainingLexicon } from './training-lexicon.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from '../scoring/engine.ts';
import { wordEvidence, type WordEvidence } from '../scoring/evidence.ts';
import type { ClipSignals } from '../scoring/features.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { textFit } from '../scoring/text-fit.ts';
import type { Pcm16k } from '../types.ts';
import { decodeWav } from '../wav.ts';
import { storedLevels } from './evidence.ts';
import { wordStatistics, type WordStatistic } from '../scoring/measures/findings.ts';
import { hashOfDecodingRun } from './code-key.ts';
import { readShards, runMissingShards, shardFiles, shardTask, writeShard } from './shards.ts';

export const NATIVE_VOICE = 'rms';

export interface NativeReading extends ClipSignals {
  text: string;
  examination: Examination;
  words: WordEvidence[];
  measured: WordStatistic[];
}

/** The text read by flite's American voice, at 16 kHz as flite writes it (to a file: it cannot write to Node's stdout socket). */
function readNatively(text: string): Pcm16k {
  const dir = mkdtempSync(join(tmpdir(), 'juba-flite-'));
  try {
    execFileSync('flite', ['-voice', NATIVE_VOICE, '-t', text, '-o', join(dir, 'speech.wav')]);
    return decodeWav(new Uint8Array(readFileSync(join(dir, 'speech.wav'))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Changes with anything the stored evidence depends on: the code that reads,
 * examines and measures (every module this one runs, so a change to how
 * evidence is judged, not computed, keeps the cache), what it decodes with, the
 * network's weights, flite's version and the texts.
 */
function cacheKey(texts: readonly string[]): string {
  const hash = hashOfDecodingRun(import.meta.url);
  hash.update(readFileSync(PRODUCTION_NETWORK));
  // flite prints its version and exits 1.
  const flite = spawnSync('flite', ['--version'], { encoding: 'utf8' });
  if (flite.error) throw new Error(`flite did not run (${flite.error.message}): \`make calibrate\` installs it`);
  hash.update(flite.stdout);
  return hash
    .update(NATIVE_VOICE + texts.join('\n'))
    .digest('hex')
    .slice(0, 12);
}

/** Reads `texts` natively and examines each, into the shard file `out`. */
async function readShard(texts: readonly string[], out: string): Promise<void> {
  const lexicon = await trainingLexicon(texts);
  const engine = new Engine(modelPaths());
  const network = await PhoneNetwork.load();
  const lines: string[] = [];
  try {
    for (const [index, text] of texts.entries()) {
      const { samples } = readNatively(text);
      const slots = slotsOf(text, lexicon);
      const examination = await engine.examine(samples, slots, DEFAULT_WEIGHTS);
      const posteriors = await network.posteriors(samples);
      const words = wordEvidence(slots, examination, posteriors);
      const measured = wordStatistics(samples, examination.alignment, slots, lexicon);
      const signals = { levels: storedLevels(samples), textFit: textFit(slots, posteriors) };
      lines.push(JSON.stringify({ text, ...signals, examination, words, measured } satisfies NativeReading));
      if (index % 250 === 249) process.stderr.write(`  ${out}: ${index + 1}/${texts.length}\n`);
    }
  } finally {
    await Promise.all([engine.close(), network.close()]);
  }
  writeShard(out, lines);
}

/** Every text read natively and examined, in order, from the cache or read now in `workers` processes. */
export async function loadNativeReadings(texts: readonly string[], cacheDir: string, workers: number): Promise<NativeReading[]> {
  mkdirSync(cacheDir, { recursive: true });
  const stem = `${cacheDir}/native-${NATIVE_VOICE}-${cacheKey(texts)}`;
  const shards = shardFiles(stem, workers);
  // The children read the texts from the cache, beside the shards they are read into (the key covers the texts).
  const textsFile = `${stem}.texts.json`;
  if (!existsSync(textsFile)) writeShard(textsFile, [JSON.stringify(texts)]);
  await runMissingShards(
    import.meta.url,
    [textsFile],
    shards,
    `reading ${texts.length} texts with flite's ${NATIVE_VOICE} voice and examining them (cache: ${cacheDir})`,
  );
  return readShards<NativeReading>(shards);
}

// A shard's child process: read and examine its share of the texts.
const task = shardTask(import.meta.url);
if (task) await readShard(task.mine(JSON.parse(readFileSync(task.args[0]!, 'utf8')) as string[]), task.out);
