/**
 * The decoder's evidence about each corpus clip (the examination the scorer
 * makes, plus frame energies), extracted once and cached: decoding the
 * 2,500 train clips takes minutes, fitting on the cache seconds. The cache is
 * keyed by the grammar and engine settings, so a change there re-extracts.
 * Besides the clips as read, a fifth of them are decoded against another
 * clip's text: what a reading of a different sentence looks like.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLexicon } from '../lexicon.ts';
import { DEFAULT_WEIGHTS, Engine, modelPaths, type Examination } from '../scoring/engine.ts';
import { alignmentGrammar, canonicalWordGrammar, errorDetectionGrammar, slotsOf } from '../scoring/grammar.ts';
import { frameLevels } from '../scoring/speech-activity.ts';
import { readAudio, readCorpus, type ExpertClip } from './corpus.ts';

export interface ClipEvidence {
  id: string;
  /** The text the clip was decoded against. */
  text: string;
  /** 10 ms frame energies in dB, one decimal. */
  levels: number[];
  examination: Examination;
}

/** Changes whenever what the decoder is asked changes (grammars of a fixed text, weights). */
function settingsKey(): string {
  const lexicon = loadLexicon(modelPaths().dictionary);
  const probe = slotsOf('the red thing is big and they think so', lexicon);
  return createHash('sha256')
    .update(alignmentGrammar(probe) + errorDetectionGrammar(probe, DEFAULT_WEIGHTS) + canonicalWordGrammar(probe) + JSON.stringify(DEFAULT_WEIGHTS))
    .digest('hex')
    .slice(0, 12);
}

/** A reading's frame energies as the caches keep them: one decimal. */
export const storedLevels = (samples: Int16Array): number[] => frameLevels(samples).map((level) => Math.round(level * 10) / 10);

export type Pairing = 'as-read' | 'mismatched';

/** The clips to decode, each with the text it is decoded against. */
function readings(clips: readonly ExpertClip[], pairing: Pairing): ExpertClip[] {
  if (pairing === 'as-read') return [...clips];
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
  const lexicon = loadLexicon(paths.dictionary);
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
  writeFileSync(`${out}.partial`, lines.join('\n'));
  renameSync(`${out}.partial`, out);
}

/** The cache's name for the evidence of `dataDir` decoded with today's grammars. */
function evidenceName(dataDir: string, pairing: Pairing): string {
  return `${dataDir.replace(/\/+$/, '').split('/').at(-1)}-${pairing}-${settingsKey()}`;
}

/** The evidence of every clip of `dataDir`, from the cache or decoded now in `workers` processes. */
export async function loadEvidence(dataDir: string, cacheDir: string, workers: number, pairing: Pairing = 'as-read'): Promise<Map<string, ClipEvidence>> {
  const clips = readings(readCorpus(dataDir), pairing);
  const name = evidenceName(dataDir, pairing);
  mkdirSync(cacheDir, { recursive: true });
  const shards = Array.from({ length: workers }, (_, shard) => `${cacheDir}/${name}.${shard}-of-${workers}.jsonl`);
  const missing = shards.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    process.stderr.write(`decoding ${clips.length} clips of ${dataDir} in ${workers} processes (cache: ${cacheDir})\n`);
    await Promise.all(
      shards.map((file, shard) =>
        existsSync(file)
          ? null
          : new Promise<void>((resolve, reject) => {
              const child = fork(fileURLToPath(import.meta.url), [dataDir, pairing, file, String(shard), String(workers)], { stdio: 'inherit' });
              child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`evidence shard ${shard} exited with ${code}`))));
            }),
      ),
    );
  }
  const evidence = new Map<string, ClipEvidence>();
  for (const file of shards) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const clip = JSON.parse(line) as ClipEvidence;
      evidence.set(clip.id, clip);
    }
  }
  return evidence;
}

// A shard's child process: decode every `workers`-th clip starting at `shard`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dataDir, pairing, out, shard, workers] = process.argv.slice(2) as [string, Pairing, string, string, string];
  const clips = readings(readCorpus(dataDir), pairing).filter((_, index) => index % Number(workers) === Number(shard));
  await extractShard(dataDir, clips, out);
}
