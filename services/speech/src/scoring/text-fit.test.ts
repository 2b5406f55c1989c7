import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneNetwork } from '../acoustic/phone-network.ts';
import { loadLexicon } from '../lexicon.ts';
import { synthesize } from '../testing/festival.ts';
import { modelPaths } from './engine.ts';
import { slotsOf } from './grammar.ts';
import { textFit } from './text-fit.ts';

const lexicon = loadLexicon(modelPaths().dictionary);
let network: PhoneNetwork;
beforeAll(async () => {
  network = await PhoneNetwork.load();
});
afterAll(async () => {
  await network.close();
});

/** festival's reading of `said`, fitted to `text`. */
const fitOf = async (said: string, text: string) => textFit(slotsOf(text, lexicon), await network.posteriors(synthesize(said).samples));

describe('textFit', () => {
  it('costs a reading of the text far less than a reading of another sentence', async () => {
    const right = (await fitOf('The black cat sat down', 'The black cat sat down'))!;
    const other = (await fitOf('I bought a ticket today', 'The black cat sat down'))!;
    expect(right).toBeLessThanOrEqual(0);
    expect(other).toBeLessThan(right - 1);
  });

  it('costs a reading that leaves one word out less than a reading of another sentence', async () => {
    const skipped = (await fitOf('The dog is big', 'The black dog is big'))!;
    const other = (await fitOf('Go to school now', 'The black dog is big'))!;
    expect(skipped).toBeGreaterThan(other);
  });

  it('does not judge a text of one or two words, too little to tell', async () => {
    expect(await fitOf('I like this one', 'this')).toBeNull();
    expect(await fitOf('I like this one', 'think so')).toBeNull();
  });

  it('does not judge a text holding a word it cannot follow (no pronunciation known or guessed)', async () => {
    expect(await fitOf('The Brexit vote was close', 'The Brexit vote was close')).toBeNull();
  });

  it('does not judge a clip without frames', async () => {
    expect(textFit(slotsOf('The black cat sat down', lexicon), { frames: 0, values: new Float32Array(0) })).toBeNull();
  });
});
