import type { Conversation, EnglishLevel, MutationStartConversationArgs } from '../generated/graphql.ts';
import { tutorGreeting } from '@juba/ai-provider';
import { glossaryFor } from '../chat/index.ts';
import type { FinishDeps } from './finish.ts';
import { finishIdleConversations } from './idle.ts';
import { createConversation } from './store.ts';
import { conversationView } from './view.ts';

export const DEFAULT_ENGLISH_LEVEL: EnglishLevel = 'intermediate';
/** Bounds the work one start does for conversations left behind; the periodic sweep takes the rest. */
const MAX_LEFT_FINISHED_PER_START = 5;

/**
 * A new conversation whose first message is the tutor's greeting. The
 * greeting is always the curated one, even with a model configured: it needs
 * no thought and the learner sees it at once.
 *
 * The learner's idle conversations still open were left without finishing (a
 * tab closed before it could say so), so they are finished first and their
 * practice is recorded now, before the progress the learner is about to see.
 */
export async function startConversation(deps: FinishDeps, userId: string, args: MutationStartConversationArgs): Promise<Conversation> {
  await finishIdleConversations(deps, { userId, limit: MAX_LEFT_FINISHED_PER_START });

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
