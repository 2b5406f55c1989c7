import { describe, expect, it } from 'vitest';
import type { Segment } from '../pocketsphinx/native.ts';
import { loadLexicon } from '../lexicon.ts';
import { modelPaths } from './engine.ts';
import { slotsOf } from './grammar.ts';
import { closestReading } from './readings.ts';

describe('closestReading', () => {
  const lexicon = loadLexicon(modelPaths().dictionary);
  const readings = [
    ['two', 'dollars', 'and', 'fifty', 'cents'],
    ['two', 'fifty'],
  ].map((words) => slotsOf('$2.50', lexicon, words));
  const loop = (phones: string) =>
    ['SIL', ...phones.split(' '), 'SIL'].map((word, i): Segment => ({ word, startFrame: 10 * i, endFrame: 10 * i + 9, acousticScore: -1 }));

  it('takes the reading whose phones the free loop heard, silence aside', () => {
    expect(closestReading(readings, loop('T UW F IH F T IY'))).toBe(1);
    expect(closestReading(readings, loop('T UW D AA L ER Z AH N F IH F T IY S EH N T S'))).toBe(0);
  });

  it('takes the first on a tie', () => {
    expect(closestReading([readings[1]!, readings[1]!], loop('T UW'))).toBe(0);
  });
});
