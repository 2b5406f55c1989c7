import { createAiProvider, createOfflineProvider, type TutorReplyRequest } from '@juba/ai-provider';
import { glossaryFor, parseDraftKey, takeChatTurn, type ChatTurnDeps, type Partner } from '../chat/index.ts';
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

/** One turn of the tutor's conversation (chat/turn.ts): the learner's message, the tutor's answer. */
export async function sendConversationMessage(deps: ChatTurnDeps, userId: string, args: MutationSendConversationMessageArgs): Promise<ConversationMessage> {
  // Checked in this order, so a message that is wrong twice is refused for its text first.
  const text = parseConversationText(args.text);
  const conversationId = parseConversationId(args.conversationId);
  return takeChatTurn(deps, {
    userId,
    chatId: conversationId,
    text,
    replyTo: parseDraftKey(args.draftKey),
    reportPrefix: 'conversation-message',
    historyTurns: TUTOR_HISTORY_TURNS,
    addLearnerMessage,
    recentTurns,
    addPartnerMessage: addTutorMessage,
    partner: (conversation, history) => tutor(deps, conversationId, { theme: conversation.theme, level: conversation.level, history }),
    glossaryFor,
  });
}
