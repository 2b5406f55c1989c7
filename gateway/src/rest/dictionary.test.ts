import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRequest, startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const signedIn = () => stack.issuer.token({ sub: `learner-${randomUUID()}` });
const request = (method: string, path: string, token: string | undefined, body?: unknown) => restRequest(stack, method, path, { token, body });
const list = async (token: string) =>
  (await request('GET', '/api/dictionary', token)).body as { id: string; word: string; isFavorite: boolean; timesViewed: number }[];

describe('the dictionary rows', () => {
  it('answer 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/dictionary'],
      ['POST', '/api/dictionary'],
      ['PATCH', `/api/dictionary/${randomUUID()}/favorite`],
      ['DELETE', `/api/dictionary/${randomUUID()}`],
      ['PATCH', `/api/dictionary/${randomUUID()}/view`],
      ['POST', '/api/dictionary/translate'],
      ['GET', '/api/vocabulary'],
    ]) {
      expect((await request(method!, path!, undefined, method === 'GET' ? undefined : { word: 'house' })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('add a word left untranslated, enriched, then favourite, view and delete it', async () => {
    const token = await signedIn();
    const added = await request('POST', '/api/dictionary', token, { word: 'water', translation: '', category: 'conversation' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      word: 'water',
      translation: 'água; irrigar, molhar',
      category: 'conversation',
      difficulty: 'easy',
      isFavorite: false,
      timesViewed: 0,
      pronunciation: 'ˈwɔtɚ',
      example: expect.stringMatching(/water/i),
      createdAt: expect.any(String),
    });
    const { id } = added.body;

    expect((await request('PATCH', `/api/dictionary/${id}/favorite`, token, { isFavorite: true })).body).toMatchObject({ id, isFavorite: true });
    expect((await request('PATCH', `/api/dictionary/${id}/view`, token)).body).toMatchObject({ id, timesViewed: 1 });
    expect(await list(token)).toEqual([expect.objectContaining({ id, isFavorite: true, timesViewed: 1 })]);

    expect(await request('DELETE', `/api/dictionary/${id}`, token)).toMatchObject({ status: 200, body: { id } });
    expect(await list(token)).toEqual([]);
  });

  it('answer 409 with a message the screen shows for the same word again', async () => {
    const token = await signedIn();
    await request('POST', '/api/dictionary', token, { word: 'get along', translation: 'dar-se bem', category: 'conversation' });
    const again = await request('POST', '/api/dictionary', token, { word: 'Get  ALONG', translation: '', category: 'conversation' });
    expect(again).toMatchObject({ status: 409, body: { message: '“Get ALONG” já está no seu dicionário.' } });
    expect(await list(token)).toHaveLength(1);
  });

  it('refuse bad input with 400 and a Portuguese message, and write nothing', async () => {
    const token = await signedIn();
    const cases = [
      [{}, /word: campo obrigatório/],
      [{ word: 42 }, /word: word deve ser um texto/],
      [{ word: ['house'] }, /word deve ser um texto/],
      [{ word: 'house', translation: 7 }, /translation deve ser um texto/],
      [{ word: 'house', extra: 1 }, /campo desconhecido: extra/],
      [[], /envie um objeto JSON/],
      [{ word: '   ' }, /^Campo obrigatório: Digite a palavra em inglês\.$/],
      [{ word: 'x'.repeat(61) }, /no máximo 60 caracteres/],
      [{ word: 'house\u0001' }, /caracteres de controle/],
      [{ word: 'house', translation: 'ca\nsa' }, /caracteres de controle/],
      [{ word: 'house', category: 'travel' }, /categoria 'conversation'/],
      [{ word: 'look forward to', translation: '' }, /^Não foi possível traduzir automaticamente\. Adicione a tradução manualmente\.$/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await request('POST', '/api/dictionary', token, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    expect((await request('PATCH', `/api/dictionary/${randomUUID()}/favorite`, token, { isFavorite: 'yes' })).body.message).toMatch(
      /isFavorite deve ser true ou false/,
    );
    expect(await list(token)).toEqual([]);
  });

  it('treat another learner’s word as not found', async () => {
    const owner = await signedIn();
    const { id } = (await request('POST', '/api/dictionary', owner, { word: 'house', translation: 'casa', category: 'conversation' })).body;
    const stranger = await signedIn();
    for (const [method, path, body] of [
      ['PATCH', `/api/dictionary/${id}/favorite`, { isFavorite: true }],
      ['PATCH', `/api/dictionary/${id}/view`, undefined],
      ['DELETE', `/api/dictionary/${id}`, undefined],
    ] as const) {
      expect(await request(method, path, stranger, body)).toMatchObject({ status: 404, body: { message: 'Palavra não encontrada no seu dicionário.' } });
    }
    expect(await list(owner)).toEqual([expect.objectContaining({ id, isFavorite: false, timesViewed: 0 })]);
  });

  it('translate without adding, and say when there is no translation', async () => {
    const token = await signedIn();
    expect(await request('POST', '/api/dictionary/translate', token, { word: 'house' })).toMatchObject({
      status: 200,
      body: { translation: 'casa, habitação, vivenda' },
    });
    expect(await request('POST', '/api/dictionary/translate', token, { word: 'look forward to' })).toMatchObject({
      status: 404,
      body: { message: 'Não foi possível traduzir automaticamente. Adicione a tradução manualmente.' },
    });
    expect((await request('POST', '/api/dictionary/translate', token, {})).status).toBe(400);
    expect(await list(token)).toEqual([]);
  });

  it('count the learner’s words as vocabulary and as words learned', async () => {
    const token = await signedIn();
    await request('POST', '/api/dictionary', token, { word: 'house', translation: '', category: 'conversation' });
    await request('POST', '/api/dictionary', token, { word: 'look forward to', translation: 'aguardar ansiosamente', category: 'conversation' });
    const vocabulary = await request('GET', '/api/vocabulary', token);
    expect(vocabulary.status).toBe(200);
    expect(vocabulary.body).toHaveLength(2);
    expect((await request('GET', '/api/progress', token)).body.wordsLearned).toBe(2);
    expect((await request('GET', '/api/vocabulary', await signedIn())).body).toEqual([]);
  });
});
