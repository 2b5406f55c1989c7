/**
 * The decoder's evidence about each corpus clip (the examination the scorer
 * makes, plus frame energies), extracted once and cached: decoding the
 * 2,500 train clips takes minutes, fitting on the cache seconds. The cache is
 * keyed by the code that builds the grammars and decodes, and the dictionary, so
 * a change there re-extracts.
 * Besides the clips as read, a fifth of them are decoded against another
 * clip's text: what a reading of a different sentence looks like; and
 * another fifth against their own text with a word added that was never
 * said (word-added.ts): what a reading that leaves a word out looks like.
 */
import { mkdirSync } from 'node:fs';
import { trainingLexicon } from './training-lexicon.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from '../scoring/engine.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { frameLevels } from '../scoring/speech-activity.ts';
import { readAudio, readCorpus, type ExpertClip } from './corpus.ts';
import { hashOfDecodingRun } from './code-key.ts';
import { FIT_ADDED_WORDS, withWordAdded } from './word-added.ts';
import { readShards, runMissingShards, shardFiles, shardTask, writeShard } from './shards.ts';

export interface ClipEvidence {
  id: string;
  /** The text the clip was decoded against. */
  text: string;
  /** 10 ms frame energies in dB, one decimal. */
  levels: number[];
  examination: Examination;
}

/**
 * Changes with anything the decodes depend on: the code that builds the
 * grammars and decodes (every module this one runs: a change of
 * brazilian-variants.ts re-decodes, though a fixed probe text's grammars
 * may not show it) and the decoder's model, dictionary and guesses.
 */
function settingsKey(): string {
  return hashOfDecodingRun(import.meta.url)
    .digest('hex')
    .slice(0, 12);
}

/** A reading's frame energies as the caches keep them: one decimal. */
export const storedLevels = (samples: Int16Array): number[] => frameLevels(samples).map((level) => Math.round(level * 10) / 10);

export type Pairing = 'as-read' | 'mismatched' | 'word-added';

/** The clips to decode, each with the text it is decoded against. */
function readings(clips: readonly ExpertClip[], pairing: Pairing): ExpertClip[] {
  if (pairing === 'as-read') return [...clips];
  if (pairing === 'word-added') {
    return clips.flatMap((clip, index) => {
      if (index % 5 !== 2) return [];
      const added = withWordAdded(clip.text, index % 2 ? FIT_ADDED_WORDS.content : FIT_ADDED_WORDS.function, Math.floor(index / 10));
      return added ? [{ ...clip, text: added.text }] : [];
    });
  }
  return clips.flatMap((clip, index) => {
    if (index % 5 !== 0) return [];
    const other = clips
      .slice(index + 1237)
      .concat(clips)
      .find((candidate) => candidate.text !== clip.text)!;
    return [{ ...clip, text: other.text }];
  });
}

async function extractShard(dataDir: string, clips: readonly ExpertClip[], out: string): Promise<void> {
  const paths = modelPaths();
  const lexicon = await trainingLexicon(clips.map((clip) => clip.text));
  const engine = new Engine(paths);
  const lines: string[] = [];
  try {
    for (const [index, clip] of clips.entries()) {
      const audio = readAudio(dataDir, clip.id);
      const examination = await engine.examine(audio.samples, slotsOf(clip.text, lexicon), DEFAULT_WEIGHTS);
      lines.push(JSON.stringify({ id: clip.id, text: clip.text, levels: storedLevels(audio.samples), examination } satisfies ClipEvidence));
      if (index % 100 === 99) process.stderr.write(`  ${out}: ${index + 1}/${clips.length}\n`);
    }
  } finally {
    await engine.close();
  }
  writeShard(out, lines);
}

/** The cache's name for the evidence of `dataDir` decoded with today's grammars. */
function evidenceName(dataDir: string, pairing: Pairing): string {
  return `${dataDir.replace(/\/+$/, '').split('/').at(-1)}-${pairing}-${settingsKey()}`;
}

/** The evidence of every clip of `dataDir`, from the cache or decoded now in `workers` processes. */
export async function loadEvidence(dataDir: string, cacheDir: string, workers: number, pairing: Pairing = 'as-read'): Promise<Map<string, ClipEvidence>> {
  mkdirSync(cacheDir, { recursive: true });
  const shards = shardFiles(`${cacheDir}/${evidenceName(dataDir, pairing)}`, workers);
  await runMissingShards(import.meta.url, [dataDir, pairing], shards, `decoding the clips of ${dataDir} (${pairing}; cache: ${cacheDir})`);
  return new Map(readShards<ClipEvidence>(shards).map((clip) => [clip.id, clip]));
}

// A shard's child process: decode its share of the clips.
const task = shardTask(import.meta.url);
if (task) {
  const [dataDir, pairing] = task.args as [string, Pairing];
  await extractShard(dataDir, task.mine(readings(readCorpus(dataDir), pairing)), task.out);
}
