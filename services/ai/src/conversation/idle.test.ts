import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityRecorder } from '@juba/platform/activity';
import { QUEUES } from '@juba/contracts/jobs';
import { redisForProducer } from '@juba/platform/redis';
import { freshDatabase } from '../../../../infra/test/fresh-database.ts';
import { createAiDb, type AiDb } from '../db.ts';
import { aiConfigFromEnv } from '@juba/ai-provider';
import { CONVERSATION_IDLE_MS, finishIdleConversations } from './idle.ts';
import { sendConversationMessage, startConversation } from './index.ts';

// The sweep finishes every idle conversation in the table: this suite has a database of its own.
let db: AiDb;
const prefix = `test-ai-idle-${randomUUID()}`;
const redis = redisForProducer(process.env.REDIS_URL!);
const activity = createActivityRecorder(redis, { prefix });
const inspect = new Queue(QUEUES.learnerActivity, { connection: redis, prefix });

beforeAll(async () => {
  db = createAiDb(await freshDatabase('ai_idle'));
});
afterAll(async () => {
  await activity.close();
  await inspect.obliterate({ force: true });
  await inspect.close();
  redis.disconnect();
  await db?.$disconnect();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A conversation in which the learner wrote once, `minutesAgo` minutes ago, 2 minutes after the greeting. */
async function conversationLeft(minutesAgo: number) {
  const userId = `idle-${randomUUID()}`;
  const { id } = await startConversation({ db, activity }, userId, { theme: 'travel' });
  await sendConversationMessage({ db, activity, config: aiConfigFromEnv({}) }, userId, { conversationId: id, text: 'I love the beach.' });
  const ms = minutesAgo * 60_000;
  await db.$executeRaw`UPDATE "ai"."ConversationMessage" SET "createdAt" = "createdAt" - ${ms} * interval '1 millisecond' WHERE "conversationId" = ${id}::uuid`;
  await db.$executeRaw`UPDATE "ai"."Conversation" SET "startedAt" = "startedAt" - ${ms + 120_000} * interval '1 millisecond' WHERE "id" = ${id}::uuid`;
  return { id, userId };
}

describe('finishIdleConversations', () => {
  it("finishes every learner's conversation idle for the idle time and records its practice once, leaving live ones open", async () => {
    const idleMinutes = CONVERSATION_IDLE_MS / 60_000;
    const [a, b] = [await conversationLeft(idleMinutes + 1), await conversationLeft(idleMinutes + 30)];
    const live = await conversationLeft(idleMinutes - 1);

    expect(await finishIdleConversations({ db, activity })).toBe(2);

    for (const left of [a, b]) {
      expect(await db.conversation.findUniqueOrThrow({ where: { id: left.id } })).toMatchObject({ finishedAt: expect.any(Date), practiceSeconds: 120 });
      await vi.waitFor(async () =>
        expect((await inspect.getJob(`conversation-${left.id}`))?.data).toMatchObject({ userId: left.userId, durationSeconds: 120 }),
      );
    }
    expect(await db.conversation.findUniqueOrThrow({ where: { id: live.id } })).toMatchObject({ finishedAt: null });
    expect(await finishIdleConversations({ db, activity })).toBe(0);
  });
});
