import { describe, expect, it } from 'vitest';
import { lyricSongTitled } from '@juba/contracts/lyric-translate';
import { WARMUP_SONGS } from './bank.ts';

describe("the daily plan's warm-up songs", () => {
  it('are songs the warm-up screen has, at their own level, several per level', () => {
    for (const [level, songs] of Object.entries(WARMUP_SONGS)) {
      expect(songs.length, level).toBeGreaterThanOrEqual(2);
      for (const { song, artist } of songs) expect(lyricSongTitled(song), song).toMatchObject({ level, artist });
    }
  });
});
