import { appError, notFound } from '@juba/platform/errors';
import type { SocraticTopicId } from '@juba/contracts/socratic';
import type { PartnerMessageInput } from '../chat/index.ts';
import type { AiDb } from '../db.ts';
import type { EnglishLevel } from '../generated/graphql.ts';
import type { TutorTurn } from '@juba/ai-provider';
import { MAX_SOCRATIC_ANSWERS, SOCRATIC_MESSAGES } from './messages.ts';

const inOrder = { orderBy: { seq: 'asc' } } as const;

export function createSession(db: AiDb, userId: string, topic: SocraticTopicId, level: EnglishLevel, greeting: PartnerMessageInput, now: Date) {
  return db.socraticSession.create({
    data: { userId, topic, level, startedAt: now, messages: { create: { role: 'tutor', ...greeting, createdAt: now } } },
    include: { messages: inOrder },
  });
}

/**
 * Stores the learner's answer in their own session, unless it is full. The
 * session is locked for the transaction, so two answers sent at once are
 * counted one after the other. Someone else's session is answered as not
 * found, like a missing one.
 */
export function addLearnerAnswer(db: AiDb, userId: string, sessionId: string, text: string, now: Date) {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "ai"."SocraticSession" WHERE "id" = ${sessionId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw notFound(SOCRATIC_MESSAGES.notFound);
    const answers = await tx.socraticMessage.count({ where: { sessionId, role: 'learner' } });
    if (answers >= MAX_SOCRATIC_ANSWERS) throw appError('CONFLICT', SOCRATIC_MESSAGES.full);
    await tx.socraticMessage.create({ data: { sessionId, role: 'learner', text, createdAt: now } });
    return tx.socraticSession.findUniqueOrThrow({ where: { id: sessionId } });
  });
}

/** The latest `count` turns, oldest first. */
export async function recentTurns(db: AiDb, sessionId: string, count: number): Promise<TutorTurn[]> {
  const rows = await db.socraticMessage.findMany({ where: { sessionId }, orderBy: { seq: 'desc' }, take: count, select: { role: true, text: true } });
  return rows.reverse();
}

export function addPartnerMessage(db: AiDb, sessionId: string, message: PartnerMessageInput, now: Date) {
  return db.socraticMessage.create({ data: { sessionId, role: 'tutor', ...message, createdAt: now } });
}
