/**
 * What the phone network (services/speech/acoustic/train.py, make acoustic-model)
 * learns from, written as JSON lines for Python: every train clip's forced
 * alignment (from the calibration's evidence cache, decoded now if missing),
 * and every train text read by a festival diphone voice with Brazilian
 * substitutions (brazilian-readings.ts) as raw 16-bit PCM with festival's
 * phone timings (written once: delete brazilian-readings.jsonl to read them
 * again).
 *
 *   tsx services/speech/src/calibration/acoustic-alignments.ts --data <train split> --out <dir>
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { synthesizeReadings } from '../testing/festival.ts';
import { brazilianReadings } from './brazilian-readings.ts';
import { loadEvidence } from './evidence.ts';
import { trainingLexicon } from './training-lexicon.ts';

const { values } = parseArgs({ options: { data: { type: 'string' }, out: { type: 'string' }, cache: { type: 'string', default: '.cache/speech-evidence' } } });
if (!values.data || !values.out) throw new Error('usage: acoustic-alignments.ts --data <speechocean762 train split> --out <dir>');
mkdirSync(values.out, { recursive: true });

const evidence = [...(await loadEvidence(values.data, values.cache, 2)).values()];
writeFileSync(
  join(values.out, 'train-alignments.jsonl'),
  evidence
    .map(({ id, examination }) =>
      JSON.stringify({
        id,
        phones: (examination.alignment ?? []).flatMap((token) =>
          token.kind === 'phone' ? [{ phone: token.phones[0]!, slot: token.slot, position: token.position, start: token.startFrame, end: token.endFrame }] : [],
        ),
      }),
    )
    .join('\n'),
);
console.log(`wrote ${evidence.length} train alignments to ${values.out}`);

const readingsFile = join(values.out, 'brazilian-readings.jsonl');
if (!existsSync(readingsFile)) {
  const readings = brazilianReadings(
    evidence.map((clip) => clip.text),
    await trainingLexicon(evidence.map((clip) => clip.text)),
  );
  // Absolute, so train.py and calibrate.ts find the audio whatever directory they run from.
  const dir = resolve(values.out, 'brazilian');
  mkdirSync(dir, { recursive: true });
  const phones = synthesizeReadings(readings, dir);
  writeFileSync(
    readingsFile,
    readings
      .map((reading, index) => JSON.stringify({ id: evidence[index]!.id, audioFile: join(dir, `${index}.raw`), phones: phones[index], rules: reading.rules }))
      .join('\n'),
  );
  console.log(`wrote ${readings.length} synthetic Brazilian readings to ${readingsFile}`);
}
