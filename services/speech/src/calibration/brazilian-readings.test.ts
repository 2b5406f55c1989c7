import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../lexicon.ts';
import { modelPaths } from '../scoring/engine.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { brazilianReadings } from './brazilian-readings.ts';

const lexicon = loadLexicon(modelPaths().dictionary);

describe('brazilianReadings', () => {
  it('says every other word with a substitution, keeping CMUdict stress and leaving added vowels unstressed', () => {
    const [reading] = brazilianReadings(['School is a different thing'], lexicon);
    expect(reading!.said).toMatchObject({ school: 'IY0 S K UW1 L', is: 'IH1 Z', different: expect.stringMatching(/^D IH1 F ER0 AH0 N T$|^JH IH1|IY0$/) });
    expect(reading!.rules.map(({ word }) => word)).toEqual(
      ['school', 'a', 'thing'].filter((word) => reading!.said[word] !== undefined && reading!.rules.some((rule) => rule.word === word)),
    );
    expect(reading!.rules[0]).toEqual({ word: 'school', rule: 's-cluster' });
  });

  it('gives the rarest substitutions their turn, the same way on every run', () => {
    const text = 'Think of the red cat';
    const offered = slotsOf(text, lexicon).flatMap((slot) => slot.positions!.flatMap((position) => position.flatMap(({ rule }) => (rule ? [rule] : []))));
    const readings = brazilianReadings(Array<string>(12).fill(text), lexicon);
    expect(new Set(readings.flatMap((reading) => reading.rules.map(({ rule }) => rule)))).toEqual(new Set(offered));
    expect(brazilianReadings(Array<string>(12).fill(text), lexicon)).toEqual(readings);
  });
});
