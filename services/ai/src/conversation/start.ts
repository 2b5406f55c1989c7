import type { Conversation, EnglishLevel, MutationStartConversationArgs } from '../generated/graphql.ts';
import { tutorGreeting } from '../provider/index.ts';
import { finishConversation, type FinishDeps } from './finish.ts';
import { glossaryFor } from './glossary.ts';
import { createConversation, idleConversationIds } from './store.ts';
import { conversationView } from './view.ts';

export const DEFAULT_ENGLISH_LEVEL: EnglishLevel = 'intermediate';

/**
 * A conversation with no message for this long was left (the spec's default
 * session_settings.idleTimeout, 900 s); a younger one may be live in another tab.
 */
export const CONVERSATION_IDLE_MS = 15 * 60 * 1000;
/** Bounds the work one start does for conversations left behind; the rest wait for the next start. */
const MAX_LEFT_FINISHED_PER_START = 5;

/**
 * A new conversation whose first message is the tutor's greeting. The
 * greeting is always the curated one, even with a model configured: it needs
 * no thought and the learner sees it at once.
 *
 * The learner's idle conversations still open were left without finishing (a
 * tab closed before it could say so), so they are finished first and their
 * practice is recorded now rather than never.
 */
export async function startConversation(deps: FinishDeps, userId: string, args: MutationStartConversationArgs): Promise<Conversation> {
  const idleSince = new Date((deps.now?.() ?? new Date()).getTime() - CONVERSATION_IDLE_MS);
  for (const conversationId of await idleConversationIds(deps.db, userId, idleSince, MAX_LEFT_FINISHED_PER_START)) {
    await finishConversation(deps, userId, { conversationId });
  }

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
