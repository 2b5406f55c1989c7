import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readShards, shardFiles, shareOf, writeShard } from './shards.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'juba-shards-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a cache written in shards', () => {
  it.each([1, 2, 3])('reads back every item, in order, when %i processes wrote it', (workers) => {
    for (const length of [0, 1, 2, 5, 7]) {
      const items = Array.from({ length }, (_, index) => ({ index, text: `reading ${index}` }));
      const files = shardFiles(join(dir, `cache-${length}`), workers);
      for (const [shard, file] of files.entries())
        writeShard(
          file,
          shareOf(items, shard, workers).map((item) => JSON.stringify(item)),
        );
      expect(readShards(files)).toEqual(items);
    }
  });

  it('splits the items evenly and leaves no partial file behind', () => {
    const items = Array.from({ length: 7 }, (_, index) => index);
    expect([0, 1].map((shard) => shareOf(items, shard, 2))).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5],
    ]);
    const [file] = shardFiles(join(dir, 'cache'), 1);
    writeShard(file!, ['1']);
    expect(existsSync(file!)).toBe(true);
    expect(readdirSync(dir)).toEqual(['cache.0-of-1.jsonl']);
  });
});
