/**
 * The corpus and the decoder's evidence joined clip by clip: each target
 * word's evidence beside the experts' score of that word and of each of its
 * phones, where the two transcriptions agree.
 */
import { NO_FRAMES, type PhonePosteriors } from '../acoustic/phone-network.ts';
import { wordsOf, type Lexicon } from '../lexicon.ts';
import type { ClipSignals } from '../scoring/features.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { textFit } from '../scoring/text-fit.ts';
import type { Examination } from '../scoring/engine.ts';
import { wordEvidence, type WordEvidence } from '../scoring/evidence.ts';
import type { ExpertClip } from './corpus.ts';
import type { ClipEvidence } from './evidence.ts';
import { normalWord } from './figures.ts';

interface LabelledWord {
  evidence: WordEvidence;
  /** The experts' 0..10, or null when the texts could not be matched. */
  accuracy: number | null;
  /** Per aligned phone, the experts' 0..2, or null where their phones differ from ours. */
  phoneAccuracy: (number | null)[];
}

export interface LabelledClip extends ClipSignals {
  clip: ExpertClip;
  examination: Examination;
  words: LabelledWord[];
}

/** `posteriors`: the phone network's, per clip id; a clip without them is judged on the decoder's evidence alone. */
export function labelClips(
  clips: readonly ExpertClip[],
  evidence: ReadonlyMap<string, ClipEvidence>,
  posteriors: ReadonlyMap<string, PhonePosteriors>,
  lexicon: Lexicon,
): LabelledClip[] {
  return clips.flatMap((clip): LabelledClip[] => {
    const found = evidence.get(clip.id);
    if (!found) return [];
    const slots = slotsOf(clip.text, lexicon);
    const matched = wordsOf(clip.text).length === clip.words.length && slots.every((slot, i) => normalWord(slot.written) === normalWord(clip.words[i]!.text));
    const heard = posteriors.get(clip.id) ?? NO_FRAMES;
    const words = wordEvidence(slots, found.examination, heard).map((word, i): LabelledWord => {
      const expert = matched ? clip.words[i]! : null;
      const theirs = expert?.phones.map((phone) => phone.replace(/\d/g, ''));
      const phoneAccuracy = word.phones.map((phone, p) => {
        const scores = expert?.['phones-accuracy'];
        if (!scores || !theirs || theirs.length !== word.phones.length || theirs[p] !== phone.phone) return null;
        return scores[p] ?? null;
      });
      return { evidence: word, accuracy: expert ? expert.accuracy : null, phoneAccuracy };
    });
    return [{ clip, examination: found.examination, levels: found.levels, textFit: textFit(slots, heard), words }];
  });
}
