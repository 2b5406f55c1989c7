import type { TutorTurn, WordTranslation } from '@juba/ai-provider';
import type { AiDb } from '../db.ts';
import type { ConversationMessage, EnglishLevel } from '../generated/graphql.ts';
import { messageView, type MessageRow, type PartnerMessageInput } from './message-view.ts';
import { partnerReply, type ChatTurnDeps, type Partner } from './partner-reply.ts';
import { reportCorrections } from './report.ts';

/** What one kind of chat (the tutor's conversation, a Socratic session) brings to a turn. */
export interface ChatTurn<Chat> {
  userId: string;
  chatId: string;
  /** The learner's message, checked. */
  text: string;
  /** Marks the drafts published while a model writes the answer. */
  replyTo: string | null;
  /** Names the error-pattern report of the answer's corrections: `<reportPrefix>-<message id>`. */
  reportPrefix: string;
  /** How many of the latest turns the partner sees. */
  historyTurns: number;
  /** Stores the learner's message; answers the chat it went to (or refuses it). */
  addLearnerMessage(db: AiDb, userId: string, chatId: string, text: string, now: Date): Promise<Chat>;
  recentTurns(db: AiDb, chatId: string, count: number): Promise<TutorTurn[]>;
  addPartnerMessage(db: AiDb, chatId: string, message: PartnerMessageInput, now: Date): Promise<MessageRow>;
  partner(chat: Chat, history: TutorTurn[]): Partner;
  glossaryFor(text: string, translations: readonly WordTranslation[]): WordTranslation[];
}

/**
 * Stores the learner's message, answers it and stores the answer, publishing
 * drafts of the answer while a model writes it, each marked with the
 * caller's draftKey. The corrections in the answer are reported as the
 * learner's error patterns, without the learner waiting for Redis to take
 * the report.
 */
export async function takeChatTurn<Chat>(deps: ChatTurnDeps, turn: ChatTurn<Chat>): Promise<ConversationMessage> {
  const now = deps.now ?? (() => new Date());
  const chat = await turn.addLearnerMessage(deps.db, turn.userId, turn.chatId, turn.text, now());
  const history = await turn.recentTurns(deps.db, turn.chatId, turn.historyTurns);
  const { reply, source } = await partnerReply(deps, turn.partner(chat, history), { conversationId: turn.chatId, userId: turn.userId, replyTo: turn.replyTo });
  const row = await turn.addPartnerMessage(
    deps.db,
    turn.chatId,
    { text: reply.text, corrections: reply.corrections, glossary: turn.glossaryFor(reply.text, reply.translations), source },
    now(),
  );
  reportCorrections(
    deps.activity,
    { reportId: `${turn.reportPrefix}-${row.id}`, userId: turn.userId, corrections: reply.corrections, learnerText: turn.text, occurredAt: row.createdAt },
    deps.log,
  );
  return messageView(row);
}

/** The level a chat is held at when the learner names none. */
export const DEFAULT_CHAT_LEVEL: EnglishLevel = 'intermediate';

/**
 * A chat's first message, the partner's greeting: always the curated one, even
 * with a model configured. It needs no thought and the learner sees it at once.
 */
export const greetingMessage = (text: string, glossary: (text: string) => WordTranslation[]): PartnerMessageInput => ({
  text,
  corrections: [],
  glossary: glossary(text),
  source: 'offline',
});
