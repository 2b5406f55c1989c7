/**
 * Juba's own phone network, trained on speechocean762's train split
 * (services/speech/acoustic/train.py, `make acoustic-model`): per 10 ms frame,
 * the log posterior of each CMUdict phone and of silence, run on the CPU by
 * onnxruntime-node. It hears what accepted non-native phones sound like,
 * which pocketsphinx's native-speaker models do not.
 */
import { fileURLToPath } from 'node:url';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { PHONES } from '../scoring/grammar.ts';
import { BANDS, logMel } from './log-mel.ts';

/** The network's outputs, in order: the phones, then silence. */
export const NETWORK_PHONES = [...PHONES, 'SIL'] as const;
/** Each output's column in a frame's row of posteriors. */
export const NETWORK_INDEX = new Map<string, number>(NETWORK_PHONES.map((phone, index) => [phone, index]));

/** The network the scorer runs: trained on every train clip. */
export const PRODUCTION_NETWORK = fileURLToPath(new URL('../../acoustic/phone-network.onnx', import.meta.url));

export interface PhonePosteriors {
  frames: number;
  /** frames × NETWORK_PHONES.length natural-log posteriors, row by row. */
  values: Float32Array;
}

/** What the network says about a clip shorter than one frame, or one it did not hear: nothing. */
export const NO_FRAMES: PhonePosteriors = { frames: 0, values: new Float32Array(0) };

export class PhoneNetwork {
  private constructor(private readonly session: InferenceSession) {}

  static async load(path = PRODUCTION_NETWORK): Promise<PhoneNetwork> {
    // One thread: a clip takes milliseconds, and the decoders need the other cores.
    return new PhoneNetwork(await InferenceSession.create(path, { executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1 }));
  }

  async posteriors(samples: Int16Array): Promise<PhonePosteriors> {
    const { frames, values } = logMel(samples);
    if (frames === 0) return NO_FRAMES;
    const output = await this.session.run({ log_mel: new Tensor('float32', values, [1, frames, BANDS]) });
    return { frames, values: output.log_posteriors!.data as Float32Array };
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
