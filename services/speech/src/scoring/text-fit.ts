/**
 * Whether a clip reads its text at all, by the phone network: what following
 * the text costs the network's best path against its best path through any
 * phones (acoustic/network-path.ts), per frame in which it hears speech. A
 * reading of the text costs little, one of another text nearly every frame.
 * Measured against the path through any phones, not each frame's likeliest
 * phone, so a voice the network follows less closely is not taken for
 * another text; a word left unsaid is passed over at a cost, so a reading
 * that skips it is still a reading (and the word is reported omitted).
 */
import { loopPathScore, textPathScore } from '../acoustic/network-path.ts';
import { NETWORK_INDEX, NETWORK_PHONES, type PhonePosteriors } from '../acoustic/phone-network.ts';
import { canonicalPhones, type Slot } from './grammar.ts';

/** What passing over a word costs the path: about what ten frames of a likely phone said as an unlikely one cost. */
const SKIP_COST = 20;
/**
 * Below this many words the text is too little to tell a reading of
 * it from one of another (the lab's single words): the fit is not measured,
 * and the models are given a typical reading's (judge.ts), so the other
 * signs decide.
 */
const MIN_WORDS = 3;

const WIDTH = NETWORK_PHONES.length;
const SILENCE = NETWORK_INDEX.get('SIL')!;

function speechFrames(posteriors: PhonePosteriors): number {
  let count = 0;
  for (let frame = 0; frame < posteriors.frames; frame++) {
    const row = frame * WIDTH;
    let best = 0;
    for (let k = 1; k < WIDTH; k++) if (posteriors.values[row + k]! > posteriors.values[row + best]!) best = k;
    if (best !== SILENCE) count++;
  }
  return count;
}

const heardByNetwork = (phones: readonly string[]) => phones.every((phone) => NETWORK_INDEX.has(phone));

/**
 * 0 or less: the text's cost per speech frame; null when the text or the
 * clip is too short to tell, or when the text holds a word the dictionary or
 * the network does not know (no guess for it): the path could only pass over
 * that word's sounds at a cost, so a reading of the text would look like one
 * of another ("The Brexit vote was close" without espeak-ng).
 */
export function textFit(slots: readonly Slot[], posteriors: PhonePosteriors): number | null {
  const words = slots.map((slot) => (slot.positions ? canonicalPhones(slot.positions) : null));
  if (words.length < MIN_WORDS || !words.every((phones): phones is string[] => phones !== null && heardByNetwork(phones))) return null;
  const frames = speechFrames(posteriors);
  if (frames === 0) return null;
  const last = posteriors.frames - 1;
  return (textPathScore(posteriors, words, 0, last, SKIP_COST) - loopPathScore(posteriors, 0, last)) / frames;
}
