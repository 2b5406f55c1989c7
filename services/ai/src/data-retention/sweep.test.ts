import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createAiDb } from '../db.ts';
import { deleteOldChats } from './sweep.ts';

const db = createAiDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

describe('the AI service’s retention sweep', () => {
  it('deletes conversations and Socratic sessions started before the cutoff, with their messages, and keeps the rest', async () => {
    const userId = `retention-${randomUUID()}`;
    const cutoff = new Date('2025-07-14T00:00:00Z');
    const old = new Date(cutoff.getTime() - 1);
    const gone = await db.conversation.create({
      data: { userId, theme: 'travel', level: 'beginner', startedAt: old, messages: { create: { role: 'tutor', text: 'Hi!' } } },
    });
    const kept = await db.conversation.create({ data: { userId, theme: 'travel', level: 'beginner', startedAt: cutoff } });
    await db.socraticSession.create({ data: { userId, topic: 'surf', level: 'beginner', startedAt: old } });
    expect(await deleteOldChats(db, cutoff)).toBeGreaterThanOrEqual(2);
    expect((await db.conversation.findMany({ where: { userId } })).map((c) => c.id)).toEqual([kept.id]);
    expect(await db.conversationMessage.count({ where: { conversationId: gone.id } })).toBe(0);
    expect(await db.socraticSession.count({ where: { userId } })).toBe(0);
  });
});
