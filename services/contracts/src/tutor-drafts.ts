import { z } from 'zod';

/**
 * What the AI service publishes while a streaming model writes the tutor's
 * reply; the gateway relays it to the conversation's owner only. A draft is a
 * preview for the screen: the stored, finished message is what
 * sendConversationMessage answers with, and it may differ (a fallback).
 * Kept apart from ./conversation.ts, which the browser bundles, to keep zod out of it.
 */
export const tutorReplyDraftSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  /**
   * The draftKey the browser sent with the learner's message, or null: a reply
   * still being written for an earlier send (one whose answer the browser
   * gave up on) must not be shown as the answer to the next.
   */
  replyTo: z.string().nullable(),
  /** The reply written so far, from its first character. */
  text: z.string(),
});
export type TutorReplyDraft = z.infer<typeof tutorReplyDraftSchema>;

export const tutorDraftChannel = (conversationId: string) => `juba:tutor-drafts:${conversationId}`;

/** A draftKey: what a browser makes per message (a UUID fits), short and plain enough to echo safely. */
export const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
