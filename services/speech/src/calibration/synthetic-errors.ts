/**
 * What each Brazilian error's evidence looks like when the error was made:
 * the synthetic Brazilian readings (brazilian-readings.ts, written beside the
 * fold networks by acoustic-alignments.ts) examined as a learner's recording
 * is, every substituted word kept with the rule it was said with. The train
 * split's Mandarin speakers make few of these errors, so calibrate.ts reports
 * how many of them each rule's threshold reaches (not how to set it: the
 * README's "Spending the rules' budget" tells why). Each
 * reading is heard by the fold network that never heard it (a reading takes
 * the fold of the clip whose text it reads, as train.py trains). The decodes
 * take minutes, so they are cached like the corpus's evidence.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Lexicon } from '../lexicon.ts';
import { trainingLexicon } from './training-lexicon.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from '../scoring/engine.ts';
import { wordEvidence, type WordEvidence } from '../scoring/evidence.ts';
import { positionsOf } from '../scoring/brazilian-variants.ts';
import { slotsOf } from '../scoring/grammar.ts';
import type { BrazilianRule } from '../types.ts';
import { hashOfDecodingRun } from './code-key.ts';
import { readCorpus, type ExpertClip } from './corpus.ts';
import { outOfFoldPosteriors } from './network-posteriors.ts';
import { readShards, runMissingShards, shardFiles, shardTask, writeShard } from './shards.ts';

/** A line of brazilian-readings.jsonl: the reading of clip `id`'s text, its 16 kHz 16-bit audio and the words said with a substitution. */
interface ReadingRow {
  id: string;
  audioFile: string;
  rules: { word: string; rule: BrazilianRule }[];
}

export interface SyntheticError {
  /** The clip whose text the reading reads. */
  id: string;
  rule: BrazilianRule;
  evidence: WordEvidence;
  /** Every word of the reading, the word said with the error among them. */
  words: WordEvidence[];
}

const readingsFile = (networksDir: string) => `${networksDir}/brazilian-readings.jsonl`;

const readRows = (networksDir: string): ReadingRow[] =>
  readFileSync(readingsFile(networksDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReadingRow);

/** A reading's samples as festival and sox wrote them (raw, little-endian). */
function readRaw(file: string): Int16Array {
  const bytes = readFileSync(file);
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** Changes with the code that decodes, what it decodes with and the readings. */
function cacheKey(networksDir: string): string {
  return hashOfDecodingRun(import.meta.url)
    .update(readFileSync(readingsFile(networksDir)))
    .digest('hex')
    .slice(0, 12);
}

async function decodeShard(rows: readonly ReadingRow[], texts: ReadonlyMap<string, string>, out: string): Promise<void> {
  const lexicon = await trainingLexicon([...texts.values()]);
  const engine = new Engine(modelPaths());
  const lines: string[] = [];
  try {
    for (const [index, row] of rows.entries()) {
      const examination = await engine.examine(readRaw(row.audioFile), slotsOf(texts.get(row.id)!, lexicon), DEFAULT_WEIGHTS);
      lines.push(JSON.stringify({ id: row.id, examination }));
      if (index % 250 === 249) process.stderr.write(`  ${out}: ${index + 1}/${rows.length}\n`);
    }
  } finally {
    await engine.close();
  }
  writeShard(out, lines);
}

/**
 * Every word a synthetic reading said with a Brazilian substitution, with its
 * evidence. A word the text holds twice is left out: festival said every
 * occurrence the way the reading's last choice for it was.
 */
export async function loadSyntheticErrors(
  dataDir: string,
  corpus: readonly ExpertClip[],
  folds: ReadonlyMap<string, number>,
  lexicon: Lexicon,
  networksDir: string,
  cacheDir: string,
  workers: number,
): Promise<SyntheticError[]> {
  mkdirSync(cacheDir, { recursive: true });
  const shards = shardFiles(`${cacheDir}/brazilian-readings-${cacheKey(networksDir)}`, workers);
  await runMissingShards(import.meta.url, [dataDir, networksDir], shards, `examining the synthetic Brazilian readings of ${networksDir} (cache: ${cacheDir})`);
  const examinations = new Map(readShards<{ id: string; examination: Examination }>(shards).map((line) => [line.id, line.examination]));
  const clips = new Map(corpus.map((clip) => [clip.id, clip]));
  const rows = readRows(networksDir).filter((row) => clips.has(row.id));
  const audioFiles = new Map(rows.map((row) => [row.id, row.audioFile]));
  const posteriors = await outOfFoldPosteriors(
    rows.map((row) => ({ id: row.id, speaker: clips.get(row.id)!.speaker })),
    folds,
    networksDir,
    (id) => readRaw(audioFiles.get(id)!),
  );
  return rows.flatMap((row) => {
    const slots = slotsOf(clips.get(row.id)!.text, lexicon);
    const words = wordEvidence(slots, examinations.get(row.id)!, posteriors.get(row.id)!);
    return row.rules.flatMap(({ word, rule }) => {
      const said = words.filter((evidence) => evidence.written.toLowerCase() === word);
      return said.length === 1 ? [{ id: row.id, rule, evidence: said[0]!, words }] : [];
    });
  });
}

/**
 * The aligned phone an error said as one other sound or left unsaid; null
 * where the rule says more than one sound there (a vowel added after it or
 * before it, -ed as a syllable) or the word offers the rule at more than one
 * phone.
 */
export function replacedPhone(error: SyntheticError): number | null {
  const canonical = error.evidence.phones.map((phone) => phone.phone);
  const replaced = positionsOf(error.evidence.written, canonical).flatMap((alternatives, p) =>
    alternatives.some((alternative) => alternative.rule === error.rule && alternative.phones.length <= 1) ? [p] : [],
  );
  return replaced.length === 1 ? replaced[0]! : null;
}

// A shard's child process: decode its share of the readings.
const task = shardTask(import.meta.url);
if (task) {
  const [dataDir, networksDir] = task.args as [string, string];
  const texts = new Map(readCorpus(dataDir).map((clip) => [clip.id, clip.text]));
  await decodeShard(task.mine(readRows(networksDir)), texts, task.out);
}
