/**
 * Controlled minimal pairs for tests: Debian's festival with the slt HTS voice
 * (clear enough for recognition) reads a text, sox makes it 16 kHz mono.
 * `said` makes it read words as given (CMUdict phones with stress digits),
 * which is how a test says a Brazilian mistake: { ticket: 'CH IH1 K AH0 T' },
 * { develop: 'D IY1 V EH0 L AH0 P' }.
 *
 * The phone network learns what Brazilian substitutions sound like from
 * festival's two diphone voices (`synthesizeReadings`, with the phones'
 * timings), never from slt, so the tests' voice stays one it has not heard.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syllabify } from '../scoring/measures/syllables.ts';
import type { Stress } from '../stress-lexicon.ts';
import type { Pcm16k } from '../types.ts';
import { decodeWav } from '../wav.ts';

/** A festival lexicon entry: syllables of its phone set (CMUdict's, with the unstressed schwa 'ax'), each with its stress. */
function lexiconEntry(word: string, marked: string): string {
  const tokens = marked.trim().split(/\s+/);
  const phones = tokens.map((token) => token.replace(/\d$/, ''));
  const stresses = tokens.map((token): Stress => (/\d$/.test(token) ? (Number(token.at(-1)) as 0 | 1 | 2) : null));
  const festivalPhone = (index: number) => (tokens[index] === 'AH0' ? 'ax' : phones[index]!.toLowerCase());
  const syllables = syllabify(phones, stresses).map((syllable) => {
    const said = Array.from({ length: syllable.end - syllable.start }, (_, i) => festivalPhone(syllable.start + i));
    return `((${said.join(' ')}) ${syllable.stress === 0 ? 0 : 1})`;
  });
  return `(lex.add.entry '("${word.toLowerCase()}" nil (${syllables.join(' ')})))`;
}

const lexiconEntries = (said: Record<string, string>) => Object.entries(said).map(([word, marked]) => lexiconEntry(word, marked));

export function synthesize(text: string, said: Record<string, string> = {}): Pcm16k {
  const dir = mkdtempSync(join(tmpdir(), 'juba-festival-'));
  try {
    const raw = join(dir, 'raw.wav');
    const wav = join(dir, 'speech.wav');
    const setup = join(dir, 'setup.scm');
    writeFileSync(setup, ['(voice_cmu_us_slt_arctic_hts)', ...lexiconEntries(said)].join('\n'));
    try {
      execFileSync('text2wave', ['-eval', setup, '-o', raw], { input: text, stdio: ['pipe', 'ignore', 'pipe'] });
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

export type DiphoneVoice = 'kal_diphone' | 'ked_diphone';

export interface Reading {
  text: string;
  said: Record<string, string>;
  voice: DiphoneVoice;
  /** festival's Duration_Stretch: above 1 is slower. */
  stretch: number;
  /** sox's pitch shift in cents (it moves the formants too, as a smaller vocal tract does). */
  cents: number;
}

/** A phone festival said (CMUdict's, SIL for a pause) and when it ends, in seconds. */
export interface TimedPhone {
  phone: string;
  end: number;
}

const CMU_OF_FESTIVAL: Record<string, string> = { ax: 'AH', pau: 'SIL' };

/** Reads every reading in one festival process, writing `<dir>/<index>.raw` (16 kHz 16-bit mono) and returning each reading's phones. */
export function synthesizeReadings(readings: readonly Reading[], dir: string): TimedPhone[][] {
  const script = readings.flatMap((reading, index) => [
    `(voice_${reading.voice})`,
    `(Parameter.set 'Duration_Stretch ${reading.stretch})`,
    ...lexiconEntries(reading.said),
    `(set! utt (utt.synth (Utterance Text "${reading.text.toLowerCase().replaceAll('"', '')}")))`,
    `(utt.save.wave utt "${join(dir, `${index}.wav`)}" 'riff)`,
    `(utt.save.segs utt "${join(dir, `${index}.segs`)}")`,
  ]);
  writeFileSync(join(dir, 'readings.scm'), script.join('\n'));
  execFileSync('festival', ['-b', join(dir, 'readings.scm')], { stdio: ['ignore', 'ignore', 'pipe'] });
  return readings.map((reading, index) => {
    const wav = join(dir, `${index}.wav`);
    execFileSync('sox', [
      '-D',
      wav,
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      '-e',
      'signed',
      '-t',
      'raw',
      join(dir, `${index}.raw`),
      'pitch',
      String(reading.cents),
    ]);
    rmSync(wav);
    return readFileSync(join(dir, `${index}.segs`), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const [end, , name] = line.trim().split(/\s+/);
        return name && end !== '#' ? [{ phone: CMU_OF_FESTIVAL[name] ?? name.toUpperCase(), end: Number(end) }] : [];
      });
  });
}
