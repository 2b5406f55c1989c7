import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SOCRATIC_MAX_MESSAGE_LENGTH, SOCRATIC_QUESTIONS, socraticTopic, withTopic } from '@juba/contracts/socratic';
import { ERROR_PATTERNS_JOB } from '@juba/contracts/jobs';
import { testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import { aiConfigFromEnv, socraticSystemPrompt, withSettings, type AiConfig } from '@juba/ai-provider';
import { delayed, streamedCompletion } from '@juba/ai-provider/testing-server';
import type { AiContext } from '../context.ts';
import { MESSAGE_FIELDS, chatSuite, errorOf } from '../testing/chat-suite.ts';
import { MAX_SOCRATIC_ANSWERS, SOCRATIC_HISTORY_TURNS } from './index.ts';

const { db, inspect, run, serveModel, queuedJob, listenForDrafts, allDraftsSoFar } = chatSuite();

const START = `mutation ($topic: SocraticTopic!, $level: EnglishLevel) { startSocraticSession(topic: $topic, level: $level) { id topic startedAt messages { ${MESSAGE_FIELDS} } } }`;
const SEND = `mutation ($id: ID!, $text: String!, $draftKey: ID) { sendSocraticMessage(sessionId: $id, text: $text, draftKey: $draftKey) { ${MESSAGE_FIELDS} } }`;

async function start(viewer: Viewer, topic = 'surf', level?: string) {
  const result = await run(START, { topic, level }, viewer);
  expect(result.errors).toBeUndefined();
  return result.data!.startSocraticSession as { id: string; topic: string; messages: any[] };
}
const send = (viewer: Viewer | null, id: string, text: string, context: Partial<AiContext> = {}, draftKey?: string) =>
  run(SEND, { id, text, draftKey }, viewer, context);
const storedMessages = (sessionId: string) => db.socraticMessage.findMany({ where: { sessionId }, orderBy: { seq: 'asc' } });
const modelConfig =
  (baseURL: string, overrides: Partial<AiConfig> = {}) =>
  () =>
    withSettings(aiConfigFromEnv({ AI_BASE_URL: baseURL }), { model: 'socratic-model', ...overrides });

const correction = {
  original: 'The ocean make me calm',
  corrected: 'The ocean makes me calm',
  type: 'grammar',
  explanation: 'Com "the ocean", o verbo leva -s.',
};
const modelReply = {
  reply: 'Calm is a strong word. What exactly about the ocean makes you feel calm?',
  corrections: [correction],
  glossary: [{ word: 'exactly', translation: 'exatamente' }],
};

describe('startSocraticSession', () => {
  it('refuses a caller who is not signed in, and a topic that is not one of the 14', async () => {
    expect(errorOf(await run(START, { topic: 'surf' }, null)).code).toBe('UNAUTHENTICATED');
    expect((await run(START, { topic: 'politica' }, testViewer())).errors?.[0]?.message).toMatch(/SocraticTopic/);
  });

  it('opens with the fixed greeting about the topic, with its translations', async () => {
    const session = await start(testViewer(), 'viagens');
    expect(session.topic).toBe('viagens');
    expect(session.messages).toEqual([expect.objectContaining({ role: 'tutor', source: 'offline', corrections: [] })]);
    expect(session.messages[0].text).toContain("Let's talk about travel.");
    expect(session.messages[0].glossary).toContainEqual({ word: 'partner', translation: 'parceiro' });
    expect(await db.socraticSession.findUnique({ where: { id: session.id } })).toMatchObject({ level: 'intermediate' });
  });
});

describe('sendSocraticMessage', () => {
  it('offline, asks one of the topic family’s questions and corrects nothing', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'surf');
    const reply = (await send(viewer, id, 'The ocean make me calm.')).data!.sendSocraticMessage;
    expect(SOCRATIC_QUESTIONS.sport.map((q) => withTopic(q, socraticTopic('surf')))).toContain(reply.text);
    expect(reply).toMatchObject({ role: 'tutor', source: 'offline', corrections: [] });
  });

  it('with a model, asks its question on the dialogue so far, and reports its one correction as an error pattern', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'surf', 'beginner');
    for (let i = 0; i < 7; i++) await send(viewer, id, `Answer number ${i}.`);
    const chat = await serveModel([streamedCompletion(JSON.stringify(modelReply))]);

    const result = await send(viewer, id, 'The ocean make me calm.', { currentAiConfig: modelConfig(chat.baseURL) });

    expect(result.errors).toBeUndefined();
    const reply = result.data!.sendSocraticMessage;
    expect(reply).toMatchObject({ role: 'tutor', text: modelReply.reply, source: 'model', corrections: [correction] });
    expect(reply.glossary).toContainEqual({ word: 'exactly', translation: 'exatamente' });
    const { messages, model } = chat.requests[0]!.body;
    expect(model).toBe('socratic-model');
    expect(messages[0]).toEqual({ role: 'system', content: socraticSystemPrompt('surf', 'beginner') });
    expect(messages).toHaveLength(1 + SOCRATIC_HISTORY_TURNS);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'The ocean make me calm.' });
    expect((await storedMessages(id)).slice(-2).map((m) => [m.role, m.text, m.source])).toEqual([
      ['learner', 'The ocean make me calm.', null],
      ['tutor', modelReply.reply, 'model'],
    ]);

    const job = await queuedJob(`socratic-message-${reply.id}`);
    expect(job.name).toBe(ERROR_PATTERNS_JOB);
    expect(job.data).toEqual({
      reportId: `socratic-message-${reply.id}`,
      userId: viewer.userId,
      patterns: [{ errorType: 'grammar', specificError: 'The ocean make me calm', correctForm: 'The ocean makes me calm', context: 'The ocean make me calm.' }],
      occurredAt: reply.createdAt,
    });
  });

  it('publishes the question to its owner on the session’s draft channel while the model writes it, marked with the key sent', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'livros');
    const drafts = await listenForDrafts(id);
    const chat = await serveModel([streamedCompletion(JSON.stringify({ ...modelReply, corrections: [] }), { chunkSize: 4 })]);
    const draftKey = randomUUID();

    const reply = (await send(viewer, id, 'Books help me think.', { currentAiConfig: modelConfig(chat.baseURL) }, draftKey)).data!.sendSocraticMessage;

    const published = await allDraftsSoFar(id, drafts);
    expect(published.length).toBeGreaterThan(0);
    published.forEach((draft) => {
      expect(draft).toEqual({ conversationId: id, userId: viewer.userId, replyTo: draftKey, text: expect.any(String) });
      expect(reply.text.startsWith(draft.text)).toBe(true);
    });
    expect(published.at(-1)!.text).toBe(reply.text);
    expect(await inspect.getJob(`socratic-message-${reply.id}`)).toBeUndefined();
  });

  it('falls back to the offline question, and logs why, when the model lectures twice or is too slow', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'startups');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lecture = JSON.stringify({ ...modelReply, reply: 'Startups are young companies that grow fast.' });
    const chat = await serveModel([streamedCompletion(lecture), streamedCompletion(lecture), delayed(5_000, streamedCompletion(JSON.stringify(modelReply)))]);
    const businessQuestions = SOCRATIC_QUESTIONS.business.map((q) => withTopic(q, socraticTopic('startups')));

    const invalid = (await send(viewer, id, 'I think startups is risky.', { currentAiConfig: modelConfig(chat.baseURL) })).data!.sendSocraticMessage;
    expect(invalid).toMatchObject({ source: 'fallback', corrections: [] });
    expect(businessQuestions).toContain(invalid.text);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Socratic partner: the openai provider failed \(INVALID_OUTPUT: .*exactly one question.*\); answering with the offline questions instead\.$/,
      ),
    );

    const slow = (await send(viewer, id, 'Risk is part of it.', { currentAiConfig: modelConfig(chat.baseURL, { timeoutMs: 300 }) })).data!.sendSocraticMessage;
    expect(slow.source).toBe('fallback');
    expect(businessQuestions).toContain(slow.text);
  });

  it('lets only the owner answer in a session', async () => {
    const owner = testViewer();
    const { id } = await start(owner);
    const notFound = { code: 'NOT_FOUND', message: 'Diálogo não encontrado.' };
    expect(errorOf(await send(testViewer(), id, 'Hello'))).toEqual(notFound);
    expect(errorOf(await send(owner, randomUUID(), 'Hello'))).toEqual(notFound);
    expect(errorOf(await send(owner, "1' OR '1'='1", 'Hello'))).toEqual(notFound);
    expect(errorOf(await send(null, id, 'Hello')).code).toBe('UNAUTHENTICATED');
    expect(await storedMessages(id)).toHaveLength(1);
  });

  it('refuses bad input with a message the learner can act on, storing and asking nothing', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer);
    const chat = await serveModel([]);
    const withModel = { currentAiConfig: modelConfig(chat.baseURL) };

    expect(errorOf(await send(viewer, id, ' \n\t ', withModel))).toEqual({ code: 'BAD_USER_INPUT', message: 'Escreva uma resposta antes de enviar.' });
    expect(errorOf(await send(viewer, id, 'a'.repeat(SOCRATIC_MAX_MESSAGE_LENGTH + 1), withModel))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `A resposta pode ter no máximo ${SOCRATIC_MAX_MESSAGE_LENGTH} caracteres.`,
    });
    expect(errorOf(await send(viewer, id, 'Hello', withModel, 'not a key')).code).toBe('BAD_USER_INPUT');
    expect(await storedMessages(id)).toHaveLength(1);
    expect(chat.requests).toEqual([]);
  });

  it(`stops at ${MAX_SOCRATIC_ANSWERS} answers`, async () => {
    const viewer = testViewer();
    const { id } = await start(viewer);
    await db.socraticMessage.createMany({
      data: Array.from({ length: MAX_SOCRATIC_ANSWERS }, (_, i) => ({ sessionId: id, role: 'learner' as const, text: `answer ${i}` })),
    });
    expect(errorOf(await send(viewer, id, 'One more.')).code).toBe('CONFLICT');
  });
});
