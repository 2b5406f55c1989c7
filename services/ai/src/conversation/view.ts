import type { Conversation, ConversationMessage } from '../generated/prisma/client.ts';

/** A stored message as the GraphQL ConversationMessage. */
export function messageView(row: ConversationMessage) {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    corrections: row.corrections,
    glossary: row.glossary,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export function conversationView(row: Conversation & { messages: ConversationMessage[] }) {
  return {
    id: row.id,
    theme: row.theme,
    messages: row.messages.map(messageView),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
