import type { Pcm16k } from './types.ts';

/** Bad audio from the learner; the message is Portuguese and fit for a 400. */
export class WavError extends Error {
  override name = 'WavError';
}

export function decodeWav(_bytes: Uint8Array): Pcm16k {
  throw new WavError('A decodificação de WAV ainda não está disponível.');
}

export function audioFromDataUrl(_dataUrl: string): Uint8Array {
  throw new WavError('A decodificação de WAV ainda não está disponível.');
}
