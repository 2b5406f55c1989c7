/**
 * What the phone network says about one aligned phone, over the aligner's
 * frames: its goodness of pronunciation (the phone's mean log posterior minus
 * the best other phone's).
 */
import { NETWORK_INDEX as INDEX, NETWORK_PHONES, type PhonePosteriors } from './phone-network.ts';

const WIDTH = NETWORK_PHONES.length;

/** Each output's mean log posterior over frames [startFrame, endFrame], clamped to the clip and at least one frame long; null for a clip without frames. */
export function meanLogPosteriors(posteriors: PhonePosteriors, startFrame: number, endFrame: number): Float64Array | null {
  if (posteriors.frames === 0) return null;
  const first = Math.max(0, Math.min(startFrame, posteriors.frames - 1));
  const last = Math.max(first, Math.min(endFrame, posteriors.frames - 1));
  const means = new Float64Array(WIDTH);
  for (let frame = first; frame <= last; frame++) {
    for (let k = 0; k < WIDTH; k++) means[k] = means[k]! + posteriors.values[frame * WIDTH + k]!;
  }
  return means.map((sum) => sum / (last - first + 1));
}

export const logPosteriorOf = (means: Float64Array, phone: string): number => means[INDEX.get(phone)!]!;

export function networkGop(means: Float64Array, phone: string): number {
  const own = INDEX.get(phone)!;
  let best = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < WIDTH; k++) if (k !== own && means[k]! > best) best = means[k]!;
  return means[own]! - best;
}
