/**
 * The calibration's slow passes (decoding the corpus, measuring it, reading
 * its texts natively) split over child processes. Shard k of n takes every
 * n-th item from the k-th, so the shards are balanced, and writes one JSON
 * line per item to its own file, which is the cache; read back, the shards
 * interleave into the items' order.
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shard files of the cache `stem` (a path without extension) written by `workers` processes. */
export const shardFiles = (stem: string, workers: number): string[] => Array.from({ length: workers }, (_, shard) => `${stem}.${shard}-of-${workers}.jsonl`);

/**
 * Writes each missing shard of `files` in a child process running `module`
 * (its import.meta.url) with `args`; the child finds its share with
 * shardTask.
 */
export async function runMissingShards(module: string, args: readonly string[], files: readonly string[], describe: string): Promise<void> {
  const missing = files.flatMap((file, shard) => (existsSync(file) ? [] : [shard]));
  if (missing.length === 0) return;
  process.stderr.write(`${describe} in ${files.length} processes\n`);
  await Promise.all(
    missing.map(
      (shard) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(fileURLToPath(module), [...args, files[shard]!, String(shard), String(files.length)], { stdio: 'inherit' });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${describe}: shard ${shard} exited with ${code}`))));
        }),
    ),
  );
}

/** Shard `shard`'s share of `items` when `workers` processes split them: every `workers`-th from the `shard`-th. */
export const shareOf = <T>(items: readonly T[], shard: number, workers: number): T[] => items.filter((_, index) => index % workers === shard);

export interface ShardTask {
  /** The arguments runMissingShards was given. */
  args: string[];
  /** The shard file to write. */
  out: string;
  /** This shard's share of `items`. */
  mine<T>(items: readonly T[]): T[];
}

/** In a child process runMissingShards started from `module`: its task; null when `module` was imported rather than run. */
export function shardTask(module: string): ShardTask | null {
  if (process.argv[1] !== fileURLToPath(module)) return null;
  const argv = process.argv.slice(2);
  const [out, shard, workers] = argv.slice(-3) as [string, string, string];
  return { args: argv.slice(0, -3), out, mine: (items) => shareOf(items, Number(shard), Number(workers)) };
}

/** Writes a shard's lines at once, so a shard file is whole or absent. */
export function writeShard(out: string, lines: readonly string[]): void {
  writeFileSync(`${out}.partial`, lines.join('\n'));
  renameSync(`${out}.partial`, out);
}

/** Every shard's items, parsed, in the order of the items they were made from. */
export function readShards<T>(files: readonly string[]): T[] {
  const shards = files.map((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T),
  );
  const items: T[] = [];
  for (let index = 0; shards.some((lines) => index < lines.length); index++) for (const lines of shards) if (index < lines.length) items.push(lines[index]!);
  return items;
}
