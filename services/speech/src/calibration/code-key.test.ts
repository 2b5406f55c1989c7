import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashOfCodeRun, hashOfDecodingRun, sourcesRun } from './code-key.ts';

const speech = fileURLToPath(new URL('../', import.meta.url));
const run = (module: string) => sourcesRun(fileURLToPath(new URL(module, import.meta.url))).map((file) => file.slice(speech.length));

describe("the calibration caches' keys", () => {
  it('cover the code that decodes the corpus, Brazilian variants included, and not the code that judges the evidence', () => {
    const sources = run('./evidence.ts');
    expect(sources).toEqual(
      expect.arrayContaining(['scoring/brazilian-variants.ts', 'scoring/grammar.ts', 'scoring/engine.ts', 'pocketsphinx/native.ts', 'calibration/shards.ts']),
    );
    expect(sources).not.toContain('scoring/decision.ts');
    expect(sources).not.toContain('calibration/model.ts');
  });

  it('cover the code that reads, examines and measures the native readings, and not the code that judges them', () => {
    const sources = run('./native-readings.ts');
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
    for (const judging of ['scoring/decision.ts', 'scoring/judge.ts', 'calibration/model.ts', 'calibration/separation.ts', 'calibration/measured.ts']) {
      expect(sources).not.toContain(judging);
    }
  });

  it('cover the code that measures aspiration, /i/ length and stress, the stress lexicon and spelling included', () => {
    expect(run('../scoring/measures/findings.ts')).toEqual(
      expect.arrayContaining([
        'stress-lexicon.ts',
        'scoring/measures/voice-onset.ts',
        'scoring/measures/stress.ts',
        'scoring/spelling.ts',
        'scoring/brazilian-variants.ts',
      ]),
    );
  });

  it("key the decodes by the decoder's model, dictionary and espeak-ng too, the same on every run", () => {
    const evidence = new URL('./evidence.ts', import.meta.url).href;
    const decoding = hashOfDecodingRun(evidence).digest('hex');
    expect(decoding).toBe(hashOfDecodingRun(evidence).digest('hex'));
    expect(decoding).not.toBe(hashOfCodeRun(evidence).digest('hex'));
  });
});
