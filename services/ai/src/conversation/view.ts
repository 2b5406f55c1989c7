import type { Conversation, ConversationMessage } from '../generated/graphql.ts';
import type { Conversation as ConversationRow, ConversationMessage as MessageRow, Prisma } from '../generated/prisma/client.ts';
import type { TutorMessageInput } from './store.ts';

/**
 * Prisma types JSON columns as any JSON, but these hold only what this service
 * wrote through TutorMessageInput (or the column default, an empty list, on
 * learner messages), so they are read back as those types without a check.
 */
const storedCorrections = (json: Prisma.JsonValue) => json as TutorMessageInput['corrections'];
const storedGlossary = (json: Prisma.JsonValue) => json as TutorMessageInput['glossary'];

/** A stored message as the GraphQL ConversationMessage. */
export function messageView(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    corrections: storedCorrections(row.corrections),
    glossary: storedGlossary(row.glossary),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export function conversationView(row: ConversationRow & { messages: MessageRow[] }): Conversation {
  return {
    id: row.id,
    theme: row.theme,
    messages: row.messages.map(messageView),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
