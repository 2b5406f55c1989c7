import { describe, expect, it } from 'vitest';
import { ENGLISH_LEVELS } from './english-level.ts';
import { looksEnglish, looksPortuguese } from './testing/language.ts';
import { LYRIC_LINE_COUNT, LYRIC_SONGS, lyricSongTitled } from './lyric-translate.ts';

describe('the warm-up songs', () => {
  it('has several songs per level, each with a unique id and title', () => {
    for (const level of ENGLISH_LEVELS) expect(LYRIC_SONGS.filter((s) => s.level === level).length, level).toBeGreaterThanOrEqual(2);
    expect(new Set(LYRIC_SONGS.map((s) => s.id)).size).toBe(LYRIC_SONGS.length);
    expect(new Set(LYRIC_SONGS.map((s) => s.title)).size).toBe(LYRIC_SONGS.length);
    for (const song of LYRIC_SONGS) expect(lyricSongTitled(song.title)).toBe(song);
  });

  it('gives every song exactly 10 lines of English, Portuguese and a phonetic rendering, none empty', () => {
    for (const song of LYRIC_SONGS) {
      expect(song.lines, song.id).toHaveLength(LYRIC_LINE_COUNT);
      for (const field of ['artist', 'source'] as const) expect(song[field].trim(), `${song.id}.${field}`).not.toBe('');
      expect(looksPortuguese(song.source), song.source).toBe(true);
      for (const line of song.lines) {
        for (const text of [line.english, line.portuguese, line.phonetic]) expect(text.trim(), song.id).not.toBe('');
        expect(line.phonetic, line.english).not.toBe(line.english);
      }
      // A lyric line can be too short to tell its language by; the song as a whole cannot.
      expect(looksEnglish(song.lines.map((l) => l.english).join(' ')), song.id).toBe(true);
    }
    expect(LYRIC_SONGS.flatMap((s) => s.lines.map((l) => l.portuguese)).filter((text) => !looksPortuguese(text))).toEqual([]);
  });

  it('says why each song may be shown: in the public domain, or written for Juba', () => {
    for (const song of LYRIC_SONGS) expect(song.source, song.id).toMatch(/domínio público|escrita para o Juba/);
  });
});
