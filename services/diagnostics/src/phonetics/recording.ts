import { badInput } from '@juba/platform/errors';
import { WavError, audioFromBase64, audioFromDataUrl, decodeWav } from '@juba/speech/wav';
import type { Pcm16k } from '@juba/speech/types';

/**
 * A recording as the scorer takes it, from a data URL of audio/wav; bad audio
 * (not WAV PCM, lying headers, too short or long, too big) is a 400 with the
 * decoder's Portuguese message, before anything is stored or queued.
 */
export function parseRecording(dataUrl: string): Pcm16k {
  return decodeOrRefuse(() => audioFromDataUrl(dataUrl));
}

/** The lab sends only the base64 part of its data URL (spec part 2 §7); a whole data URL is taken too. */
export function parseBase64Recording(audio: string): Pcm16k {
  return decodeOrRefuse(() => (audio.startsWith('data:') ? audioFromDataUrl(audio) : audioFromBase64(audio)));
}

function decodeOrRefuse(bytes: () => Uint8Array): Pcm16k {
  try {
    return decodeWav(bytes());
  } catch (err) {
    if (err instanceof WavError) throw badInput(err.message);
    throw err;
  }
}
