/**
 * Learners' recordings in, 16 kHz mono 16-bit samples out. Every check is one
 * pass over the bytes, and anything that is not a usable recording is a
 * WavError whose Portuguese message the API answers with a 400.
 */
import type { Pcm16k } from './types.ts';

/** Bad audio from the learner; the message is Portuguese and fit for a 400. */
export class WavError extends Error {
  override name = 'WavError';
}

export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
export const MIN_SECONDS = 0.3;
export const MAX_SECONDS = 30;
const TARGET_RATE = 16000;
const MIN_RATE = 8000;
const MAX_RATE = 96000;

const WAV_MIME = /^data:audio\/(?:wav|wave|x-wav|vnd\.wave)(?:;[a-z0-9=_.-]+)*?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The WAV bytes of a `data:audio/wav;base64,...` URL (10 MB at most). */
export function audioFromDataUrl(dataUrl: string): Uint8Array {
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith('data:')) {
    throw new WavError('O áudio deve ser enviado como data URL (data:audio/wav;base64,...).');
  }
  const header = WAV_MIME.exec(dataUrl.slice(0, 200));
  if (!header) throw new WavError('O áudio deve estar no formato WAV (data:audio/wav;base64,...).');
  return audioFromBase64(dataUrl.slice(header[0].length));
}

/** The bytes of a bare base64 WAV (10 MB at most once decoded). */
export function audioFromBase64(base64: string): Uint8Array {
  const compact = typeof base64 === 'string' ? base64.replace(/\s+/g, '') : '';
  if (Math.floor((compact.length * 3) / 4) > MAX_AUDIO_BYTES) {
    throw new WavError('O áudio é grande demais: o limite é 10 MB (cerca de 30 segundos).');
  }
  if (compact.length === 0) throw new WavError('O áudio está vazio.');
  if (compact.length % 4 === 1 || !BASE64.test(compact)) throw new WavError('O áudio não está codificado em base64 válido.');
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

interface Format {
  encoding: 'int' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

/** Decodes a RIFF/WAVE file of integer (8–32 bit) or float PCM, any channel count and 8–96 kHz, to 16 kHz mono. */
export function decodeWav(bytes: Uint8Array): Pcm16k {
  if (!(bytes instanceof Uint8Array)) throw new WavError('O áudio enviado não é um arquivo.');
  if (bytes.length > MAX_AUDIO_BYTES) throw new WavError('O áudio é grande demais: o limite é 10 MB (cerca de 30 segundos).');
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') {
    throw new WavError('O arquivo enviado não é um WAV (RIFF/WAVE). Grave novamente.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Format | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + size > bytes.length) throw new WavError('O cabeçalho do WAV está incompleto. Grave novamente.');
      format = readFormat(view, body, size);
    } else if (id === 'data') {
      if (!format) throw new WavError('O WAV não descreve seu formato antes dos dados. Grave novamente.');
      if (body + size > bytes.length) throw new WavError('O arquivo WAV está truncado: faltam dados de áudio. Grave novamente.');
      return toPcm16k(view, body, size, format);
    } else if (body + size > bytes.length) {
      break;
    }
    offset = body + size + (size % 2);
  }
  throw new WavError('O arquivo WAV não contém dados de áudio. Grave novamente.');
}

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function readFormat(view: DataView, at: number, size: number): Format {
  let tag = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const blockAlign = view.getUint16(at + 12, true);
  const bitsPerSample = view.getUint16(at + 14, true);
  if (tag === EXTENSIBLE) {
    if (size < 40) throw new WavError('O cabeçalho do WAV está incompleto. Grave novamente.');
    tag = view.getUint16(at + 24, true);
  }
  if (tag !== PCM && tag !== IEEE_FLOAT) {
    throw new WavError('O WAV está comprimido; envie áudio PCM sem compressão (16 bits, mono).');
  }
  const encoding = tag === PCM ? 'int' : 'float';
  const validBits = encoding === 'int' ? [8, 16, 24, 32] : [32];
  if (!validBits.includes(bitsPerSample)) {
    throw new WavError(`O WAV usa ${bitsPerSample} bits por amostra, formato não suportado; envie PCM de 16 bits.`);
  }
  if (channels < 1 || channels > 8) throw new WavError('O WAV declara um número de canais inválido.');
  if (sampleRate < MIN_RATE || sampleRate > MAX_RATE) {
    throw new WavError(`A taxa de amostragem do WAV (${sampleRate} Hz) não é suportada; use entre 8 e 96 kHz.`);
  }
  if (blockAlign !== channels * (bitsPerSample / 8)) throw new WavError('O cabeçalho do WAV é inconsistente. Grave novamente.');
  return { encoding, channels, sampleRate, bitsPerSample, blockAlign };
}

function toPcm16k(view: DataView, at: number, size: number, format: Format): Pcm16k {
  const frames = Math.floor(size / format.blockAlign);
  const seconds = frames / format.sampleRate;
  if (seconds < MIN_SECONDS) throw new WavError('A gravação é curta demais: o mínimo é 0,3 segundo. Grave novamente.');
  if (seconds > MAX_SECONDS) throw new WavError('A gravação é longa demais: o limite é 30 segundos.');
  const mono = new Float32Array(frames);
  const bytesPerSample = format.bitsPerSample / 8;
  const read = sampleReader(view, format);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    const base = at + frame * format.blockAlign;
    for (let channel = 0; channel < format.channels; channel++) sum += read(base + channel * bytesPerSample);
    mono[frame] = sum / format.channels;
  }
  return { samples: toInt16(resample(mono, format.sampleRate)), sampleRate: TARGET_RATE };
}

/** Reads one sample as a float in [-1, 1). */
function sampleReader(view: DataView, format: Format): (at: number) => number {
  if (format.encoding === 'float') {
    return (at) => {
      const value = view.getFloat32(at, true);
      return Number.isFinite(value) ? value : 0;
    };
  }
  switch (format.bitsPerSample) {
    case 8:
      return (at) => (view.getUint8(at) - 128) / 128;
    case 16:
      return (at) => view.getInt16(at, true) / 32768;
    case 24:
      return (at) => ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8388608;
    default:
      return (at) => view.getInt32(at, true) / 2147483648;
  }
}

/**
 * To 16 kHz: faster rates are averaged over each output sample's span (a box
 * filter, enough against aliasing for speech recognition), slower ones
 * interpolated linearly.
 */
function resample(input: Float32Array, rate: number): Float32Array {
  if (rate === TARGET_RATE) return input;
  const ratio = rate / TARGET_RATE;
  const length = Math.floor(input.length / ratio);
  const output = new Float32Array(length);
  if (ratio > 1) {
    for (let i = 0; i < length; i++) {
      const from = Math.floor(i * ratio);
      const to = Math.min(input.length, Math.max(from + 1, Math.floor((i + 1) * ratio)));
      let sum = 0;
      for (let j = from; j < to; j++) sum += input[j]!;
      output[i] = sum / (to - from);
    }
  } else {
    for (let i = 0; i < length; i++) {
      const position = i * ratio;
      const left = Math.floor(position);
      const right = Math.min(input.length - 1, left + 1);
      const weight = position - left;
      output[i] = input[left]! * (1 - weight) + input[right]! * weight;
    }
  }
  return output;
}

function toInt16(input: Float32Array): Int16Array {
  const output = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) output[i] = Math.max(-32768, Math.min(32767, Math.round(input[i]! * 32768)));
  return output;
}
