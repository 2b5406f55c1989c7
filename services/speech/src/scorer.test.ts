import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPronunciationScorer } from './scorer.ts';
import { synthesize } from './testing/festival.ts';
import { withDigitalSilence } from './testing/wav-builder.ts';
import type { Pcm16k, PronunciationScorer } from './types.ts';
import { decodeWav } from './wav.ts';

const DEV = process.env.SPEECHOCEAN_DIR ?? '/work/shared/data/speechocean762-dev';
let scorer: PronunciationScorer;

beforeAll(async () => {
  scorer = await createPronunciationScorer();
});
afterAll(() => scorer.close());

describe('analyze on synthesized minimal pairs', () => {
  // "I fink so" (th as f) is withheld at the fitted thresholds: festival's f gives a decoder margin of 1.7 and a network margin of 2.1, together
  // no rarer than what 1% of correct words offered th-f show (services/speech/README.md).
  it('names th → t in "I tink so" and spells what was heard', async () => {
    const result = await scorer.analyze(synthesize('I tink so'), 'I think so');
    expect(result.heardSpeech).toBe(true);
    expect(result.transcription).toBe('I tink so');
    expect(result.mistakes).toContainEqual(
      expect.objectContaining({ word: 'think', heard: 'tink', kind: 'substitution', rule: 'th-t', issue: 'Você disse *tink*' }),
    );
    expect(result.mistakes.find((m) => m.rule === 'th-t')!.suggestion).toMatch(/língua entre os dentes.*\*think\*/);
  });

  it('hears "I think so" as written, and scores it above "I fink so"', async () => {
    const progress: number[] = [];
    const right = await scorer.analyze(synthesize('I think so'), 'I think so', (percent) => progress.push(percent));
    const wrong = await scorer.analyze(synthesize('I fink so'), 'I think so');
    expect(right.mistakes.filter((m) => m.rule)).toEqual([]);
    expect(right.accuracyScore).toBeGreaterThan(wrong.accuracyScore);
    expect(progress.at(-1)).toBe(100);
    expect(right.strengths.length).toBeGreaterThan(0);
    expect(right.overallFeedback).not.toBe('');
  });

  // Whether "bigi" is named depends on the fitted epenthesis thresholds (scoring/brazilian-errors.test.ts); its score does not.
  it('scores "big" above "bigi" in a carrier sentence, and does not flag "big"', async () => {
    const wrong = await scorer.analyze(synthesize('The dog is bigi'), 'The dog is big');
    const right = await scorer.analyze(synthesize('The dog is big'), 'The dog is big');
    expect(right.mistakes.filter((m) => m.rule === 'epenthesis')).toEqual([]);
    expect(right.accuracyScore).toBeGreaterThan(wrong.accuracyScore);
  });

  it('reports a skipped word as omitted', async () => {
    const result = await scorer.analyze(synthesize('The dog is big'), 'The black dog is big');
    expect(result.mistakes).toContainEqual(expect.objectContaining({ word: 'black', heard: null, kind: 'omission' }));
    expect(result.transcription).not.toMatch(/black/);
  });

  // The word model learnt omissions from train clips scored against their text with a word added (calibration/evidence.ts);
  // before, it named 4% of the function words left out (make bench).
  it('names a function word left out, and lowers completeness for it', async () => {
    const result = await scorer.analyze(synthesize('We waited for bus'), 'We waited for the bus');
    expect(result.mistakes).toEqual([expect.objectContaining({ word: 'the', heard: null, kind: 'omission' })]);
    expect(result.subScores!.completeness.score).toBeLessThan(100);
  });

  // The forced alignment could not leave words out: "I want tea" was refused as another text, or judged with no phones and nothing named.
  it('names every word of a run left out', async () => {
    const result = await scorer.analyze(synthesize('I want tea'), 'I want a cup of tea');
    expect(result.mistakes.filter((m) => m.kind === 'omission').map((m) => m.word)).toEqual(['a', 'cup', 'of']);
    expect(result.subScores!.completeness.score).toBeLessThanOrEqual(50);
  });

  // Fitted to experts who scored 2,499 of 2,500 train clips complete, completeness said "Você leu o texto inteiro." beside "Você não disse *yesterday*".
  it('scores completeness no higher than the share of words said, and says what to do about it', async () => {
    const text = 'She went to the market yesterday morning';
    const whole = await scorer.analyze(synthesize(text), text);
    const skipped = await scorer.analyze(synthesize('She went to the market morning'), text);
    expect(whole.subScores!.completeness).toEqual({ score: 100, advice: 'Você leu o texto inteiro.' });
    expect(skipped.mistakes).toContainEqual(expect.objectContaining({ word: 'yesterday', kind: 'omission' }));
    expect(skipped.subScores!.completeness).toEqual({ score: 86, advice: 'Faltaram palavras do texto: leia tudo, do começo ao fim, sem pular nenhuma.' });
  });
});

describe('a clean reading captured through a browser', () => {
  it("names nothing in festival's reading as Chromium's fake microphone delivered it, digital silence and all", async () => {
    const capture = decodeWav(new Uint8Array(readFileSync(new URL('./testing/fixtures/chromium-clean-reading.wav', import.meta.url))));
    const result = await scorer.analyze(capture, 'We have climbed one step up the ladder.');
    expect(result.heardSpeech).toBe(true);
    expect(result.mistakes).toEqual([]);
  });
});

describe('correct readings by an American voice no fit has heard', () => {
  // festival's slt, with a t or d before [i] as Americans say it: before make calibrate bounded every rule with
  // native readings (calibration/native-readings.ts, another voice), 8 of these 10 words were told "tch" or "dj".
  it.each([
    'It is a pretty city',
    'The party was better',
    'Forty people were ready',
    'The lady is twenty',
    'It was a pity',
    'He got a little kitty',
    'What a city',
    'Did you see the movie',
    // t before an unstressed [i], which American English flaps or softens, was told "natchive" and "universitchy".
    'He is a native speaker',
    'I go to the university',
    // "years" was told "Você disse *yirz*" while i-ih was offered before r, where American English has one vowel for /i/ and /ɪ/.
    'I have been learning English for two years',
  ])('names no mistake in "%s"', async (text) => {
    const result = await scorer.analyze(synthesize(text), text);
    expect(result.subScores).not.toBeNull();
    expect(result.mistakes).toEqual([]);
  });
});

describe('a word stressed one way in one sense and another in the other', () => {
  // Measured against CMUdict's first entry only, the noun was told "Você acentuou *RE-cord*; o acento é em *re-CORD*".
  it.each([
    ['My record is good', 'record', 'R EH1 K ER0 D'],
    ['They record it now', 'record', 'R IH0 K AO1 R D'],
    ['She was fourteen then', 'fourteen', 'F AO1 R T IY2 N'],
    ['She was thirteen then', 'thirteen', 'TH ER0 T IY1 N'],
  ])('names no misplaced stress in "%s", its %s said %s', async (text, word, said) => {
    const result = await scorer.analyze(synthesize(text, { [word]: said }), text);
    expect(result.mistakes).toEqual([]);
  });
});

describe('a word CMUdict says two ways (homographs.ts)', () => {
  // CMUdict lists read's past tense first: judged as "red", festival's "I like to read" scored 79 with read and to marked for
  // practice, "Read" alone 74 with read marked, "They like to read" 72 with "Você disse *readi*". The past tense, "I live
  // here" (86 before) and "The wind is strong" (87) are controls: their first pronunciation is, or was, heard well enough.
  it.each(['I like to read', 'Read', 'They like to read', 'I read the book yesterday', 'I live here', 'The wind is strong'])(
    'names no mistake in "%s", and shows the words as written',
    async (text) => {
      const result = await scorer.analyze(synthesize(text), text);
      expect(result.mistakes).toEqual([]);
      expect(result.accuracyScore).toBeGreaterThanOrEqual(80);
      expect(result.transcription).toBe(text);
    },
  );

  // In capitals among lower-case words it was read only as a word or by its letters: "I like to READ" scored 83 (as "I like to
  // read" 88), heard as R.E.A.D.
  it('hears a word in capitals said its other way, scores it as in lower case, and shows it as written', async () => {
    const audio = synthesize('I like to read');
    const result = await scorer.analyze(audio, 'I like to READ');
    expect(result.mistakes).toEqual([]);
    expect(result.accuracyScore).toBe((await scorer.analyze(audio, 'I like to read')).accuracyScore);
    expect(result.transcription).toBe('I like to READ');
  });
});

describe('a word CMUdict lacks, its pronunciation guessed by espeak-ng', () => {
  // Before guessing, "Brexit" was aligned as unknown sounds: never judged, yet praised, and its sounds told as a word the learner added.
  it('judges it like any other word: a correct reading names nothing and is heard in order', async () => {
    const result = await scorer.analyze(synthesize('The Brexit vote was close'), 'The Brexit vote was close');
    expect(result.mistakes).toEqual([]);
    expect(result.transcription).toBe('The Brexit vote was close');
    expect(result.strengths[0]).toContain('*Brexit*');
  });

  // A guess's vowels are often wrong: Manaus and Campinas were guessed with the /æ/ of "man" and "camp", and their
  // Portuguese /a/ told "Você disse *Monaus*", "*Compinas*". No substitution of a guessed vowel is named.
  it.each([
    ['I went to Manaus last year', 'manaus', 'M AA0 N AW1 S'],
    ['We met in Campinas today', 'campinas', 'K AA0 M P IY1 N AH0 S'],
  ])('names nothing in "%s" with %s said as in Portuguese (%s)', async (text, word, said) => {
    const result = await scorer.analyze(synthesize(text, { [word]: said }), text);
    expect(result.mistakes).toEqual([]);
  });

  it('names a Brazilian error in it', async () => {
    const result = await scorer.analyze(synthesize('The Brexit vote was close', { brexit: 'B HH EH1 K S IH0 T' }), 'The Brexit vote was close');
    expect(result.mistakes).toContainEqual(expect.objectContaining({ word: 'Brexit', heard: 'Bhexit', kind: 'substitution', rule: 'h-r' }));
    expect(result.transcription).toBe('The Bhexit vote was close');
  });

  it('without espeak-ng, leaves the word unjudged: neither praised nor taken for added words', async () => {
    const audio = synthesize('The Brexit vote was close');
    const path = process.env.PATH;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fresh = await createPronunciationScorer();
    try {
      process.env.PATH = '/nonexistent';
      const result = await fresh.analyze(audio, 'The Brexit vote was close');
      expect(result.mistakes).toEqual([]);
      expect(result.transcription).toBe('The Brexit vote was close');
      expect(result.strengths[0]).not.toContain('Brexit');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('brexit'), expect.anything());
    } finally {
      process.env.PATH = path;
      warn.mockRestore();
      await fresh.close();
    }
  });
});

describe('numbers and accents in a learner’s text', () => {
  // Before numbers were read as words, the first was refused as not recognised (score 0) and the second told
  // "Você acrescentou *unjeifai*"; "café" was looked up as "caf".
  it.each([
    ['I was born in 1990', 'I was born in nineteen ninety'],
    ['It costs $25 today', 'It costs twenty five dollars today'],
    ['She came 1st in the race', 'She came first in the race'],
  ])('reads "%s" as an American says it, and names nothing in a correct reading', async (text, heard) => {
    const result = await scorer.analyze(synthesize(text), text);
    expect(result.subScores).not.toBeNull();
    expect(result.mistakes).toEqual([]);
    expect(result.transcription).toBe(heard);
  });

  // Read only one way, "two fifty" scored 65 and "a hundred" was told "Você disse *õ*"; without its reading,
  // "nine dollars ninety nine" was heard as "nine teerz ninety nine", with *teerz* named as a word added, "January fifth"
  // as "January five", and "twenty five degrees" for 25°C was refused as another text.
  it.each([
    ['It costs $2.50 now', 'It costs two fifty now'],
    ['It costs $9.99 now', 'It costs nine dollars ninety nine now'],
    ['My birthday is January 5', 'My birthday is January fifth'],
    ['It is 25°C today', 'It is twenty five degrees today'],
    ['I have 100 books', 'I have a hundred books'],
    ['We moved here in 2026', 'We moved here in two thousand twenty six'],
  ])('hears "%s" read another common way, as "%s", and names nothing', async (text, said) => {
    const progress: number[] = [];
    const result = await scorer.analyze(synthesize(said), text, (percent) => progress.push(percent));
    expect(result.mistakes).toEqual([]);
    expect(result.transcription).toBe(said);
    // The network chose the reading before any alignment: only the reading heard was aligned.
    expect(progress).toEqual([10, 35, 60, 85, 100]);
  });

  it('refuses a text with more words to read than a recording holds, before decoding', async () => {
    await expect(scorer.analyze(synthesize('I think so'), '999999999999 '.repeat(10))).rejects.toThrow(/more than 150/);
  });

  it('looks up an accented word without its accents (festival reads the plain spelling: it stresses café on the first syllable)', async () => {
    const result = await scorer.analyze(synthesize('We met at a cafe'), 'We met at a café');
    expect(result.mistakes).toEqual([]);
    expect(result.transcription).toBe('We met at a cafe');
  });
});

describe('abbreviations and acronyms in a learner’s text', () => {
  // Before they were read as said, CMUdict's readings of the written forms gave festival's correct readings
  // "Você disse *IDI*", "Você acrescentou *plam*" with km and kilometers marked for practice (61), vs marked for practice and misstressed,
  // "Chapter IV is long" refused as not recognised, and "zero" told omitted twice in "at 10:00" (69).
  it.each([
    ['Show me your ID please', 'Show me your I D please', 'Show me your ID please'],
    ['I work in IT now', 'I work in I T now', 'I work in IT now'],
    ['Chapter IV is long', 'Chapter four is long', 'Chapter four is long'],
    ['The class is at 10:00 today', 'The class is at ten today', 'The class is at ten today'],
    ['The hotel is 5 km away', 'The hotel is five kilometers away', 'The hotel is five kilometers away'],
    ['It was Brazil vs. Germany', 'It was Brazil versus Germany', 'It was Brazil versus Germany'],
    ['See you at 10am tomorrow', 'See you at ten A M tomorrow', 'See you at ten a.m. tomorrow'],
  ])('reads "%s" as said, and names nothing in a correct reading', async (text, said, heard) => {
    const result = await scorer.analyze(synthesize(said), text);
    expect(result.mistakes).toEqual([]);
    expect(result.transcription).toBe(heard);
  });

  // Capitals for emphasis were read as letters ("I love IT" 81); and by edit distance to the free loop's phones the
  // readings were chosen wrongly where the loop missed sounds ("the U S" taken for "the us", 84; "seven o'clock" for "seven", 86).
  it.each([
    ['I love IT so much', 'I love it so much', 'I love it so much', 87],
    ['Please help US now', 'Please help us now', 'Please help us now', 87],
    ['We live in the US now', 'We live in the U S now', 'We live in the US now', 87],
    ['The class is at 7:00 today', "The class is at seven o'clock today", "The class is at seven o'clock today", 87],
    // Acronyms espeak-ng reads as words, said by their letters: ICU was marked for practice (78), FAQ told "Você disse *FAQI*".
    ['He is in the ICU now', 'He is in the I C U now', 'He is in the I.C.U. now', 86],
    ['Read the FAQ first', 'Read the F A Q first', 'Read the F.A.Q. first', 84],
  ] as const)('hears "%s" read as "%s", and names nothing', async (text, said, heard, least) => {
    const result = await scorer.analyze(synthesize(said), text);
    expect(result.mistakes).toEqual([]);
    expect(result.transcription).toBe(heard);
    expect(result.accuracyScore).toBeGreaterThanOrEqual(least);
  });
});

describe('concurrent clips', () => {
  it('scores clips analysed at the same time as it scores them one by one', async () => {
    const think = synthesize('I think so');
    const fink = synthesize('I fink so');
    const alone = [await scorer.analyze(think, 'I think so'), await scorer.analyze(fink, 'The dog is big')];
    expect(await Promise.all([scorer.analyze(think, 'I think so'), scorer.analyze(fink, 'The dog is big')])).toEqual(alone);
  });

  it('spreads them over several decoders when asked', async () => {
    const pool = await createPronunciationScorer({ decoders: 2 });
    try {
      const clip = synthesize('I tink so');
      const [a, b] = await Promise.all([pool.analyze(clip, 'I think so'), pool.analyze(clip, 'I think so')]);
      expect(a).toEqual(b);
      expect(a.transcription).toBe('I tink so');
    } finally {
      await pool.close();
    }
  });
});

describe('no speech', () => {
  const silence: Pcm16k = { samples: new Int16Array(16000 * 2), sampleRate: 16000 };
  it('says no speech was heard for silence, with score 0', async () => {
    const result = await scorer.analyze(silence, 'I think so');
    expect(result).toMatchObject({ heardSpeech: false, accuracyScore: 0, mistakes: [] });
    expect(result.overallFeedback).toMatch(/Não ouvimos fala/);
    expect(await scorer.scoreSound(silence, 'think', 'θ')).toEqual({ heardSpeech: false, accuracyScore: 0 });
  });

  it('says no speech was heard for steady noise', async () => {
    let seed = 7;
    const samples = Int16Array.from({ length: 16000 * 2 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 4000);
    expect((await scorer.analyze({ samples, sampleRate: 16000 }, 'I think so')).heardSpeech).toBe(false);
  });
});

describe('scoreSound (the lab)', () => {
  it.each(['I fink so', 'I tink so'])('scores /θ/ in "I think so" under half as well when it is said as "%s"', async (mistaken) => {
    const right = await scorer.scoreSound(synthesize('I think so'), 'I think so', 'θ');
    const wrong = await scorer.scoreSound(synthesize(mistaken), 'I think so', 'θ');
    expect(right.heardSpeech).toBe(true);
    expect(right.accuracyScore).toBeLessThanOrEqual(100);
    expect(wrong.accuracyScore).toBeGreaterThanOrEqual(0);
    expect(wrong.accuracyScore).toBeLessThan(right.accuracyScore / 2);
  });
});

describe("scoreSound on the lab's sample words, said alone", () => {
  it.each([
    ['think', 'θ', 'fink'],
    ['this', 'ð', 'dis'],
    ['red', 'ɻ', 'head'],
    ['cat', 'æ', 'cot'],
  ])('scores %s (%s) above %s', async (word, sound, mistaken) => {
    const right = await scorer.scoreSound(synthesize(word), word, sound);
    const wrong = await scorer.scoreSound(synthesize(mistaken), word, sound);
    expect(right.heardSpeech).toBe(true);
    expect(right.accuracyScore).toBeGreaterThan(wrong.accuracyScore);
  });
});

describe('real learners (speechocean762 dev clips)', () => {
  interface Row {
    id: string;
    text: string;
    accuracy: number;
    words: { accuracy: number }[];
  }
  const rows = readFileSync(`${DEV}/scores.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row);
  const flawed = rows.filter((row) => row.accuracy <= 5).slice(0, 3);

  it('names or marks words in clips the experts marked down, and shows them in what was heard', async () => {
    const transcriptions = [];
    for (const row of flawed) {
      const result = await scorer.analyze(decodeWav(new Uint8Array(readFileSync(`${DEV}/audio/${row.id}.wav`))), row.text);
      expect(result.heardSpeech).toBe(true);
      expect(result.accuracyScore).toBeGreaterThanOrEqual(0);
      expect(result.accuracyScore).toBeLessThanOrEqual(100);
      transcriptions.push({ target: row.text.toLowerCase(), heard: result.transcription.toLowerCase(), mistakes: result.mistakes.length });
    }
    for (const t of transcriptions) {
      expect(t.heard).not.toBe(t.target);
      expect(t.mistakes).toBeGreaterThan(0);
    }
  });
});

describe('decisions on real learners (speechocean762 dev clips)', () => {
  interface Row {
    id: string;
    text: string;
    accuracy: number;
    words: { text: string; accuracy: number; 'phones-accuracy': number[] | null }[];
  }
  const rows = readFileSync(`${DEV}/scores.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row);
  const clip = (id: string) => decodeWav(new Uint8Array(readFileSync(`${DEV}/audio/${id}.wav`)));

  it('names nothing in almost every reading the experts scored perfect, word by word, and at most 3% of their words', async () => {
    const perfect = rows.filter((row) => row.accuracy === 10 && row.words.every((word) => word.accuracy === 10));
    expect(perfect.length).toBeGreaterThan(10);
    const named = [];
    for (const row of perfect) named.push(new Set((await scorer.analyze(clip(row.id), row.text)).mistakes.map((mistake) => mistake.word)).size);
    expect(named.filter((count) => count === 0).length).toBeGreaterThanOrEqual(0.9 * perfect.length);
    expect(named.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(0.03 * perfect.reduce((sum, row) => sum + row.words.length, 0));
  });

  it('judges a reading the same when the browser adds two seconds of digital silence before and after it', async () => {
    // A browser's capture can hold exact zeros where a microphone would hold a noise floor (src/acoustic/log-mel.ts).
    let [clipsChanged, accuracyChange] = [0, 0];
    const sample = rows.slice(0, 24);
    for (const row of sample) {
      const audio = clip(row.id);
      const [plain, paused] = [await scorer.analyze(audio, row.text), await scorer.analyze(withDigitalSilence(audio, 2), row.text)];
      const named = (result: typeof plain) => [...new Set(result.mistakes.map((mistake) => mistake.word))].sort().join();
      if (named(plain) !== named(paused)) clipsChanged++;
      accuracyChange += Math.abs(plain.accuracyScore - paused.accuracyScore) / sample.length;
    }
    expect(clipsChanged).toBeLessThanOrEqual(2);
    expect(accuracyChange).toBeLessThan(3);
  });

  it('names at least two in five of the words where the experts marked a phone wrong', async () => {
    const marked = (word: Row['words'][number]) => word['phones-accuracy']?.includes(0) ?? false;
    const withMarked = rows.filter((row) => row.words.some(marked));
    expect(withMarked.length).toBeGreaterThan(20);
    let [words, named] = [0, 0];
    for (const row of withMarked) {
      const told = new Set((await scorer.analyze(clip(row.id), row.text)).mistakes.map((mistake) => mistake.word.toUpperCase()));
      for (const word of row.words.filter(marked)) {
        words++;
        if (told.has(word.text.toUpperCase())) named++;
      }
    }
    expect(named / words).toBeGreaterThanOrEqual(0.4);
  }, 120_000);

  it('says the text was not recognised, instead of scoring it, when the recording reads another sentence', async () => {
    const result = await scorer.analyze(clip('008130271'), 'ESPECIALLY AFTER A LONG SESSION');
    expect(result).toMatchObject({ heardSpeech: true, accuracyScore: 0, mistakes: [], subScores: null });
    expect(result.overallFeedback).toMatch(/Não reconhecemos o texto/);
  });

  it('gives fluency, completeness and prosody with advice for a recognised reading', async () => {
    const row = rows.find((r) => r.id === '008130271')!;
    const { subScores } = await scorer.analyze(clip(row.id), row.text);
    for (const sub of [subScores!.fluency, subScores!.completeness, subScores!.prosody]) {
      expect(sub.score).toBeGreaterThanOrEqual(0);
      expect(sub.score).toBeLessThanOrEqual(100);
      expect(sub.advice).not.toBe('');
    }
  });
});
