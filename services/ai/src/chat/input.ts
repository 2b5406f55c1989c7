import { z } from 'zod';
import { DRAFT_KEY_PATTERN } from '@juba/contracts/tutor-drafts';
import { badInput, notFound } from '@juba/platform/errors';

/** The learner's message, trimmed: 1 to `maxLength` characters, or refused with the chat's own words. */
export function parseLearnerText(raw: string, maxLength: number, refusals: { empty: string; tooLong: string }): string {
  const text = raw.trim();
  if (!text) throw badInput(refusals.empty);
  if (text.length > maxLength) throw badInput(refusals.tooLong);
  return text;
}

const chatIdSchema = z.guid();

/** An id that cannot name a chat is answered like someone else's: not found. */
export function parseChatId(raw: string, notFoundMessage: string): string {
  const parsed = chatIdSchema.safeParse(raw);
  if (!parsed.success) throw notFound(notFoundMessage);
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
