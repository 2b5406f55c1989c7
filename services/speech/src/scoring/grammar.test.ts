import { describe, expect, it } from 'vitest';
import { guessingLexicon } from '../guessed-pronunciations.ts';
import { loadLexicon } from '../lexicon.ts';
import { modelPaths } from './engine.ts';
import { canonicalPhones, slotsOf } from './grammar.ts';

describe('slotsOf', () => {
  const lexicon = loadLexicon(modelPaths().dictionary);
  const phonesOf = (text: string) => slotsOf(text, lexicon).map((slot) => (slot.positions ? canonicalPhones(slot.positions).join(' ') : null));

  it('reads a word in capitals among lower-case ones letter by letter where CMUdict lists that reading', () => {
    expect(phonesOf('I work with AI in the US')).toEqual(['AY', 'W ER K', 'W IH DH', 'EY AY', 'IH N', 'DH AH', 'Y UW EH S']);
    // CMUdict reads NASA only as a word.
    expect(phonesOf('She works at NASA')[3]).toBe('N AE S AH');
  });

  it('reads a word in capitals letter by letter where espeak-ng spells it out, though CMUdict lists it only as a word', async () => {
    const text = 'I work in IT at NASA';
    const slots = slotsOf(text, await guessingLexicon(lexicon).guessFor(text));
    expect(slots.map((slot) => canonicalPhones(slot.positions!).join(' ')).slice(3)).toEqual(['AY T IY', 'AE T', 'N AE S AH']);
    expect(phonesOf(text)[3]).toBe('IH T');
  });

  it('says a numbered word (read(2)) as that pronunciation, and writes it as the text does', () => {
    const slots = slotsOf('I like to read', lexicon, ['I', 'like', 'to', 'read(2)']);
    expect(slots[3]!.written).toBe('read');
    expect(canonicalPhones(slots[3]!.positions!)).toEqual(['R', 'IY', 'D']);
  });

  it('reads a text in capitals throughout word by word, as speechocean762 writes its texts', () => {
    expect(phonesOf('AND SO IT IS WITH ALL OF US').at(-1)).toBe('AH S');
  });
});
