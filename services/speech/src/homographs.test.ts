import { describe, expect, it } from 'vitest';
import { otherPronunciationsOf } from './homographs.ts';
import { loadLexicon } from './lexicon.ts';
import { modelPaths } from './scoring/engine.ts';

const lexicon = loadLexicon(modelPaths().dictionary);

describe('otherPronunciationsOf', () => {
  it('gives the numbered pronunciations whose stressed vowel differs from the first, keeping how the word is written', () => {
    expect(otherPronunciationsOf('read', lexicon)).toEqual(['read(2)']);
    expect(otherPronunciationsOf('Read', lexicon)).toEqual(['Read(2)']);
    expect(lexicon.phones('Read(2)')).toEqual(['R', 'IY', 'D']);
    expect(otherPronunciationsOf('live', lexicon)).toEqual(['live(2)']);
    expect(lexicon.phones('live(2)')).toEqual(['L', 'IH', 'V']);
  });

  it('gives none that says a mistake Juba names: the other pronunciation would excuse it', () => {
    // as: AE Z, EH Z (ae-eh); really: R IH L IY, R IY L IY (i-ih).
    expect(lexicon.phones('as(2)')).toEqual(['EH', 'Z']);
    expect(otherPronunciationsOf('as', lexicon)).toEqual([]);
    expect(otherPronunciationsOf('really', lexicon)).toEqual([]);
    expect(otherPronunciationsOf('again', lexicon)).toEqual(['again(2)']);
  });

  it('gives none under which a rule would name another of the word’s pronunciations as the mistake', () => {
    // roof(2) R UH F: uh-uw would name the first, R UW F; plaza(2) P L AE Z AH: ae-aa the first, P L AA Z AH.
    for (const word of ['roof', 'plaza']) expect(otherPronunciationsOf(word, lexicon)).toEqual([]);
    // because(2) B IH K AH Z: ah-aa would name because(3), B IH K AA Z, which stays.
    expect(otherPronunciationsOf('because', lexicon)).toEqual(['because(3)']);
  });

  it('gives a pronunciation stressed on another syllable', () => {
    expect(otherPronunciationsOf('present', lexicon).map((other) => lexicon.phones(other)?.join(' '))).toContain('P R IY Z EH N T');
  });

  it('gives none where the other pronunciations differ elsewhere, reduce the vowel, or are none', () => {
    // close: K L OW S, K L OW Z; the: DH AH, DH IY unstressed; to: T UW, T IH unstressed.
    for (const word of ['close', 'the', 'to', 'think', 'read(2)']) expect(otherPronunciationsOf(word, lexicon)).toEqual([]);
  });
});
