import { describe, expect, it } from 'vitest';
import { measureSyllable, stressReading } from './stress.ts';

/** Syllables of a 150 Hz-ish vowel: each `[ms, amplitude, hz]`, 50 ms of silence between them; returns the samples and each vowel's frames. */
function syllables(spec: [number, number, number][]) {
  const parts: number[] = [];
  const spans = spec.map(([ms, amplitude, hz]) => {
    for (let i = 0; i < 50 * 16; i++) parts.push(0);
    const startFrame = parts.length / 160;
    for (let i = 0; i < ms * 16; i++) parts.push(amplitude * (Math.sin((2 * Math.PI * hz * i) / 16000) + 0.5 * Math.sin((4 * Math.PI * hz * i) / 16000)));
    return { startFrame, endFrame: parts.length / 160 - 1 };
  });
  for (let i = 0; i < 50 * 16; i++) parts.push(0);
  return { samples: Int16Array.from(parts), spans };
}

/** Three syllables, the first longer, louder and higher than the other two, measured. */
function stressedFirst() {
  const { samples, spans } = syllables([
    [150, 6000, 220],
    [70, 3000, 180],
    [60, 2500, 170],
  ]);
  return spans.map((span) => measureSyllable(samples, span, 'EH'));
}

describe('word stress', () => {
  it('measures a syllable: its duration against the vowel, energy and pitch', () => {
    const { samples, spans } = syllables([[160, 4000, 200]]);
    const measure = measureSyllable(samples, spans[0]!, 'EH');
    expect(measure.duration).toBeCloseTo(160 / 90, 1);
    expect(measure.pitch!).toBeCloseTo(12 * Math.log2(2), 0);
    expect(measure.energy).toBeGreaterThan(60);
  });

  it('hears the longer, louder, higher syllable as stressed (de-VE-lop said DE-ve-lop)', () => {
    const measured = stressedFirst();
    const reading = stressReading(measured, [1]);
    expect(reading!.rival).toBe(0);
    expect(reading!.margin).toBeGreaterThan(1.3);
    expect(stressReading(measured, [0])!.margin).toBeLessThan(0);
  });

  it('hears a stress as misplaced only off every syllable a pronunciation stresses (REcord and reCORD)', () => {
    const measured = stressedFirst();
    expect(stressReading(measured.slice(0, 2), [0, 1])).toBeNull();
    const reading = stressReading(measured, [1, 2]);
    expect(reading!.rival).toBe(0);
    expect(reading!.margin).toBeCloseTo(stressReading(measured, [1])!.margin);
    expect(stressReading(measured, [0, 2])!.margin).toBeLessThan(0);
  });

  it('lets no single cue outweigh the others (a pitch track an octave off on the short, quiet syllable)', () => {
    const { samples, spans } = syllables([
      [150, 6000, 100],
      [70, 3000, 380],
    ]);
    const measured = spans.map((span) => measureSyllable(samples, span, 'EH'));
    expect(measured[1]!.pitch! - measured[0]!.pitch!).toBeGreaterThan(20);
    expect(stressReading(measured, [0])!.margin).toBeLessThan(0);
  });

  it('counts a long tense vowel as long by nature, not as stressed', () => {
    const { samples, spans } = syllables([
      [120, 4000, 200],
      [120, 4000, 200],
    ]);
    const [lax, tense] = [measureSyllable(samples, spans[0]!, 'IH'), measureSyllable(samples, spans[1]!, 'IY')];
    expect(stressReading([lax, tense], [1])!.margin).toBeGreaterThan(0);
  });
});
