/**
 * speechocean762 as the fitting reads it (Junbo Zhang et al., Interspeech
 * 2021, https://www.openslr.org/101, CC BY 4.0): the experts' scores of each
 * clip and its audio, and the speaker-grouped folds every figure is
 * cross-validated on (a speaker's clips never sit on both sides).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Pcm16k } from '../types.ts';
import { decodeWav } from '../wav.ts';

interface ExpertWord {
  text: string;
  /** 0..10: 10 perfect, 7-9 accented, 4-6 under 30% of phones wrong, 0-3 worse. */
  accuracy: number;
  /** 0..10 */
  stress: number;
  /** CMU phones with stress digits. */
  phones: string[];
  /** Per phone, 0..2 (2 correct, 1 accented, 0 wrong or missing); null where the corpus could not match them. */
  'phones-accuracy': number[] | null;
}

export interface ExpertClip {
  id: string;
  speaker: string;
  text: string;
  /** Sentence-level scores, 0..10. */
  accuracy: number;
  completeness: number;
  fluency: number;
  prosodic: number;
  /** How exact the sentence-level scores are (the train split's README). */
  tier: 'exact' | 'high' | 'low';
  words: ExpertWord[];
}

export const TIERS = ['exact', 'high', 'low'] as const;

export function readCorpus(dir: string): ExpertClip[] {
  return readFileSync(`${dir}/scores.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const row = JSON.parse(line) as ExpertClip;
      return { ...row, tier: row.tier ?? 'exact' };
    });
}

/** A clip's audio: the dev set's WAV, or the train split's FLAC through sox. */
export function readAudio(dir: string, id: string): Pcm16k {
  const wav = `${dir}/audio/${id}.wav`;
  if (existsSync(wav)) return decodeWav(new Uint8Array(readFileSync(wav)));
  const bytes = execFileSync('sox', [`${dir}/audio/${id}.flac`, '-t', 'wav', '-b', '16', '-'], { maxBuffer: 64 * 1024 * 1024 });
  return decodeWav(new Uint8Array(bytes));
}

/** Speakers dealt round-robin into `folds` folds, in sorted order, so the split is the same on every run. */
export function speakerFolds(clips: readonly { speaker: string }[], folds: number): Map<string, number> {
  const speakers = [...new Set(clips.map((clip) => clip.speaker))].sort();
  return new Map(speakers.map((speaker, index) => [speaker, index % folds]));
}
