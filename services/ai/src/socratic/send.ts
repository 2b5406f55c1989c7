import { offlineSocraticReply, socraticReply, type SocraticReplyRequest } from '@juba/ai-provider';
import { SOCRATIC_MAX_MESSAGE_LENGTH } from '@juba/contracts/socratic';
import { messageView, parseChatId, parseDraftKey, parseLearnerText, partnerReply, reportCorrections, type ChatTurnDeps, type Partner } from '../chat/index.ts';
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
 * Stores the learner's answer, asks the partner's next question and stores
 * it, publishing drafts of the question while a model writes it (each
 * marked with the caller's draftKey) on the tutor's draft channel, keyed by
 * the session id. Its correction, if any, is reported as the learner's error
 * pattern without waiting for Redis.
 */
export async function sendSocraticMessage(deps: ChatTurnDeps, userId: string, args: MutationSendSocraticMessageArgs): Promise<ConversationMessage> {
  const text = parseLearnerText(args.text, SOCRATIC_MAX_MESSAGE_LENGTH, SOCRATIC_MESSAGES);
  const sessionId = parseChatId(args.sessionId, SOCRATIC_MESSAGES.notFound);
  const replyTo = parseDraftKey(args.draftKey);
  const now = deps.now ?? (() => new Date());
  const session = await addLearnerAnswer(deps.db, userId, sessionId, text, now());

  const history = await recentTurns(deps.db, sessionId, SOCRATIC_HISTORY_TURNS);
  const request = { topic: session.topic, level: session.level, history };
  const { reply, source } = await partnerReply(deps, socraticPartner(deps, sessionId, request), { conversationId: sessionId, ownerId: userId, replyTo });
  const row = await addPartnerMessage(
    deps.db,
    sessionId,
    { text: reply.text, corrections: reply.corrections, glossary: socraticGlossaryFor(reply.text, reply.translations), source },
    now(),
  );

  reportCorrections(
    deps.activity,
    { reportId: `socratic-message-${row.id}`, userId, corrections: reply.corrections, learnerText: text, occurredAt: row.createdAt },
    deps.log,
  );
  return messageView(row);
}
