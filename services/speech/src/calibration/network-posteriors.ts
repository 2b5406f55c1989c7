/**
 * Each recording heard by the phone network that never heard its speaker:
 * `make acoustic-model` trains one network per speaker-grouped fold (the
 * calibration's folds) and writes them as <dir>/network-fold<k>.onnx.
 */
import { existsSync } from 'node:fs';
import { PhoneNetwork, type PhonePosteriors } from '../acoustic/phone-network.ts';

/** `samplesOf`: a recording's 16 kHz samples, by its id (a corpus clip's, or a synthetic reading's of that clip's text). */
export async function outOfFoldPosteriors(
  clips: readonly { id: string; speaker: string }[],
  folds: ReadonlyMap<string, number>,
  networksDir: string,
  samplesOf: (id: string) => Int16Array,
): Promise<Map<string, PhonePosteriors>> {
  const paths = [...new Set(folds.values())].sort((a, b) => a - b).map((fold) => `${networksDir}/network-fold${fold}.onnx`);
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not found: run make acoustic-model first`);
  const networks = await Promise.all(paths.map((path) => PhoneNetwork.load(path)));
  const posteriors = new Map<string, PhonePosteriors>();
  try {
    for (const [index, clip] of clips.entries()) {
      posteriors.set(clip.id, await networks[folds.get(clip.speaker)!]!.posteriors(samplesOf(clip.id)));
      if (index % 500 === 499) process.stderr.write(`  phone network: ${index + 1}/${clips.length} clips\n`);
    }
  } finally {
    await Promise.all(networks.map((network) => network.close()));
  }
  return posteriors;
}
