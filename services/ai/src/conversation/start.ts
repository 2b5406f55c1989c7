import type { Conversation, MutationStartConversationArgs } from '../generated/graphql.ts';
import { tutorGreeting } from '@juba/ai-provider';
import { DEFAULT_CHAT_LEVEL, glossaryFor, greetingMessage } from '../chat/index.ts';
import type { FinishDeps } from './finish.ts';
import { finishIdleConversations } from './idle.ts';
import { createConversation } from './store.ts';
import { conversationView } from './view.ts';

/** Bounds the work one start does for conversations left behind; the periodic sweep takes the rest. */
const MAX_LEFT_FINISHED_PER_START = 5;

/**
 * A new conversation whose first message is the tutor's greeting.
 *
 * The learner's idle conversations still open were left without finishing (a
 * tab closed before it could say so), so they are finished first and their
 * practice is recorded now, before the progress the learner is about to see.
 */
export async function startConversation(deps: FinishDeps, userId: string, args: MutationStartConversationArgs): Promise<Conversation> {
  await finishIdleConversations(deps, { userId, limit: MAX_LEFT_FINISHED_PER_START });

  const greeting = greetingMessage(tutorGreeting(args.theme), glossaryFor);
  const row = await createConversation(deps.db, userId, args.theme, args.level ?? DEFAULT_CHAT_LEVEL, greeting, deps.now?.() ?? new Date());
  return conversationView(row);
}
