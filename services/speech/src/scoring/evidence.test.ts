import { describe, expect, it } from 'vitest';
import { NETWORK_PHONES } from '../acoustic/phone-network.ts';
import { heardAs, times } from '../testing/posteriors.ts';
import { loadLexicon } from '../lexicon.ts';
import { modelPaths, type AlignedPhone, type Examination } from './engine.ts';
import { wordEvidence } from './evidence.ts';
import { slotsOf } from './grammar.ts';

const lexicon = loadLexicon(modelPaths().dictionary);

/** "red" aligned as R (frames 0-9), EH (10-19), D (20-29). */
const examination: Examination = {
  alignment: ['R', 'EH', 'D'].map(
    (phone, position): AlignedPhone => ({
      kind: 'phone',
      slot: 0,
      position,
      phones: [phone],
      startFrame: 10 * position,
      endFrame: 10 * position + 9,
      acousticScore: -100,
    }),
  ),
  phoneLoop: [],
  detection: null,
  canonical: null,
};

/** The network hearing each frame as the given phone, with probability 0.7. */
const posteriorsOf = (said: readonly string[]) => heardAs(said, 0.7);

/** 30 frames where the network hears `heard` over the R's frames and the canonical phones elsewhere. */
const posteriors = (heard: string) => posteriorsOf([...times(heard, 10), ...times('EH', 10), ...times('D', 10)]);

describe('wordEvidence', () => {
  it('gives each Brazilian substitution the network hears its margin over the canonical pronunciation per frame of the replaced phone, and the word as then said', () => {
    const [red] = wordEvidence(slotsOf('red', lexicon), examination, posteriors('HH'));
    const hr = red!.heardByNetwork.find((hearing) => hearing.rule === 'h-r');
    expect(hr).toMatchObject({ position: 0, phones: ['HH', 'EH', 'D'] });
    expect(hr!.margin).toBeCloseTo(Math.log(0.7 / (0.3 / (NETWORK_PHONES.length - 1))));
    expect(red!.phones[0]!.networkGop).toBeLessThan(0);
  });

  it('gives a rightly said phone a negative margin and a positive network GOP', () => {
    const [red] = wordEvidence(slotsOf('red', lexicon), examination, posteriors('R'));
    expect(red!.heardByNetwork.find((hearing) => hearing.rule === 'h-r')!.margin).toBeLessThan(0);
    expect(red!.phones.every((phone) => phone.networkGop > 0)).toBe(true);
  });
});

describe('wordEvidence of an added vowel', () => {
  it('hears "big" said "bigi" when the [i] falls just after the aligned word', () => {
    const big: Examination = {
      ...examination,
      alignment: ['B', 'IH', 'G'].map((phone, position): AlignedPhone => ({ ...examination.alignment![position]!, phones: [phone] })),
    };
    const said = posteriorsOf([...times('B', 10), ...times('IH', 10), ...times('G', 10), ...times('IY', 4)]);
    const [word] = wordEvidence(slotsOf('big', lexicon), big, said);
    expect(word!.heardByNetwork.find((hearing) => hearing.rule === 'epenthesis')).toMatchObject({ phones: ['B', 'IH', 'G', 'IY'], margin: expect.any(Number) });
    expect(word!.heardByNetwork.find((hearing) => hearing.rule === 'epenthesis')!.margin).toBeGreaterThan(0);
  });
});
