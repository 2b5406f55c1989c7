import { describe, expect, it } from 'vitest';
import { arpabetToIpa, pronounce } from './ipa.ts';

describe('ARPAbet to IPA', () => {
  it('marks primary and secondary stress before the stressed syllable, its onset included', () => {
    expect(arpabetToIpa('D IH1 K SH AH0 N EH2 R IY0')).toBe('ˈdɪkʃəˌnɛɹi');
    expect(arpabetToIpa('AH0 B AW1 T')).toBe('əˈbaʊt');
    // The onset takes every consonant English can begin a syllable with: /str/ in "construct", only /t/ of /nt/ in "entire".
    expect(arpabetToIpa('K AH0 N S T R AH1 K T')).toBe('kənˈstɹʌkt');
    expect(arpabetToIpa('EH0 N T AY1 ER0')).toBe('ɛnˈtaɪɚ');
    expect(arpabetToIpa('W AO1 T ER0')).toBe('ˈwɔtɚ');
  });

  it('tells the stressed vowel from the schwa it becomes unstressed (AH, ER)', () => {
    expect(arpabetToIpa('B AH1 T ER0')).toBe('ˈbʌtɚ');
    expect(arpabetToIpa('B ER1 D')).toBe('ˈbɝd');
  });

  it('spells the American consonants and diphthongs', () => {
    expect(arpabetToIpa('TH IH1 NG K')).toBe('ˈθɪŋk');
    expect(arpabetToIpa('DH EH1 R')).toBe('ˈðɛɹ');
    expect(arpabetToIpa('JH AH1 JH')).toBe('ˈdʒʌdʒ');
    expect(arpabetToIpa('CH OY1 S')).toBe('ˈtʃɔɪs');
    expect(arpabetToIpa('M EH1 ZH ER0')).toBe('ˈmɛʒɚ');
  });

  it('refuses what is not ARPAbet', () => {
    expect(() => arpabetToIpa('X AH1')).toThrow(/ARPAbet/);
  });

  it('says a phrase word by word and gives up on a word the dictionary lacks', () => {
    const cmu: Record<string, string> = { get: 'G EH1 T', along: 'AH0 L AO1 NG', well: 'W EH1 L', known: 'N OW1 N' };
    const lookup = (word: string) => cmu[word];
    expect(pronounce('Get  along', lookup)).toBe('ˈɡɛt əˈlɔŋ');
    expect(pronounce('well-known', lookup)).toBe('ˈwɛl ˈnoʊn');
    expect(pronounce('get zorblax', lookup)).toBeNull();
  });
});
