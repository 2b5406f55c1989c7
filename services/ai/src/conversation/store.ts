import { appError, notFound } from '@juba/platform/errors';
import type { AiDb } from '../db.ts';
import type { PartnerMessageInput } from '../chat/index.ts';
import type { EnglishLevel } from '../generated/graphql.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ConversationTheme, TutorTurn } from '@juba/ai-provider';
import { CONVERSATION_MESSAGES, MAX_LEARNER_MESSAGES } from './messages.ts';

type Transaction = Prisma.TransactionClient;

const inOrder = { orderBy: { seq: 'asc' } } as const;

export function createConversation(db: AiDb, userId: string, theme: ConversationTheme, level: EnglishLevel, greeting: PartnerMessageInput, now: Date) {
  return db.conversation.create({
    data: { userId, theme, level, startedAt: now, messages: { create: { role: 'tutor', ...greeting, createdAt: now } } },
    include: { messages: inOrder },
  });
}

/** Unfinished conversations (of one learner, or everyone's) with no message since `idleSince`, oldest first, at most `limit`. */
export function idleConversations(db: AiDb, opts: { idleSince: Date; limit: number; userId?: string }) {
  return db.conversation.findMany({
    where: { ...(opts.userId ? { userId: opts.userId } : {}), finishedAt: null, messages: { none: { createdAt: { gt: opts.idleSince } } } },
    orderBy: { startedAt: 'asc' },
    take: opts.limit,
    select: { id: true, userId: true },
  });
}

/**
 * Locks the learner's own conversation for the rest of the transaction, so a
 * message and the finish of the same conversation cannot interleave.
 * Someone else's conversation is answered as not found, like a missing one.
 */
async function lockOwnConversation(tx: Transaction, userId: string, conversationId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ai"."Conversation" WHERE "id" = ${conversationId}::uuid AND "userId" = ${userId} FOR UPDATE`;
  if (locked.length === 0) throw notFound(CONVERSATION_MESSAGES.notFound);
  return tx.conversation.findUniqueOrThrow({ where: { id: conversationId } });
}

/** Stores the learner's message unless the conversation is finished or full. */
export function addLearnerMessage(db: AiDb, userId: string, conversationId: string, text: string, now: Date) {
  return db.$transaction(async (tx) => {
    const conversation = await lockOwnConversation(tx, userId, conversationId);
    if (conversation.finishedAt) throw appError('CONFLICT', CONVERSATION_MESSAGES.finished);
    const sent = await tx.conversationMessage.count({ where: { conversationId, role: 'learner' } });
    if (sent >= MAX_LEARNER_MESSAGES) throw appError('CONFLICT', CONVERSATION_MESSAGES.full);
    await tx.conversationMessage.create({ data: { conversationId, role: 'learner', text, createdAt: now } });
    return conversation;
  });
}

/** The latest `count` turns, oldest first. */
export async function recentTurns(db: AiDb, conversationId: string, count: number): Promise<TutorTurn[]> {
  const rows = await db.conversationMessage.findMany({ where: { conversationId }, orderBy: { seq: 'desc' }, take: count, select: { role: true, text: true } });
  return rows.reverse();
}

export function addTutorMessage(db: AiDb, conversationId: string, message: PartnerMessageInput, now: Date) {
  return db.conversationMessage.create({ data: { conversationId, role: 'tutor', ...message, createdAt: now } });
}

export type FinishOutcome =
  | { finishedNow: false; practiceSeconds: number }
  | {
      finishedNow: true;
      practiceSeconds: number;
      theme: ConversationTheme;
      learnerMessages: number;
      /** Null when the learner never wrote. */
      lastLearnerMessageAt: Date | null;
    };

/**
 * Marks the conversation finished once, with its practice time: seconds from
 * its start (the greeting) to the learner's last message.
 */
export function finishOwnConversation(db: AiDb, userId: string, conversationId: string, now: Date): Promise<FinishOutcome> {
  return db.$transaction(async (tx) => {
    const conversation = await lockOwnConversation(tx, userId, conversationId);
    if (conversation.finishedAt) return { finishedNow: false, practiceSeconds: conversation.practiceSeconds ?? 0 };

    const learner = { conversationId, role: 'learner' } as const;
    const learnerMessages = await tx.conversationMessage.count({ where: learner });
    const last = await tx.conversationMessage.findFirst({ where: learner, orderBy: { seq: 'desc' }, select: { createdAt: true } });
    const practiceSeconds = last ? Math.max(0, Math.round((last.createdAt.getTime() - conversation.startedAt.getTime()) / 1000)) : 0;
    await tx.conversation.update({ where: { id: conversationId }, data: { finishedAt: now, practiceSeconds } });
    return { finishedNow: true, practiceSeconds, theme: conversation.theme, learnerMessages, lastLearnerMessageAt: last?.createdAt ?? null };
  });
}
