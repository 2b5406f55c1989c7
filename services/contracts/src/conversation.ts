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
