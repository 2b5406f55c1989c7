/**
 * Spec part 1 §2 Conversation practice: what the chat screen and the tutor
 * (AI subgraph) must agree on, in one place.
 */
export const CONVERSATION_THEMES = ['business', 'technology', 'travel', 'food', 'sports', 'movies'] as const;
export type ConversationTheme = (typeof CONVERSATION_THEMES)[number];

export const CONVERSATION_THEME_LABELS: Record<ConversationTheme, string> = {
  business: 'Business & Startups',
  technology: 'Technology & AI',
  travel: 'Travel & Culture',
  food: 'Food & Cooking',
  sports: 'Sports & Fitness',
  movies: 'Movies & Entertainment',
};

/** The longest message a learner may send the tutor, in characters (after trimming). */
export const TUTOR_MAX_MESSAGE_LENGTH = 500;

/**
 * What the AI service publishes while a streaming model writes the tutor's
 * reply; the gateway relays it to the conversation's owner only. A draft is a
 * hint for the screen: the stored, finished message is what
 * sendConversationMessage answers with, and it may differ (a fallback).
 */
export interface TutorReplyDraft {
  conversationId: string;
  ownerId: string;
  /** The reply written so far, from its first character. */
  text: string;
}

export const tutorDraftChannel = (conversationId: string) => `juba:tutor-drafts:${conversationId}`;
