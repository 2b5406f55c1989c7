import { offlineSocraticReply, socraticReply, type SocraticReplyRequest } from '@juba/ai-provider';
import { SOCRATIC_MAX_MESSAGE_LENGTH } from '@juba/contracts/socratic';
import { parseChatId, parseDraftKey, parseLearnerText, takeChatTurn, type ChatTurnDeps, type Partner } from '../chat/index.ts';
import type { ConversationMessage, MutationSendSocraticMessageArgs } from '../generated/graphql.ts';
import { socraticGlossaryFor } from './glossary.ts';
import { SOCRATIC_MESSAGES } from './messages.ts';
import { addLearnerAnswer, addPartnerMessage, recentTurns } from './store.ts';

/** A question builds on the learner's last answers; the whole dialogue would only make the model slower. */
export const SOCRATIC_HISTORY_TURNS = 12;

/** The Socratic partner: the model, or the topic family's questions of spec §4. */
function socraticPartner(deps: ChatTurnDeps, sessionId: string, request: SocraticReplyRequest): Partner {
  return {
    name: 'Socratic partner',
    drafts: `Socratic session ${sessionId}: drafts of the partner's question`,
    byModel: (onDraft) => socraticReply(deps.config, request, { onDraft }),
    offline: () => offlineSocraticReply(request, deps.random),
    offlineName: 'the offline questions',
  };
}

/**
 * One turn of a Socratic session (chat/turn.ts): the learner's answer, the
 * partner's next question, its drafts on the tutor's draft channel keyed by
 * the session id.
 */
export async function sendSocraticMessage(deps: ChatTurnDeps, userId: string, args: MutationSendSocraticMessageArgs): Promise<ConversationMessage> {
  // Checked in this order, so a message that is wrong twice is refused for its text first.
  const text = parseLearnerText(args.text, SOCRATIC_MAX_MESSAGE_LENGTH, SOCRATIC_MESSAGES);
  const sessionId = parseChatId(args.sessionId, SOCRATIC_MESSAGES.notFound);
  return takeChatTurn(deps, {
    userId,
    chatId: sessionId,
    text,
    replyTo: parseDraftKey(args.draftKey),
    reportPrefix: 'socratic-message',
    historyTurns: SOCRATIC_HISTORY_TURNS,
    addLearnerMessage: addLearnerAnswer,
    recentTurns,
    addPartnerMessage,
    partner: (session, history) => socraticPartner(deps, sessionId, { topic: session.topic, level: session.level, history }),
    glossaryFor: socraticGlossaryFor,
  });
}
