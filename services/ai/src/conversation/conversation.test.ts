import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createActivityRecorder } from '@juba/platform/activity';
import { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';
import { ERROR_PATTERNS_JOB } from '@juba/contracts/jobs';
import { redisForProducer } from '@juba/platform/redis';
import { testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import { TUTOR_SCRIPTS, aiConfigFromEnv, withSettings, type AiConfig, type ConversationTheme } from '@juba/ai-provider';
import { delayed, streamedCompletion } from '@juba/ai-provider/testing-server';
import type { AiContext } from '../context.ts';
import { offlineConfig } from '../testing/ai-subgraph.ts';
import { MESSAGE_FIELDS, chatSuite, errorOf } from '../testing/chat-suite.ts';
import { MAX_LEARNER_MESSAGES, TUTOR_HISTORY_TURNS, sendConversationMessage, startConversation } from './index.ts';
import { CONVERSATION_IDLE_MS } from './idle.ts';

const { db, prefix, activity, inspect, run, serveModel, queuedJob, listenForDrafts, allDraftsSoFar } = chatSuite();

const START = `mutation ($theme: ConversationTheme!, $level: EnglishLevel) {
  startConversation(theme: $theme, level: $level) { id theme startedAt finishedAt messages { ${MESSAGE_FIELDS} } }
}`;
const SEND = `mutation ($id: ID!, $text: String!, $draftKey: ID) { sendConversationMessage(conversationId: $id, text: $text, draftKey: $draftKey) { ${MESSAGE_FIELDS} } }`;
const FINISH = `mutation ($id: ID!) { finishConversation(conversationId: $id) { conversationId practiceSeconds recorded } }`;

async function start(viewer: Viewer, theme: ConversationTheme = 'business', level?: string) {
  const result = await run(START, { theme, level }, viewer);
  expect(result.errors).toBeUndefined();
  return result.data!.startConversation as { id: string; messages: any[] };
}
const send = (viewer: Viewer | null, id: string, text: string, context: Partial<AiContext> = {}, draftKey?: string) =>
  run(SEND, { id, text, draftKey }, viewer, context);
const finish = (viewer: Viewer, id: string) => run(FINISH, { id }, viewer);
/** Moves a whole conversation back in time: a tab closed that long ago. */
async function leftAgo(conversationId: string, ms: number) {
  await db.$executeRaw`UPDATE "ai"."ConversationMessage" SET "createdAt" = "createdAt" - ${ms} * interval '1 millisecond' WHERE "conversationId" = ${conversationId}::uuid`;
  await db.$executeRaw`UPDATE "ai"."Conversation" SET "startedAt" = "startedAt" - ${ms} * interval '1 millisecond' WHERE "id" = ${conversationId}::uuid`;
}
const storedMessages = (conversationId: string) => db.conversationMessage.findMany({ where: { conversationId }, orderBy: { seq: 'asc' } });
const modelConfig =
  (baseURL: string, overrides: Partial<AiConfig> = {}) =>
  () =>
    withSettings(aiConfigFromEnv({ AI_BASE_URL: baseURL }), { model: 'tutor-model', ...overrides });

/** Every word of a tutor message has its translation in the message's glossary. */
function expectGlossaryCovers(message: { text: string; glossary: { word: string }[] }) {
  const words = new Set(message.text.toLowerCase().match(/\p{L}+(?:'\p{L}+)*/gu));
  expect(new Set(message.glossary.map((g) => g.word))).toEqual(words);
}

describe('startConversation', () => {
  it('refuses a caller who is not signed in', async () => {
    expect(errorOf(await run(START, { theme: 'food' }, null)).code).toBe('UNAUTHENTICATED');
  });

  it('opens with the tutor’s greeting on the theme, translated word by word, at the default level', async () => {
    const viewer = testViewer();
    const conversation = await start(viewer, 'travel');

    expect(conversation).toMatchObject({ theme: 'travel', finishedAt: null });
    expect(new Date((conversation as any).startedAt).toISOString()).toBe((conversation as any).startedAt);
    expect(conversation.messages).toHaveLength(1);
    const [greeting] = conversation.messages;
    expect(greeting).toMatchObject({ role: 'tutor', text: TUTOR_SCRIPTS.travel.greeting, corrections: [], source: 'offline' });
    expectGlossaryCovers(greeting);
    expect(greeting.glossary).toContainEqual({ word: 'travel', translation: 'viajar, viagem' });

    expect(await db.conversation.findUnique({ where: { id: conversation.id } })).toMatchObject({
      userId: viewer.userId,
      level: 'intermediate',
      practiceSeconds: null,
    });
    expect((await db.conversation.findUnique({ where: { id: (await start(viewer, 'food', 'beginner')).id } }))?.level).toBe('beginner');
  });

  it('first finishes the conversations the learner left open (a closed tab), recording their practice once', async () => {
    const viewer = testViewer();
    const someoneElse = testViewer();
    const left = await start(viewer, 'travel');
    await send(viewer, left.id, 'I love the beach.');
    const lastLearner = (await storedMessages(left.id)).find((m) => m.role === 'learner')!;
    await db.conversation.update({ where: { id: left.id }, data: { startedAt: new Date(lastLearner.createdAt.getTime() - 90_000) } });
    await leftAgo(left.id, CONVERSATION_IDLE_MS + 1000);
    const theirs = await start(someoneElse, 'food');
    await leftAgo(theirs.id, CONVERSATION_IDLE_MS + 1000);

    const next = await start(viewer, 'sports');

    const finishedLeft = await db.conversation.findUniqueOrThrow({ where: { id: left.id } });
    expect(finishedLeft).toMatchObject({ practiceSeconds: 90, finishedAt: expect.any(Date) });
    expect((await queuedJob(`conversation-${left.id}`)).data).toMatchObject({
      userId: viewer.userId,
      title: 'Conversa: Travel & Culture',
      durationSeconds: 90,
      flowPoints: 5,
    });
    expect(await db.conversation.findUnique({ where: { id: next.id } })).toMatchObject({ finishedAt: null });
    expect(await db.conversation.findUnique({ where: { id: theirs.id } })).toMatchObject({ finishedAt: null });

    // The browser's own finish arriving late, and the next start, find it already done.
    expect((await finish(viewer, left.id)).data!.finishConversation).toEqual({ conversationId: left.id, practiceSeconds: 90, recorded: false });
    await leftAgo(next.id, CONVERSATION_IDLE_MS + 1000);
    await start(viewer, 'movies');
    expect(await db.conversation.findUnique({ where: { id: left.id } })).toEqual(finishedLeft);
    expect(await db.conversation.findUnique({ where: { id: next.id } })).toMatchObject({ practiceSeconds: 0, finishedAt: expect.any(Date) });
    expect(await inspect.getJob(`conversation-${next.id}`)).toBeUndefined();
  });

  it('leaves open a conversation still in use (another tab), and one with a message inside the idle time', async () => {
    const viewer = testViewer();
    const otherTab = await start(viewer, 'travel');
    await send(viewer, otherTab.id, 'I love the beach.');
    await leftAgo(otherTab.id, CONVERSATION_IDLE_MS - 60_000);

    await start(viewer, 'food');

    expect(await db.conversation.findUnique({ where: { id: otherTab.id } })).toMatchObject({ finishedAt: null });
    expect((await send(viewer, otherTab.id, 'The water is warm.')).errors).toBeUndefined();
  });

  it('does not keep the learner waiting for Redis to take the practice of the conversation left open', async () => {
    const viewer = testViewer();
    const left = await start(viewer, 'travel');
    await send(viewer, left.id, 'I love the beach.');
    await db.conversation.update({ where: { id: left.id }, data: { startedAt: new Date(Date.now() - 60_000) } });
    await leftAgo(left.id, CONVERSATION_IDLE_MS + 60_000);
    const hanging = Promise.withResolvers<void>();
    const record = vi.fn(() => hanging.promise);
    const logged: unknown[][] = [];

    const next = await startConversation(
      { db, activity: { record, recordErrorPatterns: vi.fn() }, log: { error: (...args) => logged.push(args) } },
      viewer.userId,
      { theme: 'food' },
    );

    expect(next.messages).toHaveLength(1);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ activityId: `conversation-${left.id}` }));
    expect(logged).toEqual([]);
    hanging.resolve();
  });
});

describe('sendConversationMessage offline', () => {
  it('answers with one of the theme’s templates, corrects the learner and reports the corrections as error patterns', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'sports');

    const result = await send(viewer, id, '  I have 25 years and I make sport every day.  ');

    expect(result.errors).toBeUndefined();
    const reply = result.data!.sendConversationMessage;
    expect(TUTOR_SCRIPTS.sports.replies).toContain(reply.text);
    expect(reply).toMatchObject({ role: 'tutor', source: 'offline' });
    expect(reply.corrections).toEqual([
      { original: 'I have 25 years', corrected: 'I am 25 years old', type: 'grammar', explanation: expect.any(String) },
      { original: 'make sport', corrected: 'play sports', type: 'vocabulary', explanation: expect.any(String) },
    ]);
    expectGlossaryCovers(reply);

    const stored = await storedMessages(id);
    expect(stored.map((m) => [m.role, m.text])).toEqual([
      ['tutor', TUTOR_SCRIPTS.sports.greeting],
      ['learner', 'I have 25 years and I make sport every day.'],
      ['tutor', reply.text],
    ]);

    const job = await queuedJob(`conversation-message-${reply.id}`);
    expect(job.name).toBe(ERROR_PATTERNS_JOB);
    expect(job.data).toEqual({
      reportId: `conversation-message-${reply.id}`,
      userId: viewer.userId,
      patterns: [
        { errorType: 'grammar', specificError: 'I have 25 years', correctForm: 'I am 25 years old', context: 'I have 25 years and I make sport every day.' },
        { errorType: 'vocabulary', specificError: 'make sport', correctForm: 'play sports', context: 'I have 25 years and I make sport every day.' },
      ],
      occurredAt: reply.createdAt,
    });
  });

  it('reports nothing when there is nothing to correct, and never repeats the template it just used', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'movies');
    const replies: string[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = (await send(viewer, id, 'I watched a great movie yesterday.')).data!.sendConversationMessage;
      expect(reply.corrections).toEqual([]);
      expect(await inspect.getJob(`conversation-message-${reply.id}`)).toBeUndefined();
      replies.push(reply.text);
    }
    replies.slice(1).forEach((text, i) => {
      expect(text).not.toBe(replies[i]);
    });
  });

  it('publishes no drafts: the templates answer at once', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'food');
    const drafts = await listenForDrafts(id);

    expect((await send(viewer, id, 'I love feijoada.')).data!.sendConversationMessage.source).toBe('offline');

    expect(await allDraftsSoFar(id, drafts)).toEqual([]);
  });

  it('refuses empty and too long messages with a message the learner can act on, storing nothing', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer);

    expect(errorOf(await send(viewer, id, ' \n\t '))).toEqual({ code: 'BAD_USER_INPUT', message: 'Escreva uma mensagem antes de enviar.' });
    expect(errorOf(await send(viewer, id, 'a'.repeat(TUTOR_MAX_MESSAGE_LENGTH + 1)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `A mensagem pode ter no máximo ${TUTOR_MAX_MESSAGE_LENGTH} caracteres.`,
    });
    expect(await storedMessages(id)).toHaveLength(1);

    expect((await send(viewer, id, `  ${'a'.repeat(TUTOR_MAX_MESSAGE_LENGTH)}  `)).errors).toBeUndefined();
  });

  it('lets only the owner send to or finish a conversation', async () => {
    const owner = testViewer();
    const stranger = testViewer();
    const { id } = await start(owner);
    const notFound = { code: 'NOT_FOUND', message: 'Conversa não encontrada.' };

    expect(errorOf(await send(stranger, id, 'Hello'))).toEqual(notFound);
    expect(errorOf(await finish(stranger, id))).toEqual(notFound);
    expect(errorOf(await send(owner, randomUUID(), 'Hello'))).toEqual(notFound);
    expect(errorOf(await send(owner, 'not-an-id', 'Hello'))).toEqual(notFound);
    expect(errorOf(await finish(owner, "1' OR '1'='1"))).toEqual(notFound);
    expect(errorOf(await send(null, id, 'Hello')).code).toBe('UNAUTHENTICATED');
    expect(await storedMessages(id)).toHaveLength(1);
    expect(await db.conversation.findUnique({ where: { id } })).toMatchObject({ finishedAt: null });
  });

  it(`stops at ${MAX_LEARNER_MESSAGES} learner messages`, async () => {
    const viewer = testViewer();
    const { id } = await start(viewer);
    await db.conversationMessage.createMany({
      data: Array.from({ length: MAX_LEARNER_MESSAGES - 1 }, (_, i) => ({ conversationId: id, role: 'learner' as const, text: `message ${i}` })),
    });

    // Two at once for the last place: only one gets it.
    const outcomes = await Promise.all([send(viewer, id, 'The last one.'), send(viewer, id, 'The other last one.')]);
    expect(outcomes.map((o) => o.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(errorOf(await send(viewer, id, 'One too many.'))).toEqual({
      code: 'CONFLICT',
      message: `Esta conversa chegou ao limite de ${MAX_LEARNER_MESSAGES} mensagens. Inicie uma nova conversa para continuar praticando.`,
    });
    expect(await db.conversationMessage.count({ where: { conversationId: id, role: 'learner' } })).toBe(MAX_LEARNER_MESSAGES);
  });

  it('still answers when Redis cannot take the error patterns, and logs why', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'food');
    const closedRedis = redisForProducer(process.env.REDIS_URL!);
    await once(closedRedis, 'ready');
    await closedRedis.quit();
    const offline = createActivityRecorder(closedRedis, { prefix });
    const logged: unknown[][] = [];

    const reply = await sendConversationMessage(
      { db, activity: offline, config: offlineConfig(), log: { warn: () => {}, error: (...args) => logged.push(args) } },
      viewer.userId,
      { conversationId: id, text: 'People is always hungry here.' },
    );

    expect(reply.corrections).toHaveLength(1);
    await vi.waitFor(() => expect(String(logged[0]?.[0])).toBe(`conversation-message-${reply.id}: its corrections could not be queued:`));
    expect(await inspect.getJob(`conversation-message-${reply.id}`)).toBeUndefined();
    await offline.close();
  });

  it('answers without waiting for Redis to take the error patterns', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'food');
    const hanging = Promise.withResolvers<void>();
    const recordErrorPatterns = vi.fn(() => hanging.promise);
    const logged: unknown[][] = [];

    const reply = await sendConversationMessage(
      { db, activity: { record: vi.fn(), recordErrorPatterns }, config: offlineConfig(), log: { warn: () => {}, error: (...args) => logged.push(args) } },
      viewer.userId,
      { conversationId: id, text: 'People is always hungry here.' },
    );

    expect(reply.corrections).toHaveLength(1);
    expect(recordErrorPatterns).toHaveBeenCalledWith(expect.objectContaining({ reportId: `conversation-message-${reply.id}` }));
    // Answered while the report is still pending: neither taken nor given up on.
    expect(logged).toEqual([]);
    hanging.resolve();
  });
});

describe('finishConversation', () => {
  it('records the practice time once, as learner activity, and closes the conversation to new messages', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'travel');
    await send(viewer, id, 'I love the beach.');
    await send(viewer, id, 'My favorite place is Bahia.');
    const lastLearner = (await storedMessages(id)).filter((m) => m.role === 'learner').at(-1)!;
    // As if the learner had started two and a half minutes before their last message.
    await db.conversation.update({ where: { id }, data: { startedAt: new Date(lastLearner.createdAt.getTime() - 150_000) } });

    const first = await finish(viewer, id);
    expect(first.data!.finishConversation).toEqual({ conversationId: id, practiceSeconds: 150, recorded: true });
    const job = await queuedJob(`conversation-${id}`);
    expect(job.name).toBe('conversation');
    expect(job.data).toMatchObject({
      activityId: `conversation-${id}`,
      userId: viewer.userId,
      kind: 'conversation',
      title: 'Conversa: Travel & Culture',
      minutes: 3,
      durationSeconds: 150,
      flowPoints: 10,
      occurredAt: lastLearner.createdAt.toISOString(),
    });

    const again = await finish(viewer, id);
    expect(again.data!.finishConversation).toEqual({ conversationId: id, practiceSeconds: 150, recorded: false });
    expect(await db.conversation.findUnique({ where: { id } })).toMatchObject({ practiceSeconds: 150, finishedAt: expect.any(Date) });

    expect(errorOf(await send(viewer, id, 'Are you still there?'))).toEqual({
      code: 'CONFLICT',
      message: 'Esta conversa já foi encerrada. Inicie uma nova conversa para continuar praticando.',
    });
  });

  it('records nothing for a conversation the learner never wrote in', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer);
    expect((await finish(viewer, id)).data!.finishConversation).toEqual({ conversationId: id, practiceSeconds: 0, recorded: true });
    expect(await inspect.getJob(`conversation-${id}`)).toBeUndefined();
  });

  it('caps what one very long conversation adds to the learner’s progress', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer);
    await db.conversationMessage.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ conversationId: id, role: 'learner' as const, text: `message ${i}` })),
    });
    const lastLearner = (await storedMessages(id)).at(-1)!;
    await db.conversation.update({ where: { id }, data: { startedAt: new Date(lastLearner.createdAt.getTime() - 5 * 3600_000) } });

    expect((await finish(viewer, id)).data!.finishConversation.practiceSeconds).toBe(5 * 3600);
    expect((await queuedJob(`conversation-${id}`)).data).toMatchObject({ minutes: 240, durationSeconds: 4 * 3600, flowPoints: 100 });
  });
});

describe('sendConversationMessage with a model', () => {
  const modelReply = {
    reply: 'Bahia is beautiful! Have you tried acarajé there? What did you like most about the trip?',
    corrections: [{ original: 'I goed to Bahia', corrected: 'I went to Bahia', type: 'grammar', explanation: 'O passado de "go" é "went".' }],
    glossary: [
      { word: 'acarajé', translation: 'acarajé (bolinho de feijão)' },
      { word: 'tried', translation: 'errado: o glossário do Juba vence' },
    ],
  };

  it('answers with the model’s reply, corrections and translations, sending it only the recent conversation', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'travel', 'beginner');
    for (let i = 0; i < 7; i++) await send(viewer, id, `Message number ${i}.`);
    const chat = await serveModel([streamedCompletion(JSON.stringify(modelReply))]);

    const result = await send(viewer, id, 'Last summer I goed to Bahia.', { currentAiConfig: modelConfig(chat.baseURL) });

    expect(result.errors).toBeUndefined();
    const reply = result.data!.sendConversationMessage;
    expect(reply).toMatchObject({ role: 'tutor', text: modelReply.reply, source: 'model', corrections: modelReply.corrections });
    expect(reply.glossary).toContainEqual({ word: 'acarajé', translation: 'acarajé (bolinho de feijão)' });
    expect(reply.glossary).toContainEqual({ word: 'tried', translation: 'experimentou, tentou' });
    expect(reply.glossary.map((g: { word: string }) => g.word)).not.toContain('bahia');

    const { messages, model } = chat.requests[0]!.body;
    expect(model).toBe('tutor-model');
    expect(messages[0].role).toBe('system');
    expect(messages).toHaveLength(1 + TUTOR_HISTORY_TURNS);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Last summer I goed to Bahia.' });
    expect((await queuedJob(`conversation-message-${reply.id}`)).data.patterns).toEqual([
      { errorType: 'grammar', specificError: 'I goed to Bahia', correctForm: 'I went to Bahia', context: 'Last summer I goed to Bahia.' },
    ]);
  });

  it('publishes the reply to its owner while the model writes it, growing to the stored text, each draft marked with the key sent', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'travel', 'beginner');
    const drafts = await listenForDrafts(id);
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const chat = await serveModel([streamedCompletion(JSON.stringify(modelReply), { chunkSize: 4, pauseAfter: 8, resume: resumed })]);
    const draftKey = randomUUID();
    let answered = false;

    const sending = send(viewer, id, 'Last summer I goed to Bahia.', { currentAiConfig: modelConfig(chat.baseURL) }, draftKey).finally(() => (answered = true));
    // The model pauses after '{"reply":"Bahia is beautiful! Ha': its words so far show while the answer waits for the rest.
    await vi.waitFor(() => expect(drafts.at(-1)?.text).toBe('Bahia is beautiful! Ha'));
    expect(answered).toBe(false);
    resume();
    const reply = (await sending).data!.sendConversationMessage;

    expect(reply).toMatchObject({ text: modelReply.reply, source: 'model' });
    const published = await allDraftsSoFar(id, drafts);
    expect(published.length).toBeGreaterThanOrEqual(3);
    published.forEach((draft, i) => {
      expect(draft).toEqual({ conversationId: id, userId: viewer.userId, replyTo: draftKey, text: expect.any(String) });
      expect(reply.text.startsWith(draft.text)).toBe(true);
      if (i > 0) expect(draft.text.length).toBeGreaterThan(published[i - 1]!.text.length);
    });
    expect(published.at(-1)!.text).toBe(reply.text);
  });

  it('marks the drafts with a null key when the browser sent none', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'travel');
    const drafts = await listenForDrafts(id);
    const chat = await serveModel([streamedCompletion(JSON.stringify(modelReply))]);

    expect((await send(viewer, id, 'Last summer I goed to Bahia.', { currentAiConfig: modelConfig(chat.baseURL) })).errors).toBeUndefined();

    const published = await allDraftsSoFar(id, drafts);
    expect(published.length).toBeGreaterThan(0);
    expect(published.map((draft) => draft.replyTo)).toEqual(published.map(() => null));
  });

  it('refuses a malformed draft key before storing or asking anything', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'travel');
    const drafts = await listenForDrafts(id);
    const chat = await serveModel([streamedCompletion(JSON.stringify(modelReply))]);

    for (const draftKey of ['', 'not a key', 'key"}', 'k'.repeat(65)]) {
      const result = await send(viewer, id, 'Last summer I goed to Bahia.', { currentAiConfig: modelConfig(chat.baseURL) }, draftKey);
      expect(errorOf(result), draftKey).toEqual({ code: 'BAD_USER_INPUT', message: 'draftKey must be 1 to 64 letters, digits, _ or - (a UUID fits).' });
    }

    expect((await storedMessages(id)).map((m) => m.role)).toEqual(['tutor']);
    expect(chat.requests).toEqual([]);
    expect(await allDraftsSoFar(id, drafts)).toEqual([]);
  });

  it('answers without waiting for Redis to take the drafts, and logs once per reply when it refuses them', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'travel');
    const chat = await serveModel([streamedCompletion(JSON.stringify(modelReply)), streamedCompletion(JSON.stringify(modelReply))]);
    const warned: unknown[][] = [];
    const deps = { db, activity, config: await modelConfig(chat.baseURL)(), log: { warn: (...args: unknown[]) => warned.push(args), error: () => {} } };
    const message = { conversationId: id, text: 'Last summer I goed to Bahia.' };

    const hanging = vi.fn(() => new Promise<never>(() => {}));
    expect(await sendConversationMessage({ ...deps, publishDraft: hanging }, viewer.userId, message)).toMatchObject({
      text: modelReply.reply,
      source: 'model',
    });
    expect(hanging).toHaveBeenCalled();

    const refusing = vi.fn(() => Promise.reject(new Error('Redis is down')));
    expect(await sendConversationMessage({ ...deps, publishDraft: refusing }, viewer.userId, message)).toMatchObject({
      text: modelReply.reply,
      source: 'model',
    });
    expect(refusing.mock.calls.length).toBeGreaterThan(1);
    await vi.waitFor(() => expect(warned).toHaveLength(1));
    expect(warned[0]).toEqual([`Conversation ${id}: drafts of the tutor's reply could not be published:`, new Error('Redis is down')]);
  });

  it('falls back to the offline templates, and logs why, when the model answers nonsense twice', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'technology');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const chat = await serveModel([streamedCompletion('Sure!'), streamedCompletion(JSON.stringify({ reply: 'Hi' }))]);

    const reply = (await send(viewer, id, 'People is addicted to phones.', { currentAiConfig: modelConfig(chat.baseURL) })).data!.sendConversationMessage;

    expect(chat.requests).toHaveLength(2);
    expect(reply).toMatchObject({ source: 'fallback', corrections: [{ original: 'People is', corrected: 'People are' }] });
    expect(TUTOR_SCRIPTS.technology.replies).toContain(reply.text);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/the openai provider failed \(INVALID_OUTPUT: .*\); answering with the offline templates instead/));
  });

  it('falls back to the offline templates when the model is slower than the deadline', async () => {
    const viewer = testViewer();
    const { id } = await start(viewer, 'food');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const chat = await serveModel([delayed(5_000, streamedCompletion(JSON.stringify(modelReply)))]);

    const result = await send(viewer, id, 'I love feijoada.', { currentAiConfig: modelConfig(chat.baseURL, { timeoutMs: 300 }) });

    const reply = result.data!.sendConversationMessage;
    expect(reply.source).toBe('fallback');
    expect(TUTOR_SCRIPTS.food.replies).toContain(reply.text);
    expectGlossaryCovers(reply);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('TIMEOUT: The AI server did not answer within 300 ms.'));
    expect((await storedMessages(id)).map((m) => m.source)).toEqual(['offline', null, 'fallback']);
  });
});
