const WAV_DATA_URL_PREFIX = 'data:audio/wav;base64,';
/** btoa takes a binary string; building it in slices keeps the argument list of fromCharCode small. */
const SLICE = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/** Spec part 2 §7: the recording is sent to /phonetic-analysis as a data URL of audio/wav (the lab sends the base64 alone). */
export function wavDataUrl(wav: Uint8Array): string {
  return WAV_DATA_URL_PREFIX + toBase64(wav);
}
