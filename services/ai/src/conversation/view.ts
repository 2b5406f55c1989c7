import { messageView } from '../chat/index.ts';
import type { Conversation } from '../generated/graphql.ts';
import type { Conversation as ConversationRow, ConversationMessage as MessageRow } from '../generated/prisma/client.ts';

export function conversationView(row: ConversationRow & { messages: MessageRow[] }): Conversation {
  return {
    id: row.id,
    theme: row.theme,
    messages: row.messages.map(messageView),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
