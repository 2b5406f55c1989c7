import type { AiDb } from '../db.ts';
import type { ConversationMessage, MutationSendConversationMessageArgs } from '../generated/graphql.ts';
import { publishDrafts, type DraftPublisher } from './drafts.ts';
import { glossaryFor } from './glossary.ts';
import { parseConversationId, parseDraftKey, parseLearnerText } from './input.ts';
import { reportQuietly, type ConversationActivity } from './report.ts';
import { addLearnerMessage, addTutorMessage, recentTurns } from './store.ts';
import { tutorReply, type TutorReplyDeps } from './tutor-reply.ts';
import { messageView } from './view.ts';

/** How much of the conversation the model sees: enough to follow it, little enough to stay fast and cheap. */
export const TUTOR_HISTORY_TURNS = 12;

export interface SendMessageDeps extends TutorReplyDeps {
  db: AiDb;
  activity: ConversationActivity;
  now?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Where the drafts of a streaming model's reply go; without it the model does not stream. */
  publishDraft?: DraftPublisher;
}

/**
 * Stores the learner's message, answers it and stores the answer, publishing
 * drafts of the answer while a model writes it, each marked with the
 * caller's draftKey. The corrections in the answer are reported as the
 * learner's error patterns, without the learner waiting for Redis to take
 * the report.
 */
export async function sendConversationMessage(deps: SendMessageDeps, userId: string, args: MutationSendConversationMessageArgs): Promise<ConversationMessage> {
  const text = parseLearnerText(args.text);
  const conversationId = parseConversationId(args.conversationId);
  const replyTo = parseDraftKey(args.draftKey);
  const now = deps.now ?? (() => new Date());
  const conversation = await addLearnerMessage(deps.db, userId, conversationId, text, now());

  const history = await recentTurns(deps.db, conversationId, TUTOR_HISTORY_TURNS);
  const drafts = deps.publishDraft && publishDrafts(deps.publishDraft, { conversationId, ownerId: userId, replyTo }, deps.log);
  const { reply, source } = await tutorReply(deps, { theme: conversation.theme, level: conversation.level, history }, { onDraft: drafts?.onDraft });
  // Flushed for the model's reply, the one stored: its last words show now, while it is stored,
  // rather than be lost with the throttle's pause (a draft after the finished message is ignored anyway).
  // Cancelled for a fallback: the drafts were of a model reply that will not be shown.
  if (source === 'model') drafts?.flush();
  else drafts?.cancel();
  const row = await addTutorMessage(
    deps.db,
    conversationId,
    { text: reply.text, corrections: reply.corrections, glossary: glossaryFor(reply.text, reply.translations), source },
    now(),
  );

  if (reply.corrections.length > 0) {
    reportQuietly(
      `conversation message ${row.id}: its corrections`,
      () =>
        deps.activity.recordErrorPatterns({
          reportId: `conversation-message-${row.id}`,
          userId,
          patterns: reply.corrections.map((c) => ({ errorType: c.type, specificError: c.original, correctForm: c.corrected, context: text })),
          occurredAt: row.createdAt.toISOString(),
        }),
      deps.log,
    );
  }
  return messageView(row);
}
