import { afterEach, describe, expect, it } from 'vitest';
import { aiConfigFromEnv, OFFLINE_AI_CONFIG } from '../config.ts';
import { AiInvalidOutputError } from '../errors.ts';
import { chatCompletion, startChatServer } from '../openai/testing-server.ts';
import { DICTIONARY_ENTRY_MAX_TOKENS } from './prompt.ts';
import { suggestDictionaryEntry } from './suggest.ts';

let chat: Awaited<ReturnType<typeof startChatServer>> | undefined;
afterEach(async () => {
  await chat?.close();
  chat = undefined;
});

describe('a dictionary entry from the model', () => {
  it('is null without a configured model', async () => {
    expect(await suggestDictionaryEntry(OFFLINE_AI_CONFIG, 'look forward to')).toBeNull();
  });

  it('sends the word as JSON data in a short request and answers the validated entry', async () => {
    chat = await startChatServer([chatCompletion('{"translation": " aguardar ansiosamente ", "example": "I look forward to it."}')]);
    expect(await suggestDictionaryEntry(aiConfigFromEnv({ AI_BASE_URL: chat.baseURL }), 'look forward to')).toEqual({
      translation: 'aguardar ansiosamente',
      example: 'I look forward to it.',
    });
    const { body } = chat.requests[0]!;
    expect(body.max_tokens).toBe(DICTIONARY_ENTRY_MAX_TOKENS);
    expect(JSON.parse(body.messages.at(-1).content)).toEqual({ word: 'look forward to' });
  });

  it('asks once more when the reply does not fit, then gives up with an invalid-output error', async () => {
    chat = await startChatServer([chatCompletion('{"translation": ""}'), chatCompletion('not json')]);
    await expect(suggestDictionaryEntry(aiConfigFromEnv({ AI_BASE_URL: chat.baseURL }), 'serendipity')).rejects.toBeInstanceOf(AiInvalidOutputError);
    expect(chat.requests).toHaveLength(2);
  });
});
