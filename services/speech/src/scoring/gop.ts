/**
 * Goodness of pronunciation: how much worse the target phone explains its
 * frames than the best free phone sequence does over the same frames, per
 * frame (0 = as good as anything the model could hear; more negative = worse).
 */
import type { Segment } from '../pocketsphinx/native.ts';
import type { AlignedPhone } from './engine.ts';

export interface ScoredPhone {
  slot: number;
  position: number;
  phone: string;
  frames: number;
  gop: number;
}

export function goodnessOfPronunciation(alignment: readonly AlignedPhone[], phoneLoop: readonly Segment[]): ScoredPhone[] {
  const scored: ScoredPhone[] = [];
  let cursor = 0;
  for (const phone of alignment) {
    if (phone.kind !== 'phone') continue;
    const frames = phone.endFrame - phone.startFrame + 1;
    while (cursor < phoneLoop.length && phoneLoop[cursor]!.endFrame < phone.startFrame) cursor++;
    let reference = 0;
    for (let i = cursor; i < phoneLoop.length && phoneLoop[i]!.startFrame <= phone.endFrame; i++) {
      const segment = phoneLoop[i]!;
      const overlap = Math.min(segment.endFrame, phone.endFrame) - Math.max(segment.startFrame, phone.startFrame) + 1;
      reference += (segment.acousticScore * overlap) / (segment.endFrame - segment.startFrame + 1);
    }
    scored.push({ slot: phone.slot, position: phone.position, phone: phone.phones[0]!, frames, gop: (phone.acousticScore - reference) / frames });
  }
  return scored;
}
