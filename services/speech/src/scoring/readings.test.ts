import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../lexicon.ts';
import { heardAs } from '../testing/posteriors.ts';
import { modelPaths } from './engine.ts';
import { slotsOf } from './grammar.ts';
import { likeliestReading } from './readings.ts';

describe('likeliestReading', () => {
  const lexicon = loadLexicon(modelPaths().dictionary);
  const readingsOf = (text: string, ...readings: string[]) => readings.map((words) => slotsOf(text, lexicon, words.split(' ')));
  /** Each phone heard for 4 frames, with silence around. */
  const said = (phones: string) => heardAs(['SIL', 'SIL', ...phones.split(' ').flatMap((phone) => Array<string>(4).fill(phone)), 'SIL', 'SIL']);
  const dollars = readingsOf('$2.50', 'two dollars and fifty cents', 'two fifty');

  it('takes the reading the network heard, whichever is shorter', () => {
    expect(likeliestReading(dollars, said('T UW F IH F T IY'))).toBe(1);
    expect(likeliestReading(dollars, said('T UW D AA L ER Z AH N D F IH F T IY S EH N T S'))).toBe(0);
    // A shorter reading is not taken where sounds were missed: edit distance to the free loop's phones took "the us" for "the U S".
    const us = readingsOf('the US', 'the U. S.', 'the us');
    expect(likeliestReading(us, said('DH AH Y UW S'))).toBe(0);
    expect(likeliestReading(us, said('DH AH AH S'))).toBe(1);
  });

  it('takes the first on a tie', () => {
    expect(likeliestReading([dollars[1]!, dollars[1]!], said('T UW'))).toBe(0);
  });
});
