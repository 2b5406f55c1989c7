import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourcesRun } from './native-readings.ts';

const speech = fileURLToPath(new URL('../', import.meta.url));

describe("the native readings' cache", () => {
  it('is keyed by the code that reads, examines and measures them, not by the code that judges the evidence', () => {
    const sources = sourcesRun(fileURLToPath(new URL('./native-readings.ts', import.meta.url))).map((file) => file.slice(speech.length));
    expect(sources).toEqual(
      expect.arrayContaining([
        'scoring/evidence.ts',
        'scoring/engine.ts',
        'pocketsphinx/native.ts',
        'acoustic/phone-network.ts',
        'scoring/measures/voice-onset.ts',
        'wav.ts',
      ]),
    );
    expect(sources).not.toContain('scoring/decision.ts');
    expect(sources).not.toContain('scoring/judge.ts');
    expect(sources).not.toContain('calibration/model.ts');
    expect(sources).not.toContain('calibration/separation.ts');
    expect(sources).not.toContain('calibration/measured.ts');
  });
});
