/**
 * The three decodes a clip gets, on decoders created once and kept: the
 * forced alignment of the canonical phones, the free CI phone loop over the
 * same audio (GOP's reference), and the error-detecting alignment over the
 * Brazilian substitutions (what was said).
 */
import { NativeDecoder, type Hypothesis, type Segment } from '../pocketsphinx/native.ts';
import {
  alignmentGrammar,
  canonicalPhones,
  canonicalWordGrammar,
  errorDetectionGrammar,
  parseToken,
  tokensOf,
  type DecodedToken,
  type GrammarWeights,
  type Slot,
} from './grammar.ts';

const DEBIAN_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface ModelPaths {
  acousticModel: string;
  dictionary: string;
  phoneLm: string;
}

export function modelPaths(modelDir = DEBIAN_MODEL_DIR, dictionary?: string): ModelPaths {
  return { acousticModel: `${modelDir}/en-us`, dictionary: dictionary ?? `${modelDir}/cmudict-en-us.dict`, phoneLm: `${modelDir}/en-us-phone.lm.bin` };
}

export const DEFAULT_WEIGHTS: GrammarWeights = { variant: 0.3 };

export type AlignedPhone = DecodedToken & {
  startFrame: number;
  endFrame: number;
  acousticScore: number;
};

export interface Examination {
  /** Canonical phones with their frames and scores (none for words left out, when only the lenient alignment found a path); null when even that failed. */
  alignment: AlignedPhone[] | null;
  /** The free phone loop: the best any phone sequence scores. */
  phoneLoop: Segment[];
  /** The error-detecting decode: the tokens chosen (garbage with slot null), or null when it failed. */
  detection: AlignedPhone[] | null;
  /** Every word in its canonical pronunciation, as whole words; null when the detection chose no substitution (or this decode failed). */
  canonical: AlignedPhone[] | null;
}

export class Engine {
  private readonly aligner: NativeDecoder;
  private readonly phones: NativeDecoder;
  private readonly known = new Set<string>();

  constructor(private readonly paths: ModelPaths) {
    // No state carried from clip to clip (batch CMN, no adaptive noise removal or silence detection), so a score never depends on the clips decoded before it.
    const common = {
      '-hmm': paths.acousticModel,
      '-dict': paths.dictionary,
      '-logfn': '/dev/null',
      '-cmn': 'batch',
      '-remove_noise': 'no',
      '-remove_silence': 'no',
    };
    // Wide beams: an aligner must follow a poor pronunciation rather than lose it.
    this.aligner = new NativeDecoder({ ...common, '-beam': '1e-80', '-wbeam': '1e-60', '-pbeam': '1e-80', '-fsgusefiller': 'yes' });
    // Context-independent phones with the default beams: a free loop twenty times faster than real time.
    this.phones = new NativeDecoder({ ...common, '-allphone_ci': 'yes' });
  }

  /** The free phone loop over `samples`: it does not depend on the text, so a caller may start it before choosing what to align. */
  phoneLoop(samples: Int16Array): Promise<Segment[]> {
    return this.phones.decodePhones(this.paths.phoneLm, samples).then((hypothesis) => hypothesis?.segments ?? []);
  }

  /** `phoneLoop`: the free loop of the same samples, started by the caller; decoded here when absent. `onStep` after each of the three decodes. */
  async examine(
    samples: Int16Array,
    slots: readonly Slot[],
    weights: GrammarWeights,
    onStep?: () => void,
    phoneLoop: Promise<Segment[]> = this.phoneLoop(samples),
  ): Promise<Examination> {
    // Two native decoders, two of koffi's threads: the phone loop runs beside the alignments. Its failure is
    // the awaiting caller's, here or in Promise.all, even when adding the words or an alignment fails first.
    phoneLoop.then(
      () => onStep?.(),
      () => undefined,
    );
    const unknown = tokensOf(slots).filter((token) => !this.known.has(token.name));
    for (const token of unknown) this.known.add(token.name);
    await this.aligner.addWords(unknown);
    // Words left out leave the strict alignment with no path; only then may the alignment leave words out too.
    const alignment = tokensWithFrames(
      (await this.aligner.decodeWithGrammar('alignment', alignmentGrammar(slots), samples)) ??
        (await this.aligner.decodeWithGrammar('alignment-leaving-out', alignmentGrammar(slots, true), samples)),
    );
    onStep?.();
    const detection = tokensWithFrames(await this.aligner.decodeWithGrammar('detection', errorDetectionGrammar(slots, weights), samples));
    onStep?.();
    const substituted = detection?.some((token) => token.kind === 'word' && !isCanonical(slots, token));
    const canonical = substituted ? tokensWithFrames(await this.aligner.decodeWithGrammar('canonical', canonicalWordGrammar(slots), samples)) : null;
    return { alignment, phoneLoop: await phoneLoop, detection, canonical };
  }

  async close(): Promise<void> {
    await Promise.all([this.aligner.close(), this.phones.close()]);
  }
}

function isCanonical(slots: readonly Slot[], token: AlignedPhone): boolean {
  const positions = token.kind === 'word' ? slots[token.slot]?.positions : null;
  return !positions || canonicalPhones(positions).join(' ') === token.phones.join(' ');
}

function tokensWithFrames(hypothesis: Hypothesis | null): AlignedPhone[] | null {
  if (!hypothesis) return null;
  const phones: AlignedPhone[] = [];
  for (const segment of hypothesis.segments) {
    const token = parseToken(segment.word);
    if (token) phones.push({ ...token, startFrame: segment.startFrame, endFrame: segment.endFrame, acousticScore: segment.acousticScore });
  }
  return phones;
}
