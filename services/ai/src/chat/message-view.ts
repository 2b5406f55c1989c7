import type { ConversationMessage, TutorReplySource } from '../generated/graphql.ts';
import type { ConversationRole, Prisma } from '../generated/prisma/client.ts';
import type { TutorCorrection, WordTranslation } from '@juba/ai-provider';

/** A partner's message as it is stored (a tutor conversation's or a Socratic session's). */
export interface PartnerMessageInput {
  text: string;
  corrections: TutorCorrection[];
  glossary: WordTranslation[];
  source: TutorReplySource;
}

/** The columns a stored chat message has, whichever chat it belongs to. */
export interface MessageRow {
  id: string;
  role: ConversationRole;
  text: string;
  corrections: Prisma.JsonValue;
  glossary: Prisma.JsonValue;
  source: TutorReplySource | null;
  createdAt: Date;
}

/**
 * Prisma types JSON columns as any JSON, but these hold only what this service
 * wrote through PartnerMessageInput (or the column default, an empty list, on
 * learner messages), so they are read back as those types without a check.
 */
const storedCorrections = (json: Prisma.JsonValue) => json as PartnerMessageInput['corrections'];
const storedGlossary = (json: Prisma.JsonValue) => json as PartnerMessageInput['glossary'];

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
