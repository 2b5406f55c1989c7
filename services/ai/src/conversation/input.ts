import { z } from 'zod';
import { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';
import { DRAFT_KEY_PATTERN } from '@juba/contracts/tutor-drafts';
import { badInput, notFound } from '@juba/platform/errors';
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

/**
 * The browser's key for the drafts of one reply, or null without one. The
 * browser makes it, the learner never types it: a bad one is a client's bug,
 * told in English.
 */
export function parseDraftKey(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  if (!DRAFT_KEY_PATTERN.test(raw)) throw badInput('draftKey must be 1 to 64 letters, digits, _ or - (a UUID fits).');
  return raw;
}
