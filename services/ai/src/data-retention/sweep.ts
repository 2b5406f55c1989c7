import type { AiDb } from '../db.ts';

/** Conversations and Socratic sessions started before the cutoff go, with their messages (onDelete: Cascade). */
export async function deleteOldChats(db: AiDb, cutoff: Date): Promise<number> {
  const [conversations, sessions] = await db.$transaction([
    db.conversation.deleteMany({ where: { startedAt: { lt: cutoff } } }),
    db.socraticSession.deleteMany({ where: { startedAt: { lt: cutoff } } }),
  ]);
  return conversations.count + sessions.count;
}
