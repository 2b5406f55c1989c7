import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon, wordsOf, type Lexicon } from '../lexicon.ts';
import { synthesize } from '../testing/festival.ts';
import { positionsOf } from './brazilian-variants.ts';
import { Engine, modelPaths } from './engine.ts';
import type { Slot } from './grammar.ts';

const WEIGHTS = { variant: 0.3 };
let engine: Engine;
let lexicon: Lexicon;

beforeAll(() => {
  const paths = modelPaths();
  engine = new Engine(paths);
  lexicon = loadLexicon(paths.dictionary);
});
afterAll(() => engine.close());

function slotsOf(text: string): Slot[] {
  return wordsOf(text).map((written) => {
    const phones = lexicon.phones(written);
    return { written, positions: phones ? positionsOf(written, phones) : null };
  });
}

/** The pronunciation the error-detecting alignment chose for each target word (null when not heard as the word). */
async function heard(spoken: string, target: string): Promise<(string | null)[]> {
  const slots = slotsOf(target);
  const { detection } = await engine.examine(synthesize(spoken).samples, slots, WEIGHTS);
  return slots.map((_, index) => {
    const token = detection?.find((t) => t.kind === 'word' && t.slot === index);
    return token ? token.phones.join(' ') : null;
  });
}

describe('the error-detecting alignment on synthesized minimal pairs', () => {
  it('hears "I think so" as written', async () => {
    expect(await heard('I think so', 'I think so')).toEqual(['AY', 'TH IH NG K', 'S OW']);
  });

  it('hears "I fink so" with F for TH', async () => {
    expect((await heard('I fink so', 'I think so'))[1]).toBe('F IH NG K');
  });

  it('hears the epenthetic vowel of "bigi"', async () => {
    expect((await heard('The dog is bigi', 'The dog is big'))[3]).toBe('B IH G IY');
  });

  it('aligns every canonical phone of the target, in order, with frames', async () => {
    const slots = slotsOf('I think so');
    const { alignment, phoneLoop } = await engine.examine(synthesize('I think so').samples, slots, WEIGHTS);
    expect(alignment?.map((phone) => phone.phones[0])).toEqual(['AY', 'TH', 'IH', 'NG', 'K', 'S', 'OW']);
    for (const phone of alignment!) expect(phone.endFrame).toBeGreaterThanOrEqual(phone.startFrame);
    expect(phoneLoop.filter((segment) => !/SIL|\+/.test(segment.word)).length).toBeGreaterThan(3);
  });

  // A forced alignment that had to say every word found no path through three words left out: the clip was judged with no phones at all.
  it('aligns a reading that left words out, without the words it left out, only when the strict alignment finds no path', async () => {
    const text = 'I want a cup of tea';
    const aligned = async (spoken: string) =>
      (await engine.examine(synthesize(spoken).samples, slotsOf(text), WEIGHTS)).alignment?.flatMap((token) => (token.kind === 'phone' ? [token.slot] : [])) ??
      null;
    expect(new Set(await aligned('I want tea'))).toEqual(new Set([0, 1, 5]));
    expect(new Set(await aligned(text))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  // Through a Kleene plus of unknown sounds the grammar search found no path: the clip was judged without its alignment.
  it('aligns a word the dictionary does not know as a run of unknown sounds between its neighbours', async () => {
    const slots = slotsOf('The Brexit vote was close');
    expect(slots[1]!.positions).toBeNull();
    const { alignment, detection } = await engine.examine(synthesize('The Brexit vote was close').samples, slots, WEIGHTS);
    expect(alignment?.filter((token) => token.kind === 'phone').map((phone) => phone.phones[0])).toEqual([
      'DH',
      'AH',
      'V',
      'OW',
      'T',
      'W',
      'AA',
      'Z',
      'K',
      'L',
      'OW',
      'S',
    ]);
    expect(alignment?.filter((token) => token.kind === 'garbage').length).toBeGreaterThan(2);
    expect(detection?.filter((token) => token.kind === 'word').map((token) => token.slot)).toEqual([0, 2, 3, 4]);
  });

  it('aligns a text with no words as unknown sounds rather than finding no path', async () => {
    const { alignment } = await engine.examine(synthesize('Hello there').samples, [], WEIGHTS);
    expect(alignment?.some((token) => token.kind === 'garbage')).toBe(true);
    expect(alignment?.some((token) => token.kind === 'phone')).toBe(false);
  });

  it('refuses an examination queued behind close() rather than hand pocketsphinx a freed decoder', async () => {
    const closing = new Engine(modelPaths());
    const closed = closing.close();
    await expect(closing.examine(synthesize('I think so').samples, slotsOf('I think so'), WEIGHTS)).rejects.toThrow('the decoder is closed');
    await closed;
  });
});
