/**
 * Controlled minimal pairs for tests: Debian's festival with the slt HTS voice
 * (clear enough for recognition) reads a text, sox makes it 16 kHz mono.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pcm16k } from '../types.ts';
import { decodeWav } from '../wav.ts';

export function synthesize(text: string): Pcm16k {
  const dir = mkdtempSync(join(tmpdir(), 'juba-festival-'));
  try {
    const raw = join(dir, 'raw.wav');
    const wav = join(dir, 'speech.wav');
    try {
      execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', raw], { input: text, stdio: ['pipe', 'ignore', 'pipe'] });
      // No dither: the same text gives the same samples, so scores are reproducible.
      execFileSync('sox', ['-D', raw, '-r', '16000', '-c', '1', '-b', '16', wav]);
    } catch (cause) {
      throw new Error('festival (festvox-us-slt-hts) or sox is missing: run `make system-deps`.', { cause });
    }
    return decodeWav(new Uint8Array(readFileSync(wav)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
