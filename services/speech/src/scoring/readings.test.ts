import { describe, expect, it } from 'vitest';
import { NETWORK_INDEX, NETWORK_PHONES } from '../acoustic/phone-network.ts';
import { loadLexicon, readingsOf } from '../lexicon.ts';
import { heardAs } from '../testing/posteriors.ts';
import { modelPaths } from './engine.ts';
import { slotsOf } from './grammar.ts';
import { likeliestReading } from './readings.ts';

describe('likeliestReading', () => {
  const lexicon = loadLexicon(modelPaths().dictionary);
  const readingsFor = (text: string) => readingsOf(text).map((words) => slotsOf(text, lexicon, words));
  /** Each phone heard for 4 frames, with silence around. */
  const said = (phones: string) => heardAs(['SIL', 'SIL', ...phones.split(' ').flatMap((phone) => Array<string>(4).fill(phone)), 'SIL', 'SIL']);
  const dollars = readingsFor('$2.50');

  it('takes the reading the network heard, whichever is shorter', async () => {
    expect(await likeliestReading(dollars, said('T UW F IH F T IY'))).toBe(1);
    expect(await likeliestReading(dollars, said('T UW D AA L ER Z AH N D F IH F T IY S EH N T S'))).toBe(0);
    // A shorter reading is not taken where sounds were missed: edit distance to the free loop's phones took "the us" for "the U S".
    const us = readingsFor('the US');
    expect(us.map((slots) => slots.map((slot) => slot.written).join(' '))).toEqual(['the US', 'the us', 'the U.S.']);
    expect(await likeliestReading(us, said('DH AH Y UW S'))).toBe(0);
    expect(await likeliestReading(us, said('DH AH AH S'))).toBe(1);
  });

  it('takes the first on a tie, and when no reading fits the frames', async () => {
    expect(await likeliestReading([dollars[1]!, dollars[1]!], said('T UW'))).toBe(0);
    expect(await likeliestReading(dollars, { frames: 0, values: new Float32Array(0) })).toBe(0);
  });

  it('passes over a reading whose score is not a number', async () => {
    const us = readingsFor('the US');
    const posteriors = said('DH AH Y UW EH S');
    const y = NETWORK_INDEX.get('Y')!;
    for (let frame = 0; frame < posteriors.frames; frame++) posteriors.values[frame * NETWORK_PHONES.length + y] = Number.NaN;
    expect(await likeliestReading(us, posteriors)).toBe(1);
  });
});
