/**
 * What each Brazilian error's evidence looks like when the error was made:
 * the synthetic Brazilian readings (brazilian-readings.ts, written beside the
 * fold networks by acoustic-alignments.ts) examined as a learner's recording
 * is. The train split's Mandarin speakers make few of these errors, so the
 * readings serve twice: the phone models learn from them what a Brazilian
 * substitute sounds like (each phone labelled as an expert would score it:
 * 0 where festival said a substitute or dropped the phone, 2 elsewhere), and
 * calibrate.ts reports how many substituted words each rule's threshold
 * reaches (not how to set it: the README's "Spending the rules' budget" tells
 * why). Each reading is heard by the fold network that never heard it (a
 * reading takes the fold of the clip whose text it reads, as train.py
 * trains). The decodes take minutes, so they are cached like the corpus's
 * evidence.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { loadLexicon, type Lexicon } from '../lexicon.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from '../scoring/engine.ts';
import { wordEvidence, type WordEvidence } from '../scoring/evidence.ts';
import { slotsOf, type Slot } from '../scoring/grammar.ts';
import type { BrazilianRule } from '../types.ts';
import { hashOfCodeRun } from './code-key.ts';
import { readCorpus, type ExpertClip } from './corpus.ts';
import { outOfFoldPosteriors } from './network-posteriors.ts';
import { readShards, runMissingShards, shardFiles, shardTask, writeShard } from './shards.ts';

/** A line of brazilian-readings.jsonl: the reading of clip `id`'s text, its 16 kHz 16-bit audio and the words said with a substitution. */
interface ReadingRow {
  id: string;
  audioFile: string;
  rules: { word: string; rule: BrazilianRule }[];
}

export interface SyntheticWord {
  evidence: WordEvidence;
  /** The Brazilian error festival said the word with, if any. */
  rule: BrazilianRule | null;
  /** Per aligned phone, the experts' 0..2 it stands for; null where festival's reading says nothing sure of the phone. */
  phoneAccuracy: (number | null)[];
}

/** A synthetic reading, with the clip's fold (the reading's text's clip). */
export interface SyntheticReading {
  speaker: string;
  words: SyntheticWord[];
}

/**
 * The labels of a word's aligned phones (their canonical `positions`) when
 * festival said it with `rule` (null: as written): the substituted or dropped
 * phone wrong, the others right. An error that adds a vowel (i-school, bigi,
 * workid) says nothing of the canonical phones, nor does a rule the word
 * offers at more than one phone.
 */
export function phoneLabels(positions: readonly number[], slot: Slot, rule: BrazilianRule | null): (number | null)[] {
  if (rule === null) return positions.map(() => 2);
  const at = (slot.positions ?? []).flatMap((position, index) =>
    position.filter((alternative) => alternative.rule === rule).map((alternative) => ({ index, adds: alternative.phones.length > 1 })),
  );
  if (at.length !== 1 || at[0]!.adds) return positions.map(() => null);
  return positions.map((position) => (position === at[0]!.index ? 0 : 2));
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

/** Changes with the code that decodes, the dictionary and the readings. */
function cacheKey(networksDir: string): string {
  return hashOfCodeRun(import.meta.url)
    .update(readFileSync(modelPaths().dictionary))
    .update(readFileSync(readingsFile(networksDir)))
    .digest('hex')
    .slice(0, 12);
}

async function decodeShard(rows: readonly ReadingRow[], texts: ReadonlyMap<string, string>, out: string): Promise<void> {
  const lexicon = loadLexicon(modelPaths().dictionary);
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
 * Every synthetic reading, its words labelled (phoneLabels). A word the text
 * holds twice is left unlabelled, with no rule: festival said every
 * occurrence the way the reading's last choice for it was.
 */
export async function loadSyntheticReadings(
  dataDir: string,
  corpus: readonly ExpertClip[],
  folds: ReadonlyMap<string, number>,
  lexicon: Lexicon,
  networksDir: string,
  cacheDir: string,
  workers: number,
): Promise<SyntheticReading[]> {
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
  return rows.map((row) => {
    const slots = slotsOf(clips.get(row.id)!.text, lexicon);
    const written = slots.map((slot) => slot.written.toLowerCase());
    const rules = new Map(row.rules.map(({ word, rule }) => [word, rule]));
    const words = wordEvidence(slots, examinations.get(row.id)!, posteriors.get(row.id)!).map((evidence, index): SyntheticWord => {
      if (written.filter((word) => word === written[index]).length > 1 || !evidence.known)
        return { evidence, rule: null, phoneAccuracy: evidence.phones.map(() => null) };
      const rule = rules.get(written[index]!) ?? null;
      return {
        evidence,
        rule,
        phoneAccuracy: phoneLabels(
          evidence.phones.map((phone) => phone.position),
          slots[index]!,
          rule,
        ),
      };
    });
    return { speaker: clips.get(row.id)!.speaker, words };
  });
}

// A shard's child process: decode its share of the readings.
const task = shardTask(import.meta.url);
if (task) {
  const [dataDir, networksDir] = task.args as [string, string];
  const texts = new Map(readCorpus(dataDir).map((clip) => [clip.id, clip.text]));
  await decodeShard(task.mine(readRows(networksDir)), texts, task.out);
}
