/**
 * Goodness of pronunciation: how much worse the target phone explains its
 * frames than the best free phone sequence does over the same frames, per
 * frame (0 = as good as anything the model could hear; more negative = worse),
 * and what the free loop heard over those frames: the same phone, a phone of
 * the same kind (a vowel for a vowel), or silence (the phone was dropped).
 * The phone network, trained on non-native speech, gives its own over the
 * same frames.
 */
import { logPosteriorOf, meanLogPosteriors, networkGop } from '../acoustic/phone-evidence.ts';
import type { PhonePosteriors } from '../acoustic/phone-network.ts';
import type { Segment } from '../pocketsphinx/native.ts';
import type { AlignedPhone } from './engine.ts';

export interface ScoredPhone {
  slot: number;
  position: number;
  phone: string;
  startFrame: number;
  frames: number;
  gop: number;
  /** The aligned phone's acoustic score per frame (the decoder's log base, negative). */
  acousticPerFrame: number;
  /** Shares of the phone's frames where the free loop heard the same phone, one of its class, silence or noise. */
  loopSame: number;
  loopSameClass: number;
  loopSilence: number;
  /** The phone network's GOP over the phone's frames (its log posterior minus the best other phone's), and its mean log posterior there. */
  networkGop: number;
  networkLogPosterior: number;
}

const CLASSES: Record<string, string> = {};
for (const [name, phones] of Object.entries({
  vowel: 'AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW',
  stop: 'B D G K P T',
  affricate: 'CH JH',
  fricative: 'DH F HH S SH TH V Z ZH',
  nasal: 'M N NG',
  liquid: 'L R',
  glide: 'W Y',
})) {
  for (const phone of phones.split(' ')) CLASSES[phone] = name;
}
export const classOf = (phone: string): string | undefined => CLASSES[phone];

export function goodnessOfPronunciation(alignment: readonly AlignedPhone[], phoneLoop: readonly Segment[], posteriors: PhonePosteriors): ScoredPhone[] {
  const scored: ScoredPhone[] = [];
  let cursor = 0;
  for (const phone of alignment) {
    if (phone.kind !== 'phone') continue;
    const name = phone.phones[0]!;
    const frames = phone.endFrame - phone.startFrame + 1;
    while (cursor < phoneLoop.length && phoneLoop[cursor]!.endFrame < phone.startFrame) cursor++;
    let reference = 0;
    let same = 0;
    let sameClass = 0;
    let silence = 0;
    for (let i = cursor; i < phoneLoop.length && phoneLoop[i]!.startFrame <= phone.endFrame; i++) {
      const segment = phoneLoop[i]!;
      const overlap = Math.min(segment.endFrame, phone.endFrame) - Math.max(segment.startFrame, phone.startFrame) + 1;
      reference += (segment.acousticScore * overlap) / (segment.endFrame - segment.startFrame + 1);
      if (segment.word === name) same += overlap;
      if (classOf(segment.word) === classOf(name)) sameClass += overlap;
      else if (!classOf(segment.word)) silence += overlap;
    }
    const means = meanLogPosteriors(posteriors, phone.startFrame, phone.endFrame);
    scored.push({
      slot: phone.slot,
      position: phone.position,
      phone: name,
      startFrame: phone.startFrame,
      frames,
      gop: (phone.acousticScore - reference) / frames,
      acousticPerFrame: phone.acousticScore / frames,
      loopSame: same / frames,
      loopSameClass: sameClass / frames,
      loopSilence: silence / frames,
      networkGop: means ? networkGop(means, name) : 0,
      networkLogPosterior: means ? logPosteriorOf(means, name) : 0,
    });
  }
  return scored;
}
