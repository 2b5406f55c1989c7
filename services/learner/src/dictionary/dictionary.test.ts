import { afterAll, describe, expect, it, vi } from 'vitest';
import { aiConfigFromEnv } from '@juba/ai-provider';
import { chatCompletion, startChatServer } from '@juba/ai-provider/testing-server';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import type { LearnerContext } from '../context.ts';
import { learnerSubgraph } from '../subgraph.ts';
import { startLearnerSubgraph } from '../testing/learner-subgraph.ts';
import { MAX_WORD_LENGTH, TRANSLATION_NOT_FOUND, VIEWS_BEFORE_REVIEW, WORD_REQUIRED } from './dictionary.ts';

const NOW = new Date('2026-07-14T13:00:00Z');
const { db, run, stop } = startLearnerSubgraph(NOW);
afterAll(stop);

const FIELDS = 'id word translation category difficulty isFavorite timesViewed pronunciation example createdAt';
const LIST = `query { dictionary { ${FIELDS} } }`;
const ADD = `mutation Add($input: DictionaryWordInput!) { addDictionaryWord(input: $input) { ${FIELDS} } }`;
const FAVORITE = `mutation Fav($id: ID!, $isFavorite: Boolean!) { setDictionaryWordFavorite(id: $id, isFavorite: $isFavorite) { ${FIELDS} } }`;
const VIEW = `mutation View($id: ID!) { viewDictionaryWord(id: $id) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteDictionaryWord(id: $id) }';
const TRANSLATE = 'mutation Translate($word: String!) { translateDictionaryWord(word: $word) }';
const WORDS_LEARNED = 'query { progress { wordsLearned } }';
const PATTERNS = 'query { errorPatterns { errorType specificError correctForm occurrenceCount contextExamples } }';

async function add(viewer: Viewer, input: Record<string, unknown>) {
  const result = await run(ADD, { input }, viewer);
  expect(result.errors).toBeUndefined();
  return result.data!.addDictionaryWord;
}
const stored = (viewer: Viewer) => db.dictionaryWord.count({ where: { userId: viewer.userId } });

describe('adding words', () => {
  it('translates a word left untranslated and fills in its IPA, example and difficulty', async () => {
    const viewer = testViewer();
    expect(await add(viewer, { word: '  House ', translation: '', category: 'conversation' })).toEqual({
      id: expect.any(String),
      word: 'House',
      translation: 'casa, habitação, vivenda',
      category: 'conversation',
      difficulty: 'easy',
      isFavorite: false,
      timesViewed: 0,
      pronunciation: 'ˈhaʊs',
      example: expect.stringMatching(/\bhouse\b/i),
      createdAt: NOW.toISOString(),
    });
  });

  it('keeps the learner’s translation, takes phrases, and always files the word under conversation', async () => {
    const viewer = testViewer();
    const phrase = await add(viewer, { word: 'look   forward to', translation: ' aguardar ansiosamente ' });
    expect(phrase).toMatchObject({
      word: 'look forward to',
      translation: 'aguardar ansiosamente',
      category: 'conversation',
      pronunciation: 'ˈlʊk ˈfɔɹwɚd ˈtu',
      difficulty: 'easy',
    });
    expect(await add(viewer, { word: 'serendipity', translation: 'acaso feliz' })).toMatchObject({ difficulty: 'hard', pronunciation: 'ˌsɛɹənˈdɪpɪti' });
    const list = (await run(LIST, {}, viewer)).data!.dictionary;
    expect(list.map((w: { word: string }) => w.word).sort()).toEqual(['look forward to', 'serendipity']);
  });

  it('answers a conflict for the same word again, whatever its case and spacing, and stores it once', async () => {
    const viewer = testViewer();
    await add(viewer, { word: 'get along' });
    const again = await run(ADD, { input: { word: ' GET   Along ', translation: 'dar-se bem' } }, viewer);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('“GET Along” já está no seu dicionário.');
    expect(await stored(viewer)).toBe(1);
    // Another learner has their own dictionary.
    expect((await run(ADD, { input: { word: 'get along' } }, testViewer())).errors).toBeUndefined();
  });

  it('refuses a word with no translation to be found, with the spec’s message, and adds nothing', async () => {
    const viewer = testViewer();
    const result = await run(ADD, { input: { word: 'look forward to' } }, viewer);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]).toMatchObject({ message: TRANSLATION_NOT_FOUND, extensions: { reason: 'TRANSLATION_NOT_FOUND' } });
    expect(await stored(viewer)).toBe(0);
  });

  it.each([
    ['an empty word', { word: '   ' }, WORD_REQUIRED],
    ['an overlong word', { word: 'a'.repeat(MAX_WORD_LENGTH + 1) }, `no máximo ${MAX_WORD_LENGTH} caracteres`],
    ['control characters', { word: 'house\u0000' }, 'caracteres de controle'],
    ['a word without letters', { word: "'-." }, 'só com letras'],
    ['symbols', { word: 'house<script>' }, 'só com letras'],
    ['an overlong translation', { word: 'house', translation: 'casa '.repeat(50) }, 'no máximo 200 caracteres'],
    ['a control character in the translation', { word: 'house', translation: 'ca\u0007sa' }, 'caracteres de controle'],
    ['another category', { word: 'house', category: 'travel' }, "categoria 'conversation'"],
  ])('refuses %s with a Portuguese message and writes nothing', async (_name, input, message) => {
    const viewer = testViewer();
    const result = await run(ADD, { input }, viewer);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
    expect(await stored(viewer)).toBe(0);
  });

  it('asks for a signed-in learner', async () => {
    expect(codeOf(await run(ADD, { input: { word: 'house' } }, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(LIST, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(TRANSLATE, { word: 'house' }, null))).toBe('UNAUTHENTICATED');
  });
});

describe('a word on its card', () => {
  it('flips the favourite, counts views and deletes, on the learner’s own words only', async () => {
    const viewer = testViewer();
    const { id } = await add(viewer, { word: 'water' });
    expect((await run(FAVORITE, { id, isFavorite: true }, viewer)).data!.setDictionaryWordFavorite.isFavorite).toBe(true);
    expect((await run(VIEW, { id }, viewer)).data!.viewDictionaryWord.timesViewed).toBe(1);

    const stranger = testViewer();
    for (const [query, variables] of [
      [FAVORITE, { id, isFavorite: false }],
      [VIEW, { id }],
      [DELETE, { id }],
    ] as const) {
      const result = await run(query, variables, stranger);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Palavra não encontrada no seu dicionário.');
    }
    expect(await db.dictionaryWord.findUniqueOrThrow({ where: { id } })).toMatchObject({ isFavorite: true, timesViewed: 1 });

    expect((await run(DELETE, { id }, viewer)).data!.deleteDictionaryWord).toBe(id);
    expect(codeOf(await run(DELETE, { id }, viewer))).toBe('NOT_FOUND');
    expect(codeOf(await run(VIEW, { id: 'not-an-id' }, viewer))).toBe('NOT_FOUND');
    expect((await run(LIST, {}, viewer)).data!.dictionary).toEqual([]);
  });

  it(`records a word looked up a ${VIEWS_BEFORE_REVIEW}rd time, and every time after, as a vocabulary mistake`, async () => {
    const viewer = testViewer();
    const { id, example } = await add(viewer, { word: 'beautiful', translation: 'bonito' });
    for (let i = 1; i < VIEWS_BEFORE_REVIEW; i += 1) await run(VIEW, { id }, viewer);
    expect((await run(PATTERNS, {}, viewer)).data!.errorPatterns).toEqual([]);

    for (let i = 0; i < 2; i += 1) expect((await run(VIEW, { id }, viewer)).errors).toBeUndefined();
    expect((await run(PATTERNS, {}, viewer)).data!.errorPatterns).toEqual([
      { errorType: 'vocabulary', specificError: 'beautiful', correctForm: 'bonito', occurrenceCount: 2, contextExamples: [example] },
    ]);
  });
});

describe('translating without adding', () => {
  it('answers the translation an empty one would get, or NOT_FOUND with the spec’s message', async () => {
    const viewer = testViewer();
    expect((await run(TRANSLATE, { word: 'Book' }, viewer)).data!.translateDictionaryWord).toBe('livro; encomendar, pedir');
    const missing = await run(TRANSLATE, { word: 'look forward to' }, viewer);
    expect(codeOf(missing)).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe(TRANSLATION_NOT_FOUND);
    expect(codeOf(await run(TRANSLATE, { word: '' }, viewer))).toBe('BAD_USER_INPUT');
    expect(await stored(viewer)).toBe(0);
  });
});

describe('words learned', () => {
  it('is the number of words in the learner’s dictionary', async () => {
    const viewer = testViewer();
    expect((await run(WORDS_LEARNED, {}, viewer)).data!.progress.wordsLearned).toBe(0);
    await add(viewer, { word: 'house' });
    const { id } = await add(viewer, { word: 'time' });
    expect((await run(WORDS_LEARNED, {}, viewer)).data!.progress.wordsLearned).toBe(2);
    await run(DELETE, { id }, viewer);
    expect((await run(WORDS_LEARNED, {}, viewer)).data!.progress.wordsLearned).toBe(1);
  });
});

describe('with a configured model', () => {
  /** The learner subgraph with a model at the chat server's address. */
  async function withModel(...replies: Parameters<typeof startChatServer>[0]) {
    const chat = await startChatServer(replies);
    const subgraph = startTestSubgraph<LearnerContext>(learnerSubgraph, {
      db,
      jobOutbox: { prefix: 'test-dictionary', wake: () => {} },
      now: () => NOW,
      currentAiConfig: () => aiConfigFromEnv({ AI_BASE_URL: chat.baseURL }),
    });
    return {
      chat,
      run: subgraph.run,
      close: async () => {
        await subgraph.stop();
        await chat.close();
      },
    };
  }

  it('asks the model for what the offline data lacks, and keeps its example only when it uses the word', async () => {
    const model = await withModel(
      chatCompletion(JSON.stringify({ translation: 'aguardar ansiosamente', example: 'I look forward to seeing you in Boston.' })),
      chatCompletion(JSON.stringify({ translation: 'acaso feliz', example: 'Que sorte a nossa!' })),
    );
    try {
      const viewer = testViewer();
      const phrase = await model.run(ADD, { input: { word: 'look forward to' } }, viewer);
      expect(phrase.data?.addDictionaryWord).toMatchObject({ translation: 'aguardar ansiosamente', example: 'I look forward to seeing you in Boston.' });
      expect(JSON.parse(model.chat.requests[0]!.body.messages.at(-1).content)).toEqual({ word: 'look forward to' });

      const rare = await model.run(ADD, { input: { word: 'serendipity' } }, viewer);
      expect(rare.data?.addDictionaryWord).toMatchObject({ translation: 'acaso feliz', example: null });
      // A word the offline data knows whole does not reach the model.
      await model.run(ADD, { input: { word: 'house' } }, viewer);
      expect(model.chat.requests).toHaveLength(2);
    } finally {
      await model.close();
    }
  });

  it('refuses the word with the spec’s message when the model fails, and adds nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = await withModel();
    try {
      const viewer = testViewer();
      const result = await model.run(ADD, { input: { word: 'look forward to' } }, viewer);
      expect(result.errors?.[0]).toMatchObject({ message: TRANSLATION_NOT_FOUND, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await stored(viewer)).toBe(0);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await model.close();
    }
  });
});
