import { createAiProvider, createOfflineProvider, type TutorReplyRequest } from '@juba/ai-provider';
import { glossaryFor, messageView, parseDraftKey, partnerReply, reportCorrections, type ChatTurnDeps, type Partner } from '../chat/index.ts';
import type { ConversationMessage, MutationSendConversationMessageArgs } from '../generated/graphql.ts';
import { parseConversationId, parseConversationText } from './input.ts';
import { addLearnerMessage, addTutorMessage, recentTurns } from './store.ts';

/** How much of the conversation the model sees: enough to follow it, little enough to stay fast and cheap. */
export const TUTOR_HISTORY_TURNS = 12;

/** The tutor: the model, or the theme's curated templates with rule-based corrections. */
function tutor(deps: ChatTurnDeps, conversationId: string, request: TutorReplyRequest): Partner {
  return {
    name: 'Conversation tutor',
    drafts: `Conversation ${conversationId}: drafts of the tutor's reply`,
    byModel: (onDraft) => createAiProvider(deps.config).replyToLearner(request, { onDraft }),
    offline: () => createOfflineProvider({ random: deps.random }).replyToLearner(request, {}),
    offlineName: 'the offline templates',
  };
}

/**
 * Stores the learner's message, answers it and stores the answer, publishing
 * drafts of the answer while a model writes it, each marked with the
 * caller's draftKey. The corrections in the answer are reported as the
 * learner's error patterns, without the learner waiting for Redis to take
 * the report.
 */
export async function sendConversationMessage(deps: ChatTurnDeps, userId: string, args: MutationSendConversationMessageArgs): Promise<ConversationMessage> {
  const text = parseConversationText(args.text);
  const conversationId = parseConversationId(args.conversationId);
  const replyTo = parseDraftKey(args.draftKey);
  const now = deps.now ?? (() => new Date());
  const conversation = await addLearnerMessage(deps.db, userId, conversationId, text, now());

  const history = await recentTurns(deps.db, conversationId, TUTOR_HISTORY_TURNS);
  const request = { theme: conversation.theme, level: conversation.level, history };
  const { reply, source } = await partnerReply(deps, tutor(deps, conversationId, request), { conversationId, ownerId: userId, replyTo });
  const row = await addTutorMessage(
    deps.db,
    conversationId,
    { text: reply.text, corrections: reply.corrections, glossary: glossaryFor(reply.text, reply.translations), source },
    now(),
  );

  reportCorrections(
    deps.activity,
    { reportId: `conversation-message-${row.id}`, userId, corrections: reply.corrections, learnerText: text, occurredAt: row.createdAt },
    deps.log,
  );
  return messageView(row);
}
