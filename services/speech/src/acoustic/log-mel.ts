/**
 * The phone network's input: 40 log-mel bands per 10 ms frame with
 * pocketsphinx's framing (25.6 ms Hamming windows, pre-emphasis 0.97), so the
 * network's frames are the aligner's frames. Computed exactly as
 * services/speech/acoustic/train.py computes it for training (log_mel there).
 *
 * Each band is floored FLOOR below its loudest frame and normalised by its
 * mean over the loud frames (LOUD), so that neither the level of the silence
 * nor its length moves the speech's features: a browser's capture
 * holds digital silence (zeros) where a microphone holds a noise floor, and
 * plain mean normalisation over such a clip shifted every speech frame by
 * 4-5 nats against festival's own reading of the same sentence
 * (src/testing/fixtures), which a network then took for other phones.
 */
export const BANDS = 40;
const RATE = 16000;
const WINDOW = 410;
const HOP = 160;
const FFT = 512;
const BINS = FFT / 2 + 1;
const LOW_HZ = 130;
const HIGH_HZ = 6800;
/** 39 dB, in nats. */
const FLOOR = 9;
/** A loud frame's mean band value is at least this share of the way from the quietest frame's to the loudest's. */
const LOUD = 0.3;

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular filters on a mel scale from LOW_HZ to HIGH_HZ, each as its first bin and weights (zero elsewhere). */
const FILTERS: { first: number; weights: Float64Array }[] = (() => {
  const [low, high] = [melOf(LOW_HZ), melOf(HIGH_HZ)];
  const edges = Array.from({ length: BANDS + 2 }, (_, i) => hzOf(low + ((high - low) * i) / (BANDS + 1)));
  return Array.from({ length: BANDS }, (_, band) => {
    const [left, centre, right] = [edges[band]!, edges[band + 1]!, edges[band + 2]!];
    const weights = Array.from({ length: BINS }, (_, bin) => {
      const hz = (bin * RATE) / FFT;
      return Math.max(0, Math.min((hz - left) / (centre - left), (right - hz) / (right - centre)));
    });
    const first = weights.findIndex((weight) => weight > 0);
    const last = weights.findLastIndex((weight) => weight > 0);
    return { first, weights: Float64Array.from(weights.slice(first, last + 1)) };
  });
})();

const HAMMING = Float64Array.from({ length: WINDOW }, (_, n) => 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (WINDOW - 1)));

const BIT_REVERSED = Uint16Array.from({ length: FFT }, (_, i) => {
  let reversed = 0;
  for (let bit = 1, rest = i; bit < FFT; bit <<= 1, rest >>= 1) reversed = (reversed << 1) | (rest & 1);
  return reversed;
});
const COS = Float64Array.from({ length: FFT / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / FFT));
const SIN = Float64Array.from({ length: FFT / 2 }, (_, k) => -Math.sin((2 * Math.PI * k) / FFT));

/** In-place iterative radix-2 FFT of FFT points (scalar temporaries: it runs for every 10 ms frame). */
function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < FFT; i++) {
    const j = BIT_REVERSED[i]!;
    if (j > i) {
      const r = re[i]!;
      const m = im[i]!;
      re[i] = re[j]!;
      im[i] = im[j]!;
      re[j] = r;
      im[j] = m;
    }
  }
  for (let size = 2; size <= FFT; size <<= 1) {
    const half = size >> 1;
    const step = FFT / size;
    for (let start = 0; start < FFT; start += size) {
      for (let k = 0; k < half; k++) {
        const c = COS[k * step]!;
        const s = SIN[k * step]!;
        const a = start + k;
        const b = a + half;
        const tr = re[b]! * c - im[b]! * s;
        const ti = re[b]! * s + im[b]! * c;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/** Frames × BANDS, row by row; `frames` is 0 for a clip shorter than one window. */
export function logMel(samples: Int16Array): { frames: number; values: Float32Array } {
  const frames = samples.length < WINDOW ? 0 : Math.floor((samples.length - WINDOW) / HOP) + 1;
  const emphasised = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i++) emphasised[i] = i === 0 ? samples[0]! : samples[i]! - 0.97 * samples[i - 1]!;
  const values = new Float64Array(frames * BANDS);
  const re = new Float64Array(FFT);
  const im = new Float64Array(FFT);
  const power = new Float64Array(BINS);
  for (let frame = 0; frame < frames; frame++) {
    re.fill(0);
    im.fill(0);
    for (let n = 0; n < WINDOW; n++) re[n] = emphasised[frame * HOP + n]! * HAMMING[n]!;
    fft(re, im);
    for (let bin = 0; bin < BINS; bin++) power[bin] = re[bin]! ** 2 + im[bin]! ** 2;
    for (let band = 0; band < BANDS; band++) {
      const { first, weights } = FILTERS[band]!;
      let energy = 0;
      for (let k = 0; k < weights.length; k++) energy += power[first + k]! * weights[k]!;
      values[frame * BANDS + band] = Math.log(energy + 1e-3);
    }
  }
  floorBands(values, frames);
  normaliseByLoudFrames(values, frames);
  return { frames, values: Float32Array.from(values) };
}

function floorBands(values: Float64Array, frames: number): void {
  for (let band = 0; band < BANDS; band++) {
    let loudest = Number.NEGATIVE_INFINITY;
    for (let frame = 0; frame < frames; frame++) loudest = Math.max(loudest, values[frame * BANDS + band]!);
    for (let frame = 0; frame < frames; frame++) values[frame * BANDS + band] = Math.max(values[frame * BANDS + band]!, loudest - FLOOR);
  }
}

/** Subtracts from each band its mean over the loud frames. */
function normaliseByLoudFrames(values: Float64Array, frames: number): void {
  if (frames === 0) return;
  const loudness = new Float64Array(frames);
  let [quietest, loudest] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let frame = 0; frame < frames; frame++) {
    for (let band = 0; band < BANDS; band++) loudness[frame] = loudness[frame]! + values[frame * BANDS + band]! / BANDS;
    [quietest, loudest] = [Math.min(quietest, loudness[frame]!), Math.max(loudest, loudness[frame]!)];
  }
  const threshold = quietest + LOUD * (loudest - quietest);
  const means = new Float64Array(BANDS);
  let loud = 0;
  for (let frame = 0; frame < frames; frame++) {
    if (loudness[frame]! < threshold) continue;
    loud++;
    for (let band = 0; band < BANDS; band++) means[band] = means[band]! + values[frame * BANDS + band]!;
  }
  for (let frame = 0; frame < frames; frame++) {
    for (let band = 0; band < BANDS; band++) values[frame * BANDS + band] = values[frame * BANDS + band]! - means[band]! / loud;
  }
}
