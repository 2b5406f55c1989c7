import { afterEach, describe, expect, it } from 'vitest';
import { SOCRATIC_QUESTIONS, socraticTopic, withTopic } from '@juba/contracts/socratic';
import { OFFLINE_AI_CONFIG } from '../config.ts';
import { AiInvalidOutputError, AiUnavailableError } from '../errors.ts';
import { seededRandom } from '../offline/random.ts';
import { chatCompletion, httpError, startChatServer, streamedCompletion, testServerConfig } from '../openai/testing-server.ts';
import { offlineSocraticReply, socraticReply } from './partner.ts';
import { SOCRATIC_MAX_TOKENS, socraticSystemPrompt, type SocraticReplyRequest } from './prompt.ts';

let chat: Awaited<ReturnType<typeof startChatServer>> | undefined;
afterEach(async () => {
  await chat?.close();
  chat = undefined;
});

const request: SocraticReplyRequest = {
  topic: 'surf',
  level: 'beginner',
  history: [
    { role: 'tutor', text: "Let's talk about surfing. What comes to mind first when you think about it?" },
    { role: 'learner', text: 'The ocean make me calm when I surf.' },
  ],
};
const correction = {
  original: 'The ocean make me calm',
  corrected: 'The ocean makes me calm',
  type: 'grammar',
  explanation: 'Com "it/the ocean", o verbo leva -s.',
};
const modelReply = {
  reply: 'Calm is a strong word. What exactly about the ocean makes you feel calm?',
  corrections: [correction],
  glossary: [{ word: 'exactly', translation: 'exatamente' }],
};
const surfQuestions = SOCRATIC_QUESTIONS.sport.map((q) => withTopic(q, socraticTopic('surf')));

describe('the Socratic partner offline', () => {
  it('asks one of the topic family’s questions about the topic, correcting nothing', async () => {
    const reply = await socraticReply(OFFLINE_AI_CONFIG, request, { random: seededRandom(7) });
    expect(surfQuestions).toContain(reply.text);
    expect(reply).toMatchObject({ corrections: [], translations: [] });
    expect(offlineSocraticReply({ topic: 'futebol' }, () => 0).text).toBe('What first got you interested in soccer?');
  });
});

describe('the Socratic partner with a model', () => {
  it('sends its own instructions and the dialogue as chat turns, and returns the validated question with its one correction', async () => {
    chat = await startChatServer([chatCompletion(JSON.stringify(modelReply))]);

    const reply = await socraticReply(testServerConfig(chat.baseURL), request);

    expect(reply).toEqual({ text: modelReply.reply, corrections: [correction], translations: modelReply.glossary });
    const { body } = chat.requests[0]!;
    expect(body).toMatchObject({ model: 'juba-test-model', max_tokens: SOCRATIC_MAX_TOKENS, response_format: { type: 'json_object' } });
    expect(body.messages).toEqual([
      { role: 'system', content: socraticSystemPrompt('surf', 'beginner') },
      { role: 'assistant', content: request.history[0]!.text },
      { role: 'user', content: 'The ocean make me calm when I surf.' },
    ]);
    const prompt = socraticSystemPrompt('surf', 'beginner');
    expect(prompt).toContain('Topic of the dialogue: surfing.');
    expect(prompt).toMatch(/Beginner[\s\S]*Never lecture[\s\S]*exactly one open question that builds on what the learner just wrote[\s\S]*only one/);
    expect(prompt).not.toContain('The ocean');
  });

  it('streams the question as it is written, from its first character', async () => {
    chat = await startChatServer([streamedCompletion(JSON.stringify(modelReply), { chunkSize: 5 })]);
    const drafts: string[] = [];

    const reply = await socraticReply(testServerConfig(chat.baseURL), request, { onDraft: (text) => drafts.push(text) });

    expect(chat.requests[0]!.body.stream).toBe(true);
    expect(drafts.length).toBeGreaterThan(3);
    for (const draft of drafts) expect(modelReply.reply.startsWith(draft)).toBe(true);
    expect(drafts.at(-1)).toBe(reply.text);
  });

  it('drops a correction of words the learner never wrote', async () => {
    const invented = { ...correction, original: 'I has a board', corrected: 'I have a board' };
    chat = await startChatServer([chatCompletion(JSON.stringify({ ...modelReply, corrections: [invented] }))]);
    expect((await socraticReply(testServerConfig(chat.baseURL), request)).corrections).toEqual([]);
  });

  it.each([
    ['a lecture with no question', { ...modelReply, reply: 'Surfing is a sport where you ride waves on a board.' }, /exactly one question/],
    ['two questions at once', { ...modelReply, reply: 'Why calm? And how often do you surf?' }, /exactly one question/],
    ['two corrections', { ...modelReply, corrections: [correction, correction] }, /corrections/],
  ])('asks again when the reply is %s, showing the model what was wrong', async (_name, invalid, problem) => {
    chat = await startChatServer([chatCompletion(JSON.stringify(invalid)), chatCompletion(JSON.stringify(modelReply))]);

    expect((await socraticReply(testServerConfig(chat.baseURL), request)).text).toBe(modelReply.reply);

    expect(chat.requests).toHaveLength(2);
    expect(chat.requests[1]!.body.messages.at(-1).content).toMatch(problem);
  });

  it('fails with a typed error, for the caller to fall back on, when the reply is invalid twice or the server refuses', async () => {
    chat = await startChatServer([chatCompletion('Sure! Why?'), chatCompletion('{"reply": "Why?"}'), httpError(503, 'overloaded')]);
    const config = testServerConfig(chat.baseURL);
    await expect(socraticReply(config, request)).rejects.toBeInstanceOf(AiInvalidOutputError);
    await expect(socraticReply(config, request)).rejects.toBeInstanceOf(AiUnavailableError);
  });
});
