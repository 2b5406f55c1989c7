import { z } from 'zod';
import { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/shared/conversation';
import { badInput, notFound } from '@juba/shared/errors';
import { CONVERSATION_MESSAGES } from './messages.ts';

/** The learner's message, trimmed: 1 to TUTOR_MAX_MESSAGE_LENGTH characters. */
export function parseLearnerText(raw: string): string {
  const text = raw.trim();
  if (!text) throw badInput(CONVERSATION_MESSAGES.empty);
  if (text.length > TUTOR_MAX_MESSAGE_LENGTH) throw badInput(CONVERSATION_MESSAGES.tooLong);
  return text;
}

const conversationIdSchema = z.guid();

/** An id that cannot name a conversation is answered like someone else's: not found. */
export function parseConversationId(raw: string): string {
  const parsed = conversationIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound(CONVERSATION_MESSAGES.notFound);
  return parsed.data;
}
