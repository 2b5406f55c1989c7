import { buildWav } from '@juba/speech/testing/wav-builder';

/** A WAV data URL the decoder accepts: by default one second of a 220 Hz tone, 16 kHz mono. */
export const wavDataUrl = (spec: Parameters<typeof buildWav>[0] = {}) => `data:audio/wav;base64,${Buffer.from(buildWav(spec)).toString('base64')}`;
