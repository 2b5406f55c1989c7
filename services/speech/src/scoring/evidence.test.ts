import { describe, expect, it } from 'vitest';
import { NETWORK_PHONES, type PhonePosteriors } from '../acoustic/phone-network.ts';
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

/** 30 frames where the network hears `heard` over the R's frames (with probability 0.7) and the canonical phones elsewhere. */
function posteriors(heard: string): PhonePosteriors {
  const said = ['R', 'EH', 'D'];
  const values = new Float32Array(30 * NETWORK_PHONES.length);
  for (let frame = 0; frame < 30; frame++) {
    const top = frame < 10 ? heard : said[Math.floor(frame / 10)]!;
    NETWORK_PHONES.forEach((phone, k) => {
      values[frame * NETWORK_PHONES.length + k] = Math.log(phone === top ? 0.7 : 0.3 / (NETWORK_PHONES.length - 1));
    });
  }
  return { frames: 30, values };
}

describe('wordEvidence', () => {
  it('gives each Brazilian substitution the network hears its margin over the canonical phone, and the word as then said', () => {
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
