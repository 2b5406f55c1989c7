import { finishConversation, type FinishDeps } from './finish.ts';
import { idleConversations } from './store.ts';

/**
 * A conversation with no message for this long was left (the spec's default
 * session_settings.idleTimeout, 900 s); a younger one may be live in another tab.
 */
export const CONVERSATION_IDLE_MS = 15 * 60 * 1000;
/** How often each AI service instance looks for left conversations, and how many it finishes a round. */
export const IDLE_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const IDLE_SWEEP_BATCH = 100;

/**
 * Finishes conversations left without a finish (a tab closed before it could
 * say so), recording their practice late rather than never. Finishing is
 * idempotent, so instances sweeping at once count each conversation once.
 * Returns how many it finished.
 */
export async function finishIdleConversations(deps: FinishDeps, opts: { userId?: string; limit?: number } = {}): Promise<number> {
  const idleSince = new Date((deps.now?.() ?? new Date()).getTime() - CONVERSATION_IDLE_MS);
  const left = await idleConversations(deps.db, { idleSince, limit: opts.limit ?? IDLE_SWEEP_BATCH, userId: opts.userId });
  for (const { id, userId } of left) await finishConversation(deps, userId, { conversationId: id });
  return left.length;
}
