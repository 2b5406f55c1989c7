import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../lexicon.ts';
import { modelPaths } from '../scoring/engine.ts';
import { slotsOf } from '../scoring/grammar.ts';
import { phoneLabels } from './synthetic-errors.ts';

const lexicon = loadLexicon(modelPaths().dictionary);
const slot = (word: string) => slotsOf(word, lexicon)[0]!;

describe('phoneLabels', () => {
  it('labels the phone festival replaced or dropped wrong and the rest right', () => {
    expect(phoneLabels([0, 1, 2, 3], slot('think'), 'th-f')).toEqual([0, 2, 2, 2]);
    expect(phoneLabels([0, 1, 2], slot('home'), 'h-drop')).toEqual([0, 2, 2]);
  });

  it('labels every phone right in a word said as written', () => {
    expect(phoneLabels([0, 1, 2], slot('cat'), null)).toEqual([2, 2, 2]);
  });

  it('claims nothing of a word festival said with an added vowel', () => {
    expect(phoneLabels([0, 1, 2, 3], slot('school'), 's-cluster')).toEqual([null, null, null, null]);
    expect(phoneLabels([0, 1, 2], slot('big'), 'epenthesis')).toEqual([null, null, null]);
  });

  it('claims nothing when the rule could have fallen on more than one phone', () => {
    const word = slot('thirtieth');
    const phones = word.positions!.map((_, index) => index);
    expect(word.positions!.filter((position) => position.some((alternative) => alternative.rule === 'th-f'))).toHaveLength(2);
    expect(phoneLabels(phones, word, 'th-f')).toEqual(phones.map(() => null));
  });
});
