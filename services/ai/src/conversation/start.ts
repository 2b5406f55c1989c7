import type { AiDb } from '../db.ts';
import { tutorGreeting, type ConversationTheme, type EnglishLevel } from '../provider/index.ts';
import { glossaryFor } from './glossary.ts';
import { createConversation } from './store.ts';
import { conversationView } from './view.ts';

export const DEFAULT_ENGLISH_LEVEL: EnglishLevel = 'intermediate';

/**
 * A new conversation whose first message is the tutor's greeting. The
 * greeting is always the curated one, even with a model configured: it needs
 * no thought and the learner sees it at once.
 */
export async function startConversation(
  deps: { db: AiDb; now?: () => Date },
  userId: string,
  args: { theme: ConversationTheme; level?: EnglishLevel | null },
) {
  const greeting = tutorGreeting(args.theme);
  const row = await createConversation(
    deps.db,
    userId,
    args.theme,
    args.level ?? DEFAULT_ENGLISH_LEVEL,
    { text: greeting, corrections: [], glossary: glossaryFor(greeting), source: 'offline' },
    deps.now?.() ?? new Date(),
  );
  return conversationView(row);
}
