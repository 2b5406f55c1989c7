// The offline scorer's own figures for `make bench`: processing time ÷ audio
// duration (p50, p95) over speechocean762's dev clips, scored one at a time
// on this machine, and the cross-validated correlation with the experts that
// the committed calibration reports (services/speech/src/calibration/model.ts).
import { readFileSync } from 'node:fs';
import { CALIBRATION } from '@juba/speech/calibration';
import { createPronunciationScorer } from '@juba/speech/scorer';
import { decodeWav } from '@juba/speech/wav';
import { percentiles } from './load.ts';

export interface SpeechFigures {
  clips: number;
  realTimeFactor: { p50: number; p95: number };
  cvPearson: number;
}

export async function measureSpeech(dataDir: string, limit: number): Promise<SpeechFigures> {
  const rows = readFileSync(`${dataDir}/scores.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .slice(0, limit)
    .map((line) => JSON.parse(line) as { id: string; text: string });
  const scorer = await createPronunciationScorer();
  const factors: number[] = [];
  try {
    for (const row of rows) {
      const audio = decodeWav(new Uint8Array(readFileSync(`${dataDir}/audio/${row.id}.wav`)));
      const started = performance.now();
      await scorer.analyze(audio, row.text);
      factors.push((performance.now() - started) / 1000 / (audio.samples.length / audio.sampleRate));
    }
  } finally {
    await scorer.close();
  }
  const { p50, p95 } = percentiles(factors);
  return { clips: factors.length, realTimeFactor: { p50, p95 }, cvPearson: CALIBRATION.cvPearson };
}

export function formatSpeech(figures: SpeechFigures): string {
  return [
    `Pronunciation scorer, processing time ÷ audio duration over ${figures.clips} speechocean762 dev clips: p50 ${figures.realTimeFactor.p50.toFixed(3)}, p95 ${figures.realTimeFactor.p95.toFixed(3)}`,
    `Calibrated accuracy vs the experts' sentence accuracy, Pearson r by 5-fold CV (speakers grouped): ${figures.cvPearson.toFixed(3)} (${CALIBRATION.clips} clips, ${CALIBRATION.speakers} speakers)`,
  ].join('\n');
}
